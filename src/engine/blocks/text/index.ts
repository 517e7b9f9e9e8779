import { defineBlock } from '../defineBlock';
import { TextBlockView } from './TextBlockView';

export default defineBlock('text', TextBlockView);
