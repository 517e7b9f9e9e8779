import { Button, Classes } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import { shellTexts, toastTexts } from '../../../i18n/messages';
import { dataBlockTexts as T } from '../../../i18n/dataBlocks';
import { Notice } from '../../ui/Notice';

/** The load error 'Le chargement d'une source de données a échoué ({label})', with a retry. */
export function DataError({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <Notice intent="danger" className="ea-data-error">
      <p>{toastTexts.dataSourceFailed(label)}</p>
      <Button text={T.retry} icon={<Refresh />} onClick={onRetry} />
    </Notice>
  );
}

/** Grey bars where the rows will be, while the first answer is awaited (Blueprint's skeleton class). */
export function DataSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="ea-data-skeleton" aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={`${Classes.SKELETON} ea-data-skeleton__row`}>&nbsp;</div>
      ))}
    </div>
  );
}

/**
 * The live region of a data block: screen readers hear 'Chargement en cours...' while it loads
 * and the number of results once it has them (« Plus de … » when the server stopped counting).
 * Errors are an alert of their own (DataError).
 */
export function DataStatus({ loading, count, atLeast = false }: { loading: boolean; count: number | null; atLeast?: boolean }) {
  return (
    <p className={Classes.TEXT_MUTED + ' ea-data-status'} role="status" aria-live="polite">
      {loading ? shellTexts.loading : count === null ? '' : atLeast ? T.resultCountAtLeast(count) : T.resultCount(count)}
    </p>
  );
}

export function DataEmpty({ text }: { text?: string }) {
  return <p className="ea-data-empty">{text ?? T.empty}</p>;
}
