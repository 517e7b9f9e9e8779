import { Button } from '@blueprintjs/core';
import { useDispatch } from 'react-redux';
import { useDownloadMutation } from '../../../api/downloadFile';
import { portalApi } from '../../../api/portalApi';
import { invalidationTags } from '../../../api/readResource';
import type { AppDispatch } from '../../../app/store';
import type { DownloadBlock } from '../../screenTypes';
import { useScreenScope } from '../../ScreenData';
import { resolveValues } from '../../values';
import { toastTexts } from '../../../i18n/messages';
import { dataBlockTexts as T } from '../../../i18n/dataBlocks';
import { fillResourcePath } from '../_data/itemScope';

/**
 * Downloads a file; busy: a spinner in the button (spec §4 "buttons are disabled with a spinner
 * while busy"); failed: the §8 text beside it, announced. Inside a table row, the row's values
 * complete the path and the button's accessible name ('Télécharger – 05/10/2026 …' is the row).
 */
export function DownloadBlockView({ block }: { block: DownloadBlock }) {
  const scope = useScreenScope();
  const [download, state] = useDownloadMutation();
  const resource = fillResourcePath(block.resource, scope);
  const dispatch = useDispatch<AppDispatch>();
  const onClick = async () => {
    const result = await download({
      resource,
      params: resolveValues(block.params, scope),
      fallbackName: block.fileName ?? resource.split('/').filter(Boolean).pop() ?? 'document',
    });
    // A download may change what a list shows (a courrier downloaded is read).
    if ('data' in result && block.invalidates?.length) dispatch(portalApi.util.invalidateTags(invalidationTags(block.invalidates) as never[]));
  };
  return (
    <span className="ea-download">
      <Button
        icon="download"
        text={block.label}
        loading={state.isLoading}
        disabled={state.isLoading}
        aria-label={state.isLoading ? T.downloading : undefined}
        onClick={() => void onClick()}
        size="small"
      />
      <span role="status" aria-live="polite" className="ea-download__error">
        {state.isError ? toastTexts.dataSourceFailed(block.errorLabel ?? block.label) : ''}
      </span>
    </span>
  );
}
