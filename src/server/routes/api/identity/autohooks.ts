export { closedWithExternalProvider as default } from '../../../auth/accessRules';
