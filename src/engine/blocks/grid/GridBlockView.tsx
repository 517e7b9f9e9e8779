import type { CSSProperties } from 'react';
import type { GridBlock } from '../../screenTypes';
import { BlockView } from '../../BlockView';
import '../_data/dataBlocks.css';

/** Dashboard columns: as many as fit (at least 18rem each), never more than `columns`. */
export function GridBlockView({ block }: { block: GridBlock }) {
  return (
    <div className="ea-grid" style={{ '--ea-grid-columns': block.columns ?? 2 } as CSSProperties}>
      {block.blocks.map((child, index) => (
        <div className="ea-grid__cell" key={index}>
          <BlockView block={child} />
        </div>
      ))}
    </div>
  );
}
