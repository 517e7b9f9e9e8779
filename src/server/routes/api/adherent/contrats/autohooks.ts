export { loggedInOnly as default } from '../../../../auth/accessRules';
