import { defineBlock } from '../defineBlock';
import { RedirectBlockView } from './RedirectBlockView';

export default defineBlock('redirect', RedirectBlockView);
