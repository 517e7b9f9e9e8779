import { defineBlock } from '../defineBlock';
import { TabsBlockView } from './TabsBlockView';

export default defineBlock('tabs', TabsBlockView);
