import { Button } from '@blueprintjs/core';
import { widgetTexts } from '../../src/i18n/widgets';

/**
 * The confirm/cancel pair ending a form or a dialog. While `busy` the confirm button shows a
 * spinner and both are disabled (no second send while the first is under way).
 */
export function ConfirmCancelButtons({
  onConfirm,
  onCancel,
  confirmText = widgetTexts.common.valider,
  cancelText = widgetTexts.common.annuler,
  confirmType = 'submit',
  busy = false,
  disabled = false,
  hideCancel = false,
}: {
  onConfirm?: () => void;
  onCancel?: () => void;
  confirmText?: string;
  cancelText?: string;
  confirmType?: 'submit' | 'button';
  busy?: boolean;
  disabled?: boolean;
  hideCancel?: boolean;
}) {
  return (
    <div className="ea-confirm-cancel" style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
      {!hideCancel && <Button variant="outlined" text={cancelText} disabled={busy} onClick={onCancel} />}
      <Button type={confirmType} intent="primary" text={confirmText} loading={busy} disabled={busy || disabled} onClick={onConfirm} />
    </div>
  );
}
