/**
 * What the precompiled validators (src/generated/validators/*.js) call at run time.
 *
 * Ajv's standalone code refers to formats, keyword helpers and its own runtime helpers by a
 * `require("…")` expression; scripts/gen.ts rewrites each one into a named import of this module,
 * so the generated files are plain ES modules with no `require`, no `new Function` and no Ajv.
 * Everything here is pure and small: it is loaded by the browser on every form route.
 *
 * The rules themselves live in src/domain: this file only adapts their signatures to Ajv's.
 */
import { isValidBic } from '../../domain/bic';
import { fromIsoDate, isNotAfterToday, isNotBeforeToday } from '../../domain/dates';
import { isValidEmail } from '../../domain/email';
import { isValidIban } from '../../domain/iban';
import { combinedNameLength, combinedNameLengthMessage, isValidName } from '../../domain/names';
import { isValidNirStructure, nirKey } from '../../domain/nir';
import { checkPassword, effectiveMinLength, passwordMessage } from '../../domain/password';
import { isValidFrenchPostalCode } from '../../domain/postalCode';
import { isFrenchMobile, isWellFormedPhone } from '../../domain/phone';

/** The module specifier the Ajv configuration writes in `code` snippets; gen.ts replaces it. */
export const RUNTIME_MODULE = '@validation-runtime';

/**
 * Every format a schema may use. Unknown formats are refused when schemas compile (strict
 * mode), so a typo fails `npm run gen`/`npm run check` instead of passing silently.
 * - `date`: ISO YYYY-MM-DD that is a real calendar day (31/04 refused).
 * - `email`: the identifier rule of the domain, not RFC 5322.
 * - `telephone-mobile`: a French mobile number (src/domain/phone.ts).
 */
export const formats = {
  date: (value: string): boolean => fromIsoDate(value) !== null,
  email: (value: string): boolean => isValidEmail(value),
  nir: (value: string): boolean => isValidNirStructure(value),
  // A NIR followed by its key (the NIR widget with its key, 15 characters): only the key is judged here,
  // the structure is the schema's pattern (each with its own message).
  'nir-cle': (value: string): boolean => !isValidNirStructure(value.slice(0, 13)) || nirKey(value.slice(0, 13)) === value.slice(13),
  iban: (value: string): boolean => isValidIban(value),
  bic: (value: string): boolean => isValidBic(value),
  'code-postal': (value: string): boolean => isValidFrenchPostalCode(value),
  nom: (value: string): boolean => isValidName(value),
  // A French mobile (06, 07, +33 6, +33 7): the only numbers a security code goes to by SMS.
  'telephone-mobile': (value: string): boolean => isFrenchMobile(value),
  telephone: (value: string): boolean => isWellFormedPhone(value),
} satisfies Record<string, (value: string) => boolean>;

export type FormatName = keyof typeof formats;

// --- Keyword helpers (see ajvSetup.ts for the keywords) ---------------------------------------

/** notAfterToday: an ISO date that is not after today; unparsable dates are `format`'s job. */
export function notAfterToday(value: string): boolean {
  const date = fromIsoDate(value);
  return date === null || isNotAfterToday(date);
}

/** notBeforeToday: an ISO date that is not before today (the server's twin of the picker's `"minDate": "today"`). */
export function notBeforeToday(value: string): boolean {
  const date = fromIsoDate(value);
  return date === null || isNotBeforeToday(date);
}

/**
 * passwordPolicy: the product's message for the client's minimum, or null when the password is fine.
 * Too long is left to the schema's `maxLength` (its message says so; ours would not).
 */
export function passwordPolicyError(value: string, minLength: unknown): string | null {
  const min = effectiveMinLength(typeof minLength === 'number' ? minLength : null);
  const unmet = checkPassword(value, min).filter((rule) => rule !== 'maxLength');
  return unmet.length === 0 ? null : passwordMessage(min);
}

/** nirKeyOf: the key matches the sibling NIR; an invalid NIR is reported on the NIR itself. */
export function nirKeyMatches(key: string, nir13: unknown): boolean {
  if (typeof nir13 !== 'string' || !isValidNirStructure(nir13)) return true;
  if (!/^\d{2}$/.test(key)) return true; // a malformed key is the key's own pattern error
  return nirKey(nir13) === key;
}

/**
 * maxCombinedNameLength: the product's message with N, or null when nom + prénom fit (spaces are
 * not counted). A missing or non-positive limit means the client sets none.
 */
export function combinedNameLengthError(data: Record<string, unknown>, max: unknown): string | null {
  if (typeof max !== 'number' || !(max > 0)) return null;
  const { nom, prenom } = data;
  if (typeof nom !== 'string' || typeof prenom !== 'string') return null;
  return combinedNameLength(nom, prenom, false) > max ? combinedNameLengthMessage(max) : null;
}

// --- Ajv's own runtime helpers, as ES modules ---------------------------------------------------
// Ajv ships them as CommonJS with a `require` snippet; these two are all our keywords need
// (lengths in code points, and deep equality for `const`/`enum` with `$data` or objects).

/** Length of a string in Unicode code points (what `minLength`/`maxLength` count). */
export function ucs2length(value: string): number {
  let length = 0;
  for (const _char of value) length++;
  return length;
}

/** Deep equality of JSON values. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // NaN is not JSON, but Ajv's helper treats it as equal to itself.
    return a !== a && b !== b;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => equal(item, b[i]));
  }
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(bRecord).length) return false;
  return aKeys.every(
    (key) => Object.prototype.hasOwnProperty.call(bRecord, key) && equal((a as Record<string, unknown>)[key], bRecord[key]),
  );
}
