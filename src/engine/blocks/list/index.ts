import { defineBlock } from '../defineBlock';
import { ListBlockView } from './ListBlockView';

export default defineBlock('list', ListBlockView);
