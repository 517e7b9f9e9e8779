import type { LinkBlock } from '../../../language/screenTypes';
import { useScreenScope } from '../../ScreenData';
import { fillText } from '../../../language/values';
import { fillRoute } from '../_data/itemScope';

/**
 * A link to a route; a segment may take a value of the scope ('/contrats/{item.numeroContratIndividuel}'),
 * URL-encoded, and so may the label (each link of a list says which item it opens).
 */
export function LinkBlockView({ block }: { block: LinkBlock }) {
  const scope = useScreenScope();
  return (
    <p className="ea-link">
      <a href={`#${fillRoute(block.to, scope)}`}>{fillText(block.label, scope)}</a>
    </p>
  );
}
