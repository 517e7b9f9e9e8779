import { lazy, Suspense, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useLogoutMutation } from '../../../api/portalApi';
import { forgetUnsavedForms, hasUnsavedForms } from '../../unsavedForms';

const UnsavedFormsAlert = lazy(() => import('../../ui/UnsavedFormsAlert'));

export interface LogoutButtonProps {
  label: string;
  intent: 'primary' | 'none';
  size?: 'small' | 'medium' | 'large';
}

/**
 * Logs out, then follows the server's logout URL (the header's « Me déconnecter », a screen's
 * `logout` button). A form on the page holding what the member typed asks first, with the
 * shell's question for leaving a route: the session ends only once they say « Quitter » — not,
 * as the browser's own question on the way out would have it, before they are asked.
 */
export default function LogoutButton({ label, intent, size = 'large' }: LogoutButtonProps) {
  const [logout, { isLoading }] = useLogoutMutation();
  const [asking, setAsking] = useState(false);
  const leave = async () => {
    // Answered (or nothing typed): no second question from the browser, and what was typed in
    // this tab leaves with the member (a shared computer: formDraft.ts).
    forgetUnsavedForms();
    const result = await logout();
    // On error go to '/'; otherwise follow the logout URL the server gives.
    window.location.assign('data' in result && result.data?.logoutUrl ? result.data.logoutUrl : '/');
  };
  return (
    <>
      <Button
        intent={intent}
        loading={isLoading}
        disabled={isLoading}
        onClick={() => (hasUnsavedForms() ? setAsking(true) : void leave())}
        text={label}
        className="ea-button"
        size={size}
      />
      {asking && (
        <Suspense fallback={null}>
          <UnsavedFormsAlert
            onStay={() => setAsking(false)}
            onLeave={() => {
              setAsking(false);
              void leave();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
