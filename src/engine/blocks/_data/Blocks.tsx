import type { Block } from '../../../language/screenTypes';
import { BlockView } from '../../BlockView';

/** The child blocks of a container, in order. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}
