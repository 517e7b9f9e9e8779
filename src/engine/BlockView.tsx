import { Suspense, useId, type ComponentType, type ReactNode } from 'react';
import type { Block } from '../language/screenTypes';
import { blockRegistry } from './blocks/registry';
import { Loader } from './ui/Loader';
import { useScreenScope } from './ScreenData';
import { evaluateCondition } from '../language/conditions';

/**
 * Draws one block when its `when` holds (for the scope where it stands, so blocks nested in
 * containers follow the same rule): the component its folder registered
 * (src/engine/blocks/<type>/index.ts). A block whose `disabled.when` holds is drawn greyed out.
 */
export function BlockView({ block }: { block: Block }) {
  const scope = useScreenScope();
  if (!evaluateCondition(block.when, scope)) return null;
  const definition = blockRegistry.get(block.type);
  if (!definition) throw new Error(`Type de bloc inconnu dans un écran : ${block.type}`);
  const Component = definition.component as ComponentType<{ block: Block }>;
  // A lazy block suspends while its chunk loads; a light one renders at once.
  const drawn = (
    <Suspense fallback={<Loader />}>
      <Component block={block} />
    </Suspense>
  );
  return block.disabled && evaluateCondition(block.disabled.when, scope) ? <Disabled reason={block.disabled.reason}>{drawn}</Disabled> : drawn;
}

/**
 * A disabled fieldset: the browser itself disables every button, field and select inside (no
 * click, no keyboard focus, announced as unavailable), whatever the block; the reason is read
 * with it. Links stay links: going somewhere is not an action.
 */
function Disabled({ reason, children }: { reason: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset disabled className="ea-disabled-block" aria-describedby={id}>
      {children}
      <p id={id} className="ea-disabled-block__reason">{reason}</p>
    </fieldset>
  );
}
