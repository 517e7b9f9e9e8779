import { lazy, Suspense, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Help } from '@blueprintjs/icons';
import type { HelpBlock } from '../../../language/screenTypes';
import { shellTexts } from '../../../i18n/messages';

const FaqDialog = lazy(() => import('./FaqDialog'));

/** The help button of the landing page (its `when` says when: usually its feature). */
export function HelpBlockView(_props: { block: HelpBlock }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" icon={<Help />} text={shellTexts.help} onClick={() => setOpen(true)} className="ea-help-button" />
      {open && (
        <Suspense fallback={null}>
          <FaqDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
