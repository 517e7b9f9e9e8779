import type { AmfOperation, AmfSendType } from '../../api/sharedUiTypes';
import { securityCodeTexts as T } from '../../i18n/sharedUi';

/** After a send refused with a logoutUrl, the browser leaves after 3 s. */
export const LOGOUT_REDIRECT_MS = 3000;

/**
 * SMS falls back to mail when the user has no confirmed mobile or SMS is off for the
 * client (the third case, a forbidden phone, is decided by the server, which answers MAIL).
 * 'verifyByMail' and 'verifyBySms' name their channel.
 */
export function chooseSendType(input: {
  operation: AmfOperation;
  preferred?: AmfSendType;
  amfSmsActivated: boolean;
  hasConfirmedMobile?: boolean;
}): AmfSendType {
  if (input.operation === 'verifyByMail') return 'MAIL';
  const wantsSms = input.operation === 'verifyBySms' || (input.preferred ?? 'SMS') === 'SMS';
  if (!wantsSms) return 'MAIL';
  if (!input.amfSmsActivated || input.hasConfirmedMobile === false) return 'MAIL';
  return 'SMS';
}

/** The success toast of each operation. */
export function successMessage(operation: AmfOperation): string {
  switch (operation) {
    case 'activateAmf':
      return T.amfActivated;
    case 'deactivateAmf':
      return T.amfDeactivated;
    case 'modifyPhone':
      return T.phoneModified;
    default:
      return T.verified;
  }
}
