export { holdersOnly as default } from '../../../../auth/accessRules';
