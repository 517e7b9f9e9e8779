import { defineBlock } from '../defineBlock';
import { TableBlockView } from './TableBlockView';

export default defineBlock('table', TableBlockView);
