import type { LinkBlock } from '../../screenTypes';
import { useScreenScope } from '../../ScreenData';
import { fillResourcePath } from '../_data/itemScope';

/** A link to a route; a segment may take a value of the scope ('/contrats/{$item.numeroContratIndividuel}'), URL-encoded. */
export function LinkBlockView({ block }: { block: LinkBlock }) {
  const scope = useScreenScope();
  return (
    <p className="ea-link">
      <a href={`#${fillResourcePath(block.to, scope)}`}>{block.label}</a>
    </p>
  );
}
