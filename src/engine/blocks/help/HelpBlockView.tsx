import { lazy, Suspense, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Help } from '@blueprintjs/icons';
import type { HelpBlock } from '../../../language/screenTypes';
import { shellTexts } from '../../../i18n/messages';
import { usePortal } from '../../PortalContext';
import { isFeatureVisible } from '../../../language/featureVisibility';

const FaqDialog = lazy(() => import('./FaqDialog'));

/** The help button of the landing page: shown when its feature is on. */
export function HelpBlockView({ block }: { block: HelpBlock }) {
  const { client, contrat } = usePortal();
  const [open, setOpen] = useState(false);
  if (!isFeatureVisible(client.fonctionnalites, block.feature, contrat)) return null;
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
