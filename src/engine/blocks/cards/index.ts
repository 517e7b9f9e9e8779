import { defineBlock } from '../defineBlock';
import { CardsBlockView } from './CardsBlockView';

export default defineBlock('cards', CardsBlockView);
