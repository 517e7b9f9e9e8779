import { useMemo, useState } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { PortalDialog } from '../../ui/PortalDialog';
import type { DialogBlock } from '../../../language/screenTypes';
import { Blocks } from '../_data/Blocks';
import { fillText, namesValues } from '../../../language/values';
import { useScreenScope } from '../../ScreenData';
import { FormHostContext, type FormHost } from '../form/FormHost';
import { RowNameContext, useRowActionName } from '../_data/rowName';
import '../_data/dataBlocks.css';

/**
 * A button opening blocks in a Blueprint dialog. The dialog is in the React tree of the button,
 * so inside a table row or a card its blocks read that row as $item. Escape, × and the optional
 * footer button close it; Blueprint's overlay gives the focus back to the button. A form inside
 * closes it with the outcome `{ "close": true }` (FormHostContext).
 */
export function DialogBlockView({ block }: { block: DialogBlock }) {
  const [open, setOpen] = useState(false);
  const host = useMemo<FormHost>(() => ({ close: () => setOpen(false) }), []);
  // In a row, the label and title may name the row ('Régler {item.key}'): each opener says what it opens.
  const scope = useScreenScope();
  const label = fillText(block.label, scope);
  const title = fillText(block.title, scope);
  // In a row, the opener's name also says which row (« Détail du décompte — 17/10/2026 »).
  const name = useRowActionName(block.label, label, namesValues(block.title) ? undefined : title);
  return (
    <>
      <Button text={label} aria-label={name} intent={block.intent ?? 'none'} onClick={() => setOpen(true)} size="small" className="ea-dialog-opener" />
      <PortalDialog
        isOpen={open}
        title={title}
        onClose={() => setOpen(false)}
        canEscapeKeyClose
        shouldReturnFocusOnClose
        className="ea-dialog-block"
      >
        <DialogBody>
          <FormHostContext.Provider value={host}>
            {/* Inside, actions are the dialog's, not the row's. */}
            <RowNameContext.Provider value={undefined}>
              <Blocks blocks={block.blocks} />
            </RowNameContext.Provider>
          </FormHostContext.Provider>
        </DialogBody>
        {block.closeLabel && <DialogFooter actions={<Button text={block.closeLabel} onClick={() => setOpen(false)} />} />}
      </PortalDialog>
    </>
  );
}

export default DialogBlockView;
