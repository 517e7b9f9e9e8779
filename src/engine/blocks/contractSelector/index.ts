import { defineBlock } from '../defineBlock';
import { ContractSelectorBlockView } from './ContractSelectorBlockView';

export default defineBlock('contractSelector', ContractSelectorBlockView);
