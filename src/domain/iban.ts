/**
 * IBAN rules: bank details, the RIB popup and registration, length limits.
 *
 * The ISO 13616 check (country length, BBAN format, mod-97) is ibantools' — never hand-rolled.
 * Note that ibantools also checks the national check digits where a country has them (for
 * France and Monaco: the RIB key), so a French IBAN with a correct mod-97 but a wrong RIB key
 * is refused: that is what a bank would do too.
 */
import { isValidIBAN } from 'ibantools';

/** A French IBAN is always 27 characters: FR + 2 check digits + 23 BBAN characters. */
export const IBAN_FR_LENGTH = 27;
/** ISO 13616 maximum length, all countries. */
export const IBAN_MAX_LENGTH = 34;
/** Maximum length accepted by the RIB popup: IBAN in uppercase, 27 at most. */
export const IBAN_RIB_MAX_LENGTH = 27;
/** Registration asks for the last 4 characters of the IBAN. */
export const IBAN_LAST4_LENGTH = 4;

export type IbanErrorCode = 'required' | 'incomplete' | 'maxLength' | 'pattern' | 'checksum';

export const IBAN_MESSAGES = {
  /** The product's wording, verbatim (the product adds an explanation without giving its text). */
  incomplete: "Merci de saisir entièrement les 27 caractères de l'IBAN",
  // Our wording, to be confirmed by the product owner.
  required: "L'IBAN est obligatoire",
  maxLength: "L'IBAN ne doit pas dépasser 27 caractères",
  pattern: "L'IBAN ne doit comporter que des lettres et des chiffres, et commencer par le code pays",
  checksum: "L'IBAN saisi n'est pas valide",
} as const satisfies Record<IbanErrorCode, string>;

/** Last 4 characters of the IBAN at registration: 4 uppercase letters or digits. */
export const ibanLast4Pattern = /^[A-Z0-9]{4}$/;

/** Pattern of the RIB popup: FR + 25 alphanumerics, or any other country. */
export const RIB_IBAN_PATTERN = /^(?:FR[A-Z0-9]{25}|(?!FR)[A-Z]{2}[A-Z0-9]+)$/;

/** Electronic form: spaces and hyphens removed, uppercase. Idempotent. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Print format: groups of 4 characters separated by a space ('FR76 3000 …'). */
export function formatIban(input: string): string {
  return inGroupsOf4(normalizeIban(input));
}

/** 'FR7630001…' → 'FR76 3000 1…' (a loop: the server masks every IBAN it answers, and a regex with look-ahead cost several times more). */
function inGroupsOf4(iban: string): string {
  let out = iban.slice(0, 4);
  for (let start = 4; start < iban.length; start += 4) out += ' ' + iban.slice(start, start + 4);
  return out;
}

/** Character that stands for a hidden IBAN character. */
export const IBAN_MASK_CHAR = '*';

/**
 * The only way an IBAN is shown or stored outside the payment system: country and check digits,
 * then '*', then the last 4 characters, in print format ('FR76 **** … ***0 189'). Idempotent, so
 * an already masked value keeps its form. A value that is no IBAN keeps only its last 4
 * characters. Empty → null.
 */
export function maskIban(input: unknown): string | null {
  if (typeof input !== 'string' || input.trim() === '') return null;
  const iban = normalizeIban(input);
  const visibleStart = /^[A-Z]{2}\d{2}[A-Z0-9*]{10,30}$/.test(iban) ? 4 : 0;
  const hidden = Math.max(0, iban.length - visibleStart - IBAN_LAST4_LENGTH);
  return inGroupsOf4(iban.slice(0, visibleStart) + IBAN_MASK_CHAR.repeat(hidden) + iban.slice(visibleStart + hidden));
}

/** ISO 13616 validity of any country's IBAN (normalized first; at most 34 characters). */
export function isValidIban(input: string | null | undefined): boolean {
  if (!input) return false;
  const iban = normalizeIban(input);
  return iban.length <= IBAN_MAX_LENGTH && isValidIBAN(iban);
}

/** A valid IBAN that is French: 'FR' and 27 characters. */
export function isValidFrenchIban(input: string | null | undefined): boolean {
  if (!input) return false;
  const iban = normalizeIban(input);
  return iban.startsWith('FR') && iban.length === IBAN_FR_LENGTH && isValidIban(iban);
}

/**
 * First error of the RIB popup's IBAN field, or null when valid: required; a French
 * IBAN must have exactly 27 characters ('incomplete'); at most `maxLength` (27 by default);
 * letters and digits with a country code; then the ISO 13616 check.
 */
export function validateRibIban(
  input: string | null | undefined,
  maxLength: number = IBAN_RIB_MAX_LENGTH,
): IbanErrorCode | null {
  const iban = normalizeIban(input ?? '');
  if (iban === '') return 'required';
  if (!/^[A-Z0-9]*$/.test(iban)) return 'pattern';
  if (iban.startsWith('FR') && iban.length < IBAN_FR_LENGTH) return 'incomplete';
  if (iban.length > maxLength) return 'maxLength';
  if (!RIB_IBAN_PATTERN.test(iban)) return 'pattern';
  if (!isValidIBAN(iban)) return 'checksum';
  return null;
}

/** The 4 last characters of an IBAN, normalized (what registration compares). */
export function ibanLast4(input: string): string {
  return normalizeIban(input).slice(-IBAN_LAST4_LENGTH);
}

/** Registration's IBAN last-4 field: exactly 4 characters A-Z0-9, uppercase (no normalizing). */
export function isValidIbanLast4(value: string | null | undefined): boolean {
  return typeof value === 'string' && ibanLast4Pattern.test(value);
}
