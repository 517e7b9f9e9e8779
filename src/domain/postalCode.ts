/**
 * French postal code (when the client verifies it at account creation):
 * 5 digits whose first two are 01 to 98 (00 and 99 do not exist; 20 is Corsica, 97/98 overseas).
 */

export const FRENCH_POSTAL_CODE_PATTERN = /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/;

export const POSTAL_CODE_MESSAGES = {
  // Our wording, to be confirmed by the product owner.
  pattern: 'Le code postal doit comporter 5 chiffres',
} as const;

export function isValidFrenchPostalCode(value: string | null | undefined): boolean {
  return typeof value === 'string' && FRENCH_POSTAL_CODE_PATTERN.test(value);
}
