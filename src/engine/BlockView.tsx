import { Suspense, type ComponentType } from 'react';
import type { Block } from './screenTypes';
import { blockRegistry } from './blocks/registry';
import { Loader } from './ui/Loader';
import { useScreenScope } from './ScreenData';
import { evaluateCondition } from './conditions';

/**
 * Draws one block when its `when` holds (for the scope where it stands, so blocks nested in
 * containers follow the same rule): the component its folder registered
 * (src/engine/blocks/<type>/index.ts).
 */
export function BlockView({ block }: { block: Block }) {
  const scope = useScreenScope();
  if (!evaluateCondition(block.when, scope)) return null;
  const definition = blockRegistry.get(block.type);
  if (!definition) throw new Error(`Type de bloc inconnu dans un écran : ${block.type}`);
  const Component = definition.component as ComponentType<{ block: Block }>;
  // A lazy block suspends while its chunk loads; a light one renders at once.
  return (
    <Suspense fallback={<Loader />}>
      <Component block={block} />
    </Suspense>
  );
}
