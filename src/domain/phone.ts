/**
 * French phone numbers (security code by SMS). Shared by the browser (the member's
 * "new mobile" field) and the server (where the SMS may go).
 */

/** Digits only, French national form: '+33 6 12…' / '0033 6 12…' → '0612…'. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/[\s.\-()]/g, '');
  if (/^\+33\d{9}$/.test(digits)) return `0${digits.slice(3)}`;
  if (/^0033\d{9}$/.test(digits)) return `0${digits.slice(4)}`;
  return digits;
}

/** Any French number of 10 digits (landline, mobile, 08, 09). */
export function isWellFormedPhone(phone: string): boolean {
  return /^0[1-9]\d{8}$/.test(normalizePhone(phone));
}

/** A French mobile number: 06 or 07 (or +33 6 / +33 7), 10 digits — the only numbers an SMS goes to. */
export function isFrenchMobile(phone: string | null | undefined): boolean {
  return typeof phone === 'string' && /^0[67]\d{8}$/.test(normalizePhone(phone));
}

/** '06 ** ** ** 32': a phone shown on screen keeps its first and last two digits. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (typeof phone !== 'string' || phone.trim() === '') return null;
  const digits = normalizePhone(phone);
  if (!/^\d{10}$/.test(digits)) return '** ** ** ** **';
  return `${digits.slice(0, 2)} ** ** ** ${digits.slice(8)}`;
}
