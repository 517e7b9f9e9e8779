import type { ComponentType, LazyExoticComponent } from 'react';
import type { BlockOf, BlockType } from '../../language/screenTypes';

type BlockComponent<T extends BlockType> = ComponentType<{ block: BlockOf<T> }>;

/**
 * What a block folder registers (its `index.ts`): its type and the component that draws it. Light
 * blocks give the component itself; heavy ones (forms, CMS pages, dialogs) a `React.lazy`, so
 * their code loads only on the routes that use them.
 */
export interface BlockDefinition<T extends BlockType = BlockType> {
  type: T;
  component: BlockComponent<T> | LazyExoticComponent<BlockComponent<T>>;
}

export function defineBlock<T extends BlockType>(type: T, component: BlockDefinition<T>['component']): BlockDefinition<T> {
  return { type, component };
}
