import { useId, type ReactNode } from 'react';
import { Button, Classes, Dialog, H2, type DialogProps } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { UnderHeading } from '../../../widgets/blocks/headingLevel';

/** Read by screen readers on the × of every dialog. */
export const CLOSE_LABEL = 'Fermer';

type PortalDialogProps = Omit<DialogProps, 'title' | 'isCloseButtonShown'> & { title: ReactNode; children?: ReactNode };

/**
 * Blueprint's dialog with the portal's own header: Blueprint names its × « Close », in English,
 * with no way to change it; here it says « Fermer ». Without `onClose` (a dialog that cannot be
 * left) there is no ×. Escape, the backdrop and the focus given back stay Blueprint's.
 */
export function PortalDialog({ title, children, onClose, ...props }: PortalDialogProps) {
  const titleId = useId();
  return (
    <Dialog {...props} onClose={onClose} aria-labelledby={titleId}>
      <div className={Classes.DIALOG_HEADER}>
        <H2 id={titleId}>{title}</H2>
        {onClose && (
          <Button aria-label={CLOSE_LABEL} className={Classes.DIALOG_CLOSE_BUTTON} icon={<SmallCrossIcon />} onClick={onClose} variant="minimal" />
        )}
      </div>
      <UnderHeading level={3}>{children}</UnderHeading>
    </Dialog>
  );
}
