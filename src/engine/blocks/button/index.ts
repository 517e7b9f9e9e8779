import { defineBlock } from '../defineBlock';
import { ButtonBlockView } from './ButtonBlockView';

export default defineBlock('button', ButtonBlockView);
