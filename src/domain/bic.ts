/**
 * BIC (SWIFT code) of the RIB popup: 6 letters (bank 4 + country 2), then
 * 2 letters or digits (location), then optionally 3 letters or digits (branch): 8 or 11
 * characters, uppercase.
 *
 * We keep the shape check and do not require the country code to be a known ISO one
 * (ibantools' isValidBIC would): the product does not ask for it.
 */

export const BIC_LENGTHS = [8, 11] as const;
export const BIC_MAX_LENGTH = 11;
export const BIC_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export type BicErrorCode = 'length' | 'pattern';

export const BIC_MESSAGES = {
  /** The product's wording, verbatim. */
  length: 'Le code BIC doit comporter 8 ou 11 caractères',
  // Our wording, to be confirmed by the product owner.
  pattern: 'Le format du code BIC est incorrect',
} as const satisfies Record<BicErrorCode, string>;

/** Spaces removed, uppercase. Idempotent. */
export function normalizeBic(input: string): string {
  return input.replace(/\s/g, '').toUpperCase();
}

/** Strict check of an already-uppercase BIC (what is stored and sent). */
export function isValidBic(bic: string | null | undefined): boolean {
  return typeof bic === 'string' && BIC_PATTERN.test(bic);
}

/**
 * Error of a typed BIC (normalized first), or null when valid. Emptiness is the form's
 * business ("required" or optional), so an empty value gives null here.
 */
export function validateBic(input: string | null | undefined): BicErrorCode | null {
  const bic = normalizeBic(input ?? '');
  if (bic === '') return null;
  if (bic.length !== 8 && bic.length !== 11) return 'length';
  return BIC_PATTERN.test(bic) ? null : 'pattern';
}
