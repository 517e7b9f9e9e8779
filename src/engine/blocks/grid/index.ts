import { defineBlock } from '../defineBlock';
import { GridBlockView } from './GridBlockView';

export default defineBlock('grid', GridBlockView);
