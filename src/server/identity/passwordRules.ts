import { effectiveMinLength, isValidPassword, passwordMessage, passwordsMatch, PASSWORD_MESSAGES } from '../../domain/password';
import { isCommonPassword } from '../auth/commonPasswords';
import { badRequest } from '../errors';

/**
 * The password policy, the same functions as the browser, plus the common and breached
 * passwords list (server only); throws 400 with the French texts, under the password field.
 */
export function assertNewPassword(password: unknown, confirmPassword: unknown, requiredLength: number | null | undefined): string {
  if (typeof password !== 'string' || !passwordsMatch(password, typeof confirmPassword === 'string' ? confirmPassword : '')) {
    throw badRequest(PASSWORD_MESSAGES.mismatch, 'PasswordMismatch', { errors: [{ path: '/confirmPassword', message: PASSWORD_MESSAGES.mismatch }] });
  }
  if (!isValidPassword(password, requiredLength)) {
    const message = passwordMessage(effectiveMinLength(requiredLength));
    throw badRequest(message, 'PasswordPolicy', { errors: [{ path: '/password', message }] });
  }
  if (isCommonPassword(password)) {
    throw badRequest(PASSWORD_MESSAGES.common, 'PasswordCommon', { errors: [{ path: '/password', message: PASSWORD_MESSAGES.common }] });
  }
  return password;
}
