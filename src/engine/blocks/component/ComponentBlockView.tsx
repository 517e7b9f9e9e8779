import { Suspense } from 'react';
import type { ComponentBlock } from '../../../language/screenTypes';
import { componentRegistry } from '../../registries/components';
import { Loader } from '../../ui/Loader';

/** A named component of the engine's registry (each one a lazy chunk of its own). */
export function ComponentBlockView({ block }: { block: ComponentBlock }) {
  const Component = componentRegistry[block.name];
  if (!Component) throw new Error(`Composant inconnu dans un écran : ${block.name}`);
  return (
    <Suspense fallback={<Loader />}>
      <Component />
    </Suspense>
  );
}
