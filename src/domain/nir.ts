/**
 * French social-security number (NIR) and Monegasque social-security number.
 *
 * The NIR is typed in two parts: the 13-character number "without key" and its 2-digit key.
 *   position  1     sex: 1 or 2
 *   positions 2-3   year of birth, 2 digits
 *   positions 4-5   month: 01-12, or 20-99 (unknown / special registrations)
 *   positions 6-7   department: 01-99 (never 00), or 2A / 2B for Corsica
 *   positions 8-10  commune, 3 digits
 *   positions 11-13 order number, 3 digits
 * Key = 97 − (number mod 97), where Corsica's 2A counts as 19 and 2B as 18 inside the number.
 *
 * Monegasque number: the member types up to 11 digits; it is stored as '98' followed by those
 * digits left-padded with zeros to 11 (13 characters in all).
 */

export const NIR_LENGTH = 13;
export const NIR_KEY_LENGTH = 2;
export const MONEGASQUE_PREFIX = '98';
export const MONEGASQUE_INPUT_MAX_LENGTH = 11;

/** Error codes of the social-security input (required, cle, pattern). */
export type NirErrorCode = 'required' | 'cle' | 'pattern';

export const NIR_MESSAGES = {
  /** The product's wording, verbatim. */
  pattern: 'Le format du numéro de sécurité sociale (sans clé) est incorrect',
  // Our wording, to be confirmed by the product owner.
  required: 'Le numéro de sécurité sociale est obligatoire',
  cle: 'La clé du numéro de sécurité sociale est incorrecte',
} as const satisfies Record<NirErrorCode, string>;

export const MONEGASQUE_MESSAGES = {
  // Our wording, to be confirmed by the product owner.
  required: 'Le numéro de sécurité sociale monégasque est obligatoire',
  pattern: 'Le numéro de sécurité sociale monégasque doit comporter au plus 11 chiffres',
} as const satisfies Record<Exclude<NirErrorCode, 'cle'>, string>;

/** Structure of a NIR without key, as described in the header. Uppercase letters only. */
export const NIR_STRUCTURE_PATTERN = /^[12]\d{2}(?:0[1-9]|1[0-2]|[2-9]\d)(?:2[AB]|0[1-9]|[1-9]\d)\d{3}\d{3}$/;

/** Loose shape accepted by {@link nirKey}: 13 characters, digits except 2A/2B at positions 6-7. */
const NIR_COMPUTABLE = /^\d{5}(?:\d{2}|2A|2B)\d{6}$/;

/** Removes spaces (and dots/hyphens people type as separators) and uppercases 2a/2b. */
export function normalizeNir(input: string): string {
  return input.replace(/[\s.-]/g, '').toUpperCase();
}

/** Sex, year, month, department (2A/2B/01-99), commune, order; exactly 13 characters. */
export function isValidNirStructure(nir13: string): boolean {
  return NIR_STRUCTURE_PATTERN.test(nir13);
}

/**
 * The 2-digit key of a 13-character NIR: 97 − (n mod 97), with 2A → 19 and 2B → 18.
 * Throws a RangeError when the input is not 13 characters of digits (2A/2B allowed at
 * positions 6-7): a key of garbage is a programming error, check the structure first.
 */
export function nirKey(nir13: string): string {
  if (!NIR_COMPUTABLE.test(nir13)) {
    throw new RangeError(`nirKey: 13 caractères attendus, reçu « ${nir13} »`);
  }
  const numeric = nir13.slice(0, 5) + corsicaDigits(nir13.slice(5, 7)) + nir13.slice(7);
  // 13 digits < 2^53: exact in a JS number, no BigInt needed.
  const key = 97 - (Number(numeric) % 97);
  return String(key).padStart(NIR_KEY_LENGTH, '0');
}

function corsicaDigits(department: string): string {
  if (department === '2A') return '19';
  if (department === '2B') return '18';
  return department;
}

/** True when the structure is valid and the key is 2 digits equal to {@link nirKey}. */
export function isValidNir(nir13: string, key: string): boolean {
  return isValidNirStructure(nir13) && /^\d{2}$/.test(key) && nirKey(nir13) === key;
}

/**
 * The first error of a NIR + key pair, or null when valid. Order: required (number empty),
 * pattern (structure), cle (key missing, not 2 digits, or wrong).
 */
export function validateNir(nir13: string | null | undefined, key: string | null | undefined): NirErrorCode | null {
  if (!nir13) return 'required';
  if (!isValidNirStructure(nir13)) return 'pattern';
  if (!key || !isValidNir(nir13, key)) return 'cle';
  return null;
}

/**
 * Monegasque number as stored: '98' + the typed digits zero-padded to 11.
 * Accepts spaces (removed). Throws a RangeError when the input has anything but digits or
 * more than 11 of them ({@link validateMonegasque} says so without throwing).
 */
export function normalizeMonegasque(input: string): string {
  const digits = input.replace(/\s/g, '');
  if (!/^\d{0,11}$/.test(digits)) {
    throw new RangeError(`normalizeMonegasque: au plus 11 chiffres attendus, reçu « ${input} »`);
  }
  return MONEGASQUE_PREFIX + digits.padStart(MONEGASQUE_INPUT_MAX_LENGTH, '0');
}

/**
 * Error of a Monegasque number, or null when valid.
 * Accepts either what the member types (up to 11 digits) or the stored form
 * ('98' + 11 digits, 13 characters): a 13-character value cannot be a typed one.
 * 'required' when empty or all zeros; 'pattern' when not digits or too long.
 */
export function validateMonegasque(input: string | null | undefined): Exclude<NirErrorCode, 'cle'> | null {
  const value = (input ?? '').replace(/\s/g, '');
  const typed = value.length === 13 && value.startsWith(MONEGASQUE_PREFIX) ? value.slice(2) : value;
  if (/^0*$/.test(typed)) return 'required';
  if (!/^\d{1,11}$/.test(typed)) return 'pattern';
  return null;
}

export function isValidMonegasque(input: string | null | undefined): boolean {
  return validateMonegasque(input) === null;
}
