import { Spinner } from '@blueprintjs/core';
import { shellTexts } from '../../i18n/messages';

/** 'Chargement en cours...', announced to screen readers. */
export function Loader({ label = shellTexts.loading }: { label?: string }) {
  return (
    <div className="ea-loader" role="status" aria-live="polite">
      <Spinner size={24} aria-hidden />
      <span>{label}</span>
    </div>
  );
}
