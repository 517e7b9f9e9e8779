export { devToolsOnly as default } from '../../../auth/accessRules';
