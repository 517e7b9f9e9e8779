export { openToAll as default } from '../../../../auth/accessRules';
