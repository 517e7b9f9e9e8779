import { lazy, Suspense } from 'react';
import { AnchorButton, Button } from '@blueprintjs/core';
import type { ButtonBlock } from '../../../language/screenTypes';
import { useScreenScope } from '../../ScreenData';
import { withQuery } from '../../../language/values';

// The named actions (call, careNetworkRedirect, securityCode) load only on the screens that use them
// (never on the landing page).
const ActionButton = lazy(() => import('../../actions/ActionButton'));
// Only a logged-in member can log out: the landing page does not carry it either.
const LogoutButton = lazy(() => import('./LogoutButton'));

/** A button that navigates (hash route or server URL) or runs a named action. */
export function ButtonBlockView({ block }: { block: ButtonBlock }) {
  const scope = useScreenScope();
  const intent = block.intent ?? 'primary';

  if (block.action === 'logout') {
    return (
      <Suspense fallback={<Button intent={intent} text={block.label} disabled className="ea-button" size="large" />}>
        <LogoutButton label={block.label} intent={intent} />
      </Suspense>
    );
  }
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
