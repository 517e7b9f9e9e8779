import type { CSSProperties } from 'react';
import type { GridBlock } from '../../../language/screenTypes';
import { BlockView } from '../../BlockView';
import { NamedReads } from '../_data/NamedReads';
import '../_data/dataBlocks.css';

/**
 * Dashboard columns: as many as fit (at least 18rem each), never more than `columns`. Its
 * optional named reads (as a section's) let a child show only when a read has something.
 */
export function GridBlockView({ block }: { block: GridBlock }) {
  return (
    <NamedReads reads={block.reads} label={block.label ?? ''}>
      <div className="ea-grid" style={{ '--ea-grid-columns': block.columns ?? 2 } as CSSProperties}>
        {block.blocks.map((child, index) => (
          <div className="ea-grid__cell" key={index}>
            <BlockView block={child} />
          </div>
        ))}
      </div>
    </NamedReads>
  );
}
