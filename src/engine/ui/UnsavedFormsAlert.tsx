import { useId } from 'react';
import { Alert, Classes, H2 } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import { navigationTexts as T } from '../../i18n/navigation';
import { focusInsideDialog } from './PortalDialog';

/** « Rester », the answer that loses nothing, has the focus first. */
const stayButton = (dialog: Element) => dialog.querySelector<HTMLElement>(`.${Classes.ALERT_FOOTER} button:last-child`);

/**
 * « Rester » (also Escape) keeps the page and what was typed; « Quitter » leaves it. Its title
 * names it and its message describes it for screen readers (Blueprint's alert has neither).
 */
export default function UnsavedFormsAlert({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Alert
      isOpen
      intent="danger"
      // A static icon: a name would fetch the whole icon set.
      icon={<WarningSignIcon size={40} aria-hidden />}
      cancelButtonText={T.unsavedStay}
      confirmButtonText={T.unsavedLeave}
      canEscapeKeyCancel
      onCancel={onStay}
      onConfirm={onLeave}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onOpening={(node) => {
        // As in PortalDialog: the box around the dialog is no Tab stop of its own.
        node.removeAttribute('tabindex');
        focusInsideDialog(node, stayButton);
      }}
    >
      <H2 id={titleId} className="ea-unsaved-alert__title">
        {T.unsavedTitle}
      </H2>
      <p id={messageId}>{T.unsavedMessage}</p>
    </Alert>
  );
}
