import { defineBlock } from '../defineBlock';
import { AccordionBlockView } from './AccordionBlockView';

export default defineBlock('accordion', AccordionBlockView);
