import { useCallback, useId, useRef, type ReactNode } from 'react';
import { Button, Classes, Dialog, H2, type DialogProps } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { UnderHeading } from '../../../widgets/blocks/headingLevel';

/** Read by screen readers on the × of every dialog. */
export const CLOSE_LABEL = 'Fermer';

type PortalDialogProps = Omit<DialogProps, 'title' | 'isCloseButtonShown'> & { title: ReactNode; children?: ReactNode };

/** What a member acts on first: a field, a link or a button of the dialog's body (not the ×). */
const FIRST_CONTROL = [
  'input:not([type=hidden]):not([type=file]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
].join(', ');

/**
 * The first control of a dialog's body (a field, a link, a button; not the ×), else its title,
 * focusable: where the focus goes when it opens, so that the dialog reads from its start.
 */
export function dialogStart(dialog: Element): HTMLElement | null {
  const control = Array.from(dialog.querySelectorAll<HTMLElement>(`.${Classes.DIALOG_BODY} :is(${FIRST_CONTROL})`)).find(
    (element) => element.getClientRects().length > 0,
  );
  return control ?? dialog.querySelector<HTMLElement>('[tabindex="-1"]:is(h1, h2, h3)');
}

/**
 * Puts the focus inside `role=dialog` once a Blueprint dialog opens (call from its `onOpening`,
 * given the node it passes): Blueprint focuses an unnamed trap element outside the dialog. Two
 * frames later, after Blueprint's own move: were ours first, Blueprint would think its move still
 * to come and stop wrapping Tab round the dialog. A focus already inside (an autofocus) stays.
 */
export function focusInsideDialog(node: Element | null, pick: (dialog: Element) => HTMLElement | null = dialogStart): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const dialog = node?.querySelector('[role=dialog], [role=alertdialog]');
      if (!dialog || dialog.contains(document.activeElement)) return;
      pick(dialog)?.focus();
    }),
  );
}

/**
 * Blueprint's dialog with the portal's own header: Blueprint names its × « Close », in English,
 * with no way to change it; here it says « Fermer ». Without `onClose` (a dialog that cannot be
 * left) there is no ×. Escape, the backdrop and the focus given back stay Blueprint's; the focus
 * given on opening is the portal's (focusInsideDialog).
 */
export function PortalDialog({ title, children, onClose, onOpening, ...props }: PortalDialogProps) {
  const titleId = useId();
  const container = useRef<HTMLDivElement | null>(null);
  // Blueprint makes the box around the dialog focusable (tabindex 0): a Tab stop with no name,
  // outside the dialog. The trap works without it.
  const containerRef = useCallback((node: HTMLDivElement | null) => {
    node?.removeAttribute('tabindex');
    container.current = node;
  }, []);
  const opening = useCallback(
    (node: HTMLElement) => {
      onOpening?.(node);
      focusInsideDialog(container.current);
    },
    [onOpening],
  );
  return (
    <Dialog {...props} onClose={onClose} onOpening={opening} containerRef={containerRef} aria-labelledby={titleId}>
      <div className={Classes.DIALOG_HEADER}>
        <H2 id={titleId} tabIndex={-1}>
          {title}
        </H2>
        {onClose && <Button aria-label={CLOSE_LABEL} className={Classes.DIALOG_CLOSE_BUTTON} icon={<SmallCrossIcon />} onClick={onClose} variant="minimal" />}
      </div>
      <UnderHeading level={3}>{children}</UnderHeading>
    </Dialog>
  );
}
