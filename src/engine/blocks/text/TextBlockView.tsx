import { Notice } from '../../ui/Notice';
import type { TextBlock } from '../../screenTypes';

export function TextBlockView({ block }: { block: TextBlock }) {
  switch (block.variant) {
    case 'success':
      return <Notice intent="success" className="ea-text">{block.text}</Notice>;
    case 'danger':
      return <Notice intent="danger" className="ea-text">{block.text}</Notice>;
    case 'note':
      return <p className="ea-text ea-text--note">{block.text}</p>;
    case 'intro':
      return <p className="ea-text ea-text--intro">{block.text}</p>;
    default:
      return <p className="ea-text">{block.text}</p>;
  }
}
