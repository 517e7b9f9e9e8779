import { lazy, Suspense } from 'react';
import { AnchorButton, Button } from '@blueprintjs/core';
import { useLogoutMutation } from '../../../api/portalApi';
import type { ButtonBlock } from '../../screenTypes';
import { useScreenScope } from '../../ScreenData';
import { withQuery } from '../../values';
import { clearAllFormDrafts } from '../../formDraftKeys';

// The named actions (call, careNetworkRedirect, securityCode) load only on the screens that use them
// (never on the landing page).
const ActionButton = lazy(() => import('../../actions/ActionButton'));

/** A button that navigates (hash route or server URL) or runs a named action. */
export function ButtonBlockView({ block }: { block: ButtonBlock }) {
  const scope = useScreenScope();
  const intent = block.intent ?? 'primary';

  if (block.action === 'logout') return <LogoutButton label={block.label} intent={intent} />;
  if ((block.action === 'call' && block.call) || block.action === 'careNetworkRedirect' || block.action === 'securityCode') {
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
    // What was typed in this tab leaves with the member (a shared computer: formDraft.ts).
    clearAllFormDrafts();
    // Spec §7: on error go to '/'; otherwise follow the logout URL the server gives.
    window.location.assign('data' in result && result.data?.logoutUrl ? result.data.logoutUrl : '/');
  };
  return <Button intent={intent} loading={isLoading} disabled={isLoading} onClick={onClick} text={label} className="ea-button" size={size} />;
}
