import type { LinkBlock } from '../../screenTypes';
import { useScreenScope } from '../../ScreenData';
import { usePortal } from '../../PortalContext';
import { isRouteOffered } from '../../guards';
import { screenAt } from '../../registries/screens';
import { fillText } from '../../values';
import { fillRoute } from '../_data/itemScope';

/**
 * A link to a route; a segment may take a value of the scope ('/contrats/{$item.numeroContratIndividuel}'),
 * URL-encoded, and so may the label (each link of a list says which item it opens). Not drawn when
 * the screen it opens would turn the visitor away (its guards decide, as for the menu).
 */
export function LinkBlockView({ block }: { block: LinkBlock }) {
  const scope = useScreenScope();
  const env = usePortal();
  const to = fillRoute(block.to, scope);
  const target = screenAt(to.split('?')[0]);
  if (target && !isRouteOffered(target.screen.guards, { ...env, route: to })) return null;
  return (
    <p className="ea-link">
      <a href={`#${to}`}>{fillText(block.label, scope)}</a>
    </p>
  );
}
