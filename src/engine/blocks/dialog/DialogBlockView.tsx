import { useState } from 'react';
import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import type { DialogBlock } from '../../screenTypes';
import { Blocks } from '../_data/Blocks';

/**
 * A button opening blocks in a Blueprint dialog. The dialog is in the React tree of the button,
 * so inside a table row its blocks read that row as $item. Escape and × close it; Blueprint's
 * overlay gives the focus back to the button.
 */
export function DialogBlockView({ block }: { block: DialogBlock }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button text={block.label} intent={block.intent ?? 'none'} onClick={() => setOpen(true)} size="small" />
      <Dialog isOpen={open} title={block.title} onClose={() => setOpen(false)} canEscapeKeyClose isCloseButtonShown shouldReturnFocusOnClose>
        <DialogBody>
          <Blocks blocks={block.blocks} />
        </DialogBody>
      </Dialog>
    </>
  );
}

export default DialogBlockView;
