import { useId } from 'react';
import { Classes } from '@blueprintjs/core';
import { Heading, UnderHeading } from '../../../../widgets/blocks/headingLevel';
import type { SectionBlock } from '../../../language/screenTypes';
import { Blocks } from '../_data/Blocks';
import { NamedReads } from '../_data/NamedReads';
import { useScreenScope } from '../../ScreenData';
import { fillText, namesValues } from '../../../language/values';
import '../_data/dataBlocks.css';

/** A titled group of blocks, a landmark named by its title; its named reads are $read inside. */
export function SectionBlockView({ block }: { block: SectionBlock }) {
  const id = useId();
  // The title may name what an enclosing read holds (« Nouveauté : {read.nouveaute.note.titre} »).
  const scope = useScreenScope();
  const title = namesValues(block.title) ? fillText(block.title, scope) : block.title;
  return (
    <section className="ea-section" aria-labelledby={id}>
      <Heading id={id} className={Classes.HEADING}>{title}</Heading>
      <UnderHeading>
        <NamedReads reads={block.reads} label={title}>
          <Blocks blocks={block.blocks} />
        </NamedReads>
      </UnderHeading>
    </section>
  );
}
