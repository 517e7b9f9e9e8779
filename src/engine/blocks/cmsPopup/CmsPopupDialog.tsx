import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { PortalDialog } from '../../ui/PortalDialog';
import { useGetCmsBlocksQuery } from '../../../api/portalApi';
import type { CmsPopupBlock } from '../../../language/screenTypes';
import { shellTexts, toastTexts } from '../../../i18n/messages';
import { Loader } from '../../ui/Loader';
import { SafeHtml } from '../../ui/SafeHtml';
import { useReturnFocus } from '../../ui/useReturnFocus';

/** The dialog of a CMS popup link (CmsPopupBlockView); the content loads on first opening. */
export default function CmsPopupDialog({ block, onClose }: { block: CmsPopupBlock; onClose: () => void }) {
  useReturnFocus(true);
  const { data, isLoading, isError } = useGetCmsBlocksQuery({ name: block.name, itemName: block.itemName });
  const item = data?.items[0];
  return (
    <PortalDialog isOpen onClose={onClose} title={item?.title ?? block.label}>
      <DialogBody>
        {isLoading ? <Loader /> : isError || !item ? <p role="alert">{toastTexts.cmsFailed(block.name)}</p> : <SafeHtml html={item.content} />}
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={shellTexts.close} onClick={onClose} />} />
    </PortalDialog>
  );
}
