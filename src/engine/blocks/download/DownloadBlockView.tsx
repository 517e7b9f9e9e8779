import { Button } from '@blueprintjs/core';
// An icon component, not the name 'download': a name makes Blueprint fetch every icon path (~100 KB gzip).
import { Download } from '@blueprintjs/icons';
import { useDownloadMutation } from '../../../api/downloadFile';
import type { DownloadBlock } from '../../../language/screenTypes';
import { useScreenScope } from '../../ScreenData';
import { resolveValues } from '../../../language/values';
import { toastTexts } from '../../../i18n/messages';
import { dataBlockTexts as T } from '../../../i18n/dataBlocks';
import { fillResourcePath } from '../_data/itemScope';

/**
 * Downloads a file; busy: a spinner in the button (buttons are disabled with a
 * spinner while busy); failed: the load error beside it, announced. Inside a table row, the row's values
 * complete the path and the button's accessible name ('Télécharger – 05/10/2026 …' is the row).
 */
export function DownloadBlockView({ block }: { block: DownloadBlock }) {
  const scope = useScreenScope();
  const [download, state] = useDownloadMutation();
  const resource = fillResourcePath(block.resource, scope);
  const onClick = () =>
    void download({
      resource,
      params: resolveValues(block.params, scope),
      invalidates: block.invalidates,
      fallbackName: block.fileName ?? resource.split('/').filter(Boolean).pop() ?? 'document',
    });
  return (
    <span className="ea-download">
      <Button
        icon={<Download />}
        text={block.label}
        loading={state.isLoading}
        disabled={state.isLoading}
        aria-label={state.isLoading ? T.downloading : undefined}
        onClick={onClick}
        size="small"
      />
      <span role="status" aria-live="polite" className="ea-download__error">
        {state.isError ? toastTexts.dataSourceFailed(block.errorLabel ?? block.label) : ''}
      </span>
    </span>
  );
}
