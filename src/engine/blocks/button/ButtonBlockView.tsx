import { lazy, Suspense } from 'react';
import { AnchorButton, Button } from '@blueprintjs/core';
import { useCallEndpointMutation, useLogoutMutation } from '../../../api/portalApi';
import type { PortalError } from '../../../api/baseQuery';
import { useToast } from '../../../app/useToast';
import type { ButtonBlock, ButtonCall } from '../../screenTypes';
import { useScreenScope } from '../../ScreenData';
import { resolveValues, withQuery } from '../../values';

// The named actions load only on the screens that use them (never on the landing page).
const ActionButton = lazy(() => import('../../actions/ActionButton'));

/** A button that navigates (hash route or server URL) or runs a named action. */
export function ButtonBlockView({ block }: { block: ButtonBlock }) {
  const scope = useScreenScope();
  const intent = block.intent ?? 'primary';

  if (block.action === 'logout') return <LogoutButton label={block.label} intent={intent} />;
  if (block.action === 'call' && block.call) return <CallButton label={block.label} intent={intent} call={block.call} />;
  if (block.action === 'careNetworkRedirect' || block.action === 'securityCode') {
    return (
      <Suspense fallback={<Button intent={intent} text={block.label} disabled />}>
        <ActionButton block={block} />
      </Suspense>
    );
  }
  const href = block.href
    ? withQuery(block.href, block.query, scope)
    : `#${withQuery(block.to ?? '/', block.query, scope)}`;
  // It looks like a button but goes somewhere: a link for assistive technologies (Blueprint's
  // AnchorButton says role="button", which hid 'Me connecter' from the page's list of links).
  return <AnchorButton role="link" intent={intent} href={href} text={block.label} className="ea-button" size="large" />;
}

/** Logs out, then follows the server's logout URL (also the header's "Me déconnecter"). */
export function LogoutButton({ label, intent, size = 'large' }: { label: string; intent: 'primary' | 'none'; size?: 'small' | 'medium' | 'large' }) {
  const [logout, { isLoading }] = useLogoutMutation();
  const onClick = async () => {
    const result = await logout();
    // Spec §7: on error go to '/'; otherwise follow the logout URL the server gives.
    window.location.assign('data' in result && result.data?.logoutUrl ? result.data.logoutUrl : '/');
  };
  return <Button intent={intent} loading={isLoading} disabled={isLoading} onClick={onClick} text={label} className="ea-button" size={size} />;
}

/** Calls an endpoint with values of the route ('Recevoir un nouveau lien' → relance-activation?userId=…). */
function CallButton({ label, intent, call }: { label: string; intent: 'primary' | 'none'; call: ButtonCall }) {
  const [callEndpoint, { isLoading }] = useCallEndpointMutation();
  const toast = useToast();
  const scope = useScreenScope();
  const onClick = async () => {
    const result = await callEndpoint({
      endpoint: call.endpoint,
      method: call.method ?? 'POST',
      params: resolveValues(call.query, scope),
      body: resolveValues(call.body, scope),
      invalidates: call.invalidates,
    });
    if ('error' in result && result.error) {
      const error = result.error as PortalError;
      // Unreachable server: the status text; otherwise the screen's own failure text when it has one.
      toast(error.status === 0 || !call.errorToast ? error.message : call.errorToast, 'danger');
    } else if (call.successToast) {
      toast(call.successToast, 'success');
    }
  };
  return <Button intent={intent} loading={isLoading} disabled={isLoading} onClick={onClick} text={label} className="ea-button" size="large" />;
}
