import { useId } from 'react';
import { Classes } from '@blueprintjs/core';
import type { SectionBlock } from '../../screenTypes';
import { Blocks } from '../_data/Blocks';

/** A titled group of blocks, a landmark named by its title. */
export function SectionBlockView({ block }: { block: SectionBlock }) {
  const id = useId();
  return (
    <section className="ea-section" aria-labelledby={id}>
      <h2 id={id} className={Classes.HEADING}>{block.title}</h2>
      <Blocks blocks={block.blocks} />
    </section>
  );
}
