export { testControlsOnly as default } from '../../../../auth/accessRules';
