import type { BlockDefinition } from './defineBlock';

/**
 * Every block type: the `index.ts` of each folder of src/engine/blocks/, found at build time.
 * Adding a block type is adding a folder (component, `<type>.schema.json`, README, index.ts);
 * nothing here changes. The index files are tiny: heavy components are lazy inside them.
 */
const modules = import.meta.glob<BlockDefinition>('./*/index.ts', { eager: true, import: 'default' });

export const blockRegistry: ReadonlyMap<string, BlockDefinition> = new Map(
  Object.values(modules).map((definition) => [definition.type, definition]),
);
