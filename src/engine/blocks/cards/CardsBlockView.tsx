import type { CardsBlock } from '../../../language/screenTypes';
import { ItemsView } from '../_data/ItemsView';

/** The items of a read as cards in responsive columns. */
export function CardsBlockView({ block }: { block: CardsBlock }) {
  return <ItemsView block={block} variant="cards" />;
}
