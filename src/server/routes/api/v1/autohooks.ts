export { membersOnly as default } from '../../../auth/accessRules';
