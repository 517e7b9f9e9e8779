import type { LinkBlock } from '../../../language/screenTypes';
import { useScreenScope } from '../../ScreenData';
import { fillText } from '../../../language/values';
import { fillRoute } from '../_data/itemScope';
import { useRowActionName } from '../_data/rowName';

/**
 * A link to a route; a segment may take a value of the scope ('/contrats/{item.numeroContratIndividuel}'),
 * URL-encoded, and so may the label (each link of a list says which item it opens); in a row with
 * no such label, its name says the row.
 */
export function LinkBlockView({ block }: { block: LinkBlock }) {
  const scope = useScreenScope();
  const label = fillText(block.label, scope);
  const name = useRowActionName(block.label, label);
  return (
    <p className="ea-link">
      <a href={`#${fillRoute(block.to, scope)}`} aria-label={name}>
        {label}
      </a>
    </p>
  );
}
