import { lazy, Suspense, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useDispatch } from 'react-redux';
import { portalApi } from '../../api/portalApi';
import { invalidationTags } from '../../api/readResource';
import type { AmfOperation } from '../../api/sharedUiTypes';

// Fetched on the first click, not with the page (the accueil shows two of these buttons; budget 300 KB).
const SecurityCodeDialog = lazy(() => import('../securityCode').then((module) => ({ default: module.SecurityCodeDialog })));
import '../blocks/_data/dataBlocks.css';

/**
 * The button action `securityCode`: the shared 6-digit dialog for an operation that needs
 * nothing but the code (activate / deactivate the SMS protection). Once the code is verified
 * (the dialog toasts the success), the reads the screen file names are refreshed.
 */
export default function SecurityCodeButton({
  label, intent, operation, hasConfirmedMobile, invalidates,
}: { label: string; intent: 'primary' | 'none'; operation: AmfOperation; hasConfirmedMobile?: boolean; invalidates?: string[] }) {
  const [open, setOpen] = useState(false);
  // mounted from the first click on, then kept (its closing transition and the focus given back)
  const [used, setUsed] = useState(false);
  const dispatch = useDispatch();
  return (
    <>
      <Button
        intent={intent}
        text={label}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="ea-button ea-action-button"
      />
      {used && (
        <Suspense fallback={null}>
          <SecurityCodeDialog
            isOpen={open}
            operation={operation}
            hasConfirmedMobile={hasConfirmedMobile}
            onSuccess={() => {
              setOpen(false);
              if (invalidates?.length) dispatch(portalApi.util.invalidateTags(invalidationTags(invalidates) as never[]));
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
