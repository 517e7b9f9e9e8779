import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useGetCmsBlocksQuery } from '../../api/portalApi';
import type { CmsPopupBlock } from '../screenTypes';
import { shellTexts, toastTexts } from '../../i18n/messages';
import { Loader } from './Loader';
import { SafeHtml } from './SafeHtml';

/** A link that opens a content-system item in a dialog; the content loads on first opening. */
export default function CmsPopupBlockView({ block }: { block: CmsPopupBlock }) {
  const [open, setOpen] = useState(false);
  return (
    <p className="ea-link">
      <Button variant="minimal" intent="primary" className="ea-cms-popup__open" onClick={() => setOpen(true)} text={block.label} />
      {open && <CmsDialog block={block} onClose={() => setOpen(false)} />}
    </p>
  );
}

function CmsDialog({ block, onClose }: { block: CmsPopupBlock; onClose: () => void }) {
  const { data, isLoading, isError } = useGetCmsBlocksQuery({ name: block.name, itemName: block.itemName });
  const item = data?.items[0];
  return (
    <Dialog isOpen onClose={onClose} title={item?.title ?? block.label}>
      <DialogBody>
        {isLoading ? <Loader /> : isError || !item ? <p role="alert">{toastTexts.cmsFailed(block.name)}</p> : <SafeHtml html={item.content} />}
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={shellTexts.close} onClick={onClose} />} />
    </Dialog>
  );
}
