import { Notice } from '../../ui/Notice';
import type { TextBlock } from '../../../language/screenTypes';
import { useScreenScope } from '../../ScreenData';
import { fillText, namesValues } from '../../../language/values';

/** A paragraph or a callout; the text is a template ('{read.amf.email}', '{item.description}'). */
export function TextBlockView({ block }: { block: TextBlock }) {
  const scope = useScreenScope();
  const text = namesValues(block.text) ? fillText(block.text, scope) : block.text;
  switch (block.variant) {
    case 'success':
      return <Notice intent="success" className="ea-text">{text}</Notice>;
    case 'danger':
      return <Notice intent="danger" className="ea-text">{text}</Notice>;
    case 'note':
      return <p className="ea-text ea-text--note">{text}</p>;
    case 'intro':
      return <p className="ea-text ea-text--intro">{text}</p>;
    default:
      return <p className="ea-text">{text}</p>;
  }
}
