import type { AccordionBlock } from '../../../language/screenTypes';
import { AccordionGroup } from '../../../../widgets/blocks/Accordion';
import { Blocks } from '../_data/Blocks';

/** The existing accordion group (one open at a time), each panel a list of blocks. */
export function AccordionBlockView({ block }: { block: AccordionBlock }) {
  const items = block.items.map((item) => ({ key: item.key, title: item.title, open: item.open, content: <Blocks blocks={item.blocks} /> }));
  return <AccordionGroup items={items} />;
}
