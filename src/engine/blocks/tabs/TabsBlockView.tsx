import { useId } from 'react';
import type { TabsBlock } from '../../../language/screenTypes';
import { Tabs } from '../../../../widgets/blocks/Tabs';
import { Blocks } from '../_data/Blocks';

/** The existing Tabs widget, each panel a list of blocks. */
export function TabsBlockView({ block }: { block: TabsBlock }) {
  const id = useId();
  const items = block.items.map((item) => ({ key: item.key, title: item.title, content: <Blocks blocks={item.blocks} /> }));
  return <Tabs id={id} items={items} defaultSelected={block.selected} />;
}
