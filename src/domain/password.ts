/**
 * Password policy: 8 to 100 characters with a lowercase letter, an uppercase
 * letter, a digit and a special character. The minimum is configurable per client
 * (passwordRequiredLength); the maximum stays 100.
 *
 * Choices:
 * - A configured minimum is honoured when it is an integer from 1 to 100; anything else
 *   (missing, 0, 150, 7.5) falls back to the default 8.
 * - Lowercase/uppercase are Unicode (é counts as lowercase, É as uppercase); digit is 0-9;
 *   special is any character that is neither a letter, a number nor whitespace.
 * - Lengths count characters (code points), not UTF-16 units: an emoji is one character.
 */

export const PASSWORD_DEFAULT_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;

/** The rules a password can miss, in the order a widget lists them. */
export type PasswordRule = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'digit' | 'special';

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  rules: readonly PasswordRule[];
  /** Spec message for this policy's minimum. */
  message: string;
}

/** The product's wording, verbatim, with N = the minimum length. */
export function passwordMessage(minLength: number): string {
  return `Merci de saisir ${minLength} caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).`;
}

export const PASSWORD_MESSAGES = {
  /** The product's wording, verbatim (toast or form message when confirmation differs). */
  mismatch: "Merci de saisir les mots de passe à l'identique.",
  /** A password of the common and breached list (checked by the server only: the list is big). */
  common: 'Ce mot de passe fait partie des mots de passe les plus courants ou déjà divulgués. Merci d’en choisir un autre.',
} as const;

const RULES: readonly PasswordRule[] = ['minLength', 'maxLength', 'lowercase', 'uppercase', 'digit', 'special'];

const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /[0-9]/;
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/** Effective minimum for a client's configured value (see choices above). */
export function effectiveMinLength(minLength?: number | null): number {
  return typeof minLength === 'number' && Number.isInteger(minLength) && minLength >= 1 && minLength <= PASSWORD_MAX_LENGTH
    ? minLength
    : PASSWORD_DEFAULT_MIN_LENGTH;
}

export function passwordPolicy(minLength?: number | null): PasswordPolicy {
  const min = effectiveMinLength(minLength);
  return { minLength: min, maxLength: PASSWORD_MAX_LENGTH, rules: RULES, message: passwordMessage(min) };
}

/** The unmet rules, in {@link PasswordPolicy.rules} order; empty means the password is fine. */
export function checkPassword(pwd: string | null | undefined, minLength?: number | null): PasswordRule[] {
  const value = pwd ?? '';
  const length = Array.from(value).length;
  const min = effectiveMinLength(minLength);
  const unmet: PasswordRule[] = [];
  if (length < min) unmet.push('minLength');
  if (length > PASSWORD_MAX_LENGTH) unmet.push('maxLength');
  if (!LOWER.test(value)) unmet.push('lowercase');
  if (!UPPER.test(value)) unmet.push('uppercase');
  if (!DIGIT.test(value)) unmet.push('digit');
  if (!SPECIAL.test(value)) unmet.push('special');
  return unmet;
}

export function isValidPassword(pwd: string | null | undefined, minLength?: number | null): boolean {
  return checkPassword(pwd, minLength).length === 0;
}

/**
 * The same policy as a JSON-Schema `pattern` (Ajv compiles patterns with the `u` flag), so a
 * schema can say what {@link checkPassword} says. Length is in code points thanks to `u`.
 */
export function passwordPattern(minLength?: number | null): string {
  const min = effectiveMinLength(minLength);
  return `^(?=[\\s\\S]*\\p{Ll})(?=[\\s\\S]*\\p{Lu})(?=[\\s\\S]*[0-9])(?=[\\s\\S]*[^\\p{L}\\p{N}\\s])[\\s\\S]{${min},${PASSWORD_MAX_LENGTH}}$`;
}

/** Password and confirmation must be identical. */
export function passwordsMatch(password: string | null | undefined, confirmation: string | null | undefined): boolean {
  return (password ?? '') === (confirmation ?? '');
}
