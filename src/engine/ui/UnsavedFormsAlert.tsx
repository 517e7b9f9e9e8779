import { Alert } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import { navigationTexts as T } from '../../i18n/navigation';

/** « Rester » (also Escape) keeps the page and what was typed; « Quitter » leaves it. */
export default function UnsavedFormsAlert({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Alert
      isOpen
      intent="danger"
      // A static icon: a name would fetch the whole icon set.
      icon={<WarningSignIcon size={40} />}
      cancelButtonText={T.unsavedStay}
      confirmButtonText={T.unsavedLeave}
      canEscapeKeyCancel
      onCancel={onStay}
      onConfirm={onLeave}
    >
      <p>{T.unsavedMessage}</p>
    </Alert>
  );
}
