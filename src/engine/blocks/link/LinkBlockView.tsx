import type { LinkBlock } from '../../screenTypes';

export function LinkBlockView({ block }: { block: LinkBlock }) {
  return (
    <p className="ea-link">
      <a href={`#${block.to}`}>{block.label}</a>
    </p>
  );
}
