import { Callout } from '@blueprintjs/core';
import type { TextBlock } from '../screenTypes';

export function TextBlockView({ block }: { block: TextBlock }) {
  switch (block.variant) {
    case 'success':
      return <Callout intent="success" icon={null} className="ea-text">{block.text}</Callout>;
    case 'danger':
      return <Callout intent="danger" icon={null} className="ea-text" role="alert">{block.text}</Callout>;
    case 'note':
      return <p className="ea-text ea-text--note">{block.text}</p>;
    case 'intro':
      return <p className="ea-text ea-text--intro">{block.text}</p>;
    default:
      return <p className="ea-text">{block.text}</p>;
  }
}
