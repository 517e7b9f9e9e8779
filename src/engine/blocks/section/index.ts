import { defineBlock } from '../defineBlock';
import { SectionBlockView } from './SectionBlockView';

export default defineBlock('section', SectionBlockView);
