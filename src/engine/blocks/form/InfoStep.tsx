import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { PortalDialog } from '../../ui/PortalDialog';
import { useReturnFocus } from '../../ui/useReturnFocus';

/**
 * The 'info' step of a form flow: a text to read, then continue or cancel. Loaded only when a
 * flow reaches it, so a form page does not pay for Blueprint's dialog up front (size budgets).
 */
export default function InfoStep({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onDone,
}: {
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onDone: (accepted: boolean) => void;
}) {
  useReturnFocus(true);
  return (
    <PortalDialog isOpen title={title} onClose={() => onDone(false)}>
      <DialogBody>
        <p>{text}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelLabel ?? 'Annuler'} onClick={() => onDone(false)} />
            <Button intent="primary" text={confirmLabel ?? 'Continuer'} onClick={() => onDone(true)} />
          </>
        }
      />
    </PortalDialog>
  );
}
