import { defineBlock } from '../defineBlock';
import { SummaryBlockView } from './SummaryBlockView';

export default defineBlock('summary', SummaryBlockView);
