/** The reusable security-code (AMF) modal and its pure rules. */
export { SecurityCodeDialog, type SecurityCodeDialogProps } from './SecurityCodeDialog';
export { chooseSendType, successMessage, LOGOUT_REDIRECT_MS } from './rules';
