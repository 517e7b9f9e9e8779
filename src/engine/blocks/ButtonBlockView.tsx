import { AnchorButton, Button } from '@blueprintjs/core';
import { useSearch } from 'wouter';
import { useLogoutMutation } from '../../api/portalApi';
import type { ButtonBlock } from '../screenTypes';
import { carryQuery } from '../routeValues';

/** A button that navigates (hash route or server URL) or runs a named action. */
export function ButtonBlockView({ block }: { block: ButtonBlock }) {
  const search = useSearch();
  const [logout, { isLoading }] = useLogoutMutation();
  const intent = block.intent ?? 'primary';

  if (block.action === 'logout') {
    const onClick = async () => {
      const result = await logout();
      // Spec §7: on error go to '/'; otherwise follow the logout URL the server gives.
      window.location.assign('data' in result && result.data?.logoutUrl ? result.data.logoutUrl : '/');
    };
    return <Button intent={intent} loading={isLoading} onClick={onClick} text={block.label} className="ea-button" />;
  }
  const href = block.href
    ? carryQuery(block.href, search, block.carry)
    : `#${carryQuery(block.to ?? '/', search, block.carry)}`;
  return <AnchorButton intent={intent} href={href} text={block.label} className="ea-button" size="large" />;
}
