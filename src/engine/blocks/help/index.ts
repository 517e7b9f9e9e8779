import { defineBlock } from '../defineBlock';
import { HelpBlockView } from './HelpBlockView';

export default defineBlock('help', HelpBlockView);
