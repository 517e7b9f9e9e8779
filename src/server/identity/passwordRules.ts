import { effectiveMinLength, isValidPassword, passwordMessage, passwordsMatch, PASSWORD_MESSAGES } from '../../domain/password';
import { badRequest } from '../errors';

/** Spec §5 password policy, the same functions as the browser; throws 400 with the spec texts. */
export function assertNewPassword(password: unknown, confirmPassword: unknown, requiredLength: number | null | undefined): string {
  if (typeof password !== 'string' || !passwordsMatch(password, typeof confirmPassword === 'string' ? confirmPassword : '')) {
    throw badRequest(PASSWORD_MESSAGES.mismatch, 'PasswordMismatch', { errors: [{ path: '/confirmPassword', message: PASSWORD_MESSAGES.mismatch }] });
  }
  if (!isValidPassword(password, requiredLength)) {
    const message = passwordMessage(effectiveMinLength(requiredLength));
    throw badRequest(message, 'PasswordPolicy', { errors: [{ path: '/password', message }] });
  }
  return password;
}
