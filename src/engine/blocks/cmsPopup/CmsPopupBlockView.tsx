import { lazy, Suspense, useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { CmsPopupBlock } from '../../../language/screenTypes';

// The dialog (Blueprint Overlay2, DOMPurify: ~18 KB gzip) loads when the link is first pressed:
// the register screen shows two such links and rarely opens them.
const CmsPopupDialog = lazy(() => import('./CmsPopupDialog'));

/** A link that opens a content-system item in a dialog; the content loads on first opening. */
export default function CmsPopupBlockView({ block }: { block: CmsPopupBlock }) {
  const [open, setOpen] = useState(false);
  return (
    <p className="ea-link">
      <Button variant="minimal" intent="primary" className="ea-cms-popup__open" onClick={() => setOpen(true)} text={block.label} />
      {open && (
        <Suspense fallback={null}>
          <CmsPopupDialog block={block} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </p>
  );
}
