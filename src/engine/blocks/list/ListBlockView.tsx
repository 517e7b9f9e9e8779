import type { ListBlock } from '../../../language/screenTypes';
import { ItemsView } from '../_data/ItemsView';

/** The items of a read as a list (heading and label/value lines per item). */
export function ListBlockView({ block }: { block: ListBlock }) {
  return <ItemsView block={block} variant="list" />;
}
