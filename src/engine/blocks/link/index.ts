import { defineBlock } from '../defineBlock';
import { LinkBlockView } from './LinkBlockView';

export default defineBlock('link', LinkBlockView);
