import { defineBlock } from '../defineBlock';
import { ComponentBlockView } from './ComponentBlockView';

export default defineBlock('component', ComponentBlockView);
