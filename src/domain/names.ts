/**
 * Nom and prénom: letters (accented ones included), apostrophe, hyphen and spaces
 * only; nom + prénom together must not exceed the client's tailleMaxPrenomNom, spaces counted
 * or not depending on the caller.
 *
 * Choices:
 * - "Letters" means Latin-script letters (A-Z, é, ç, œ, ß, ñ…): French civil-status names.
 *   Greek, Cyrillic, CJK letters are refused like digits.
 * - The typographic apostrophe ’ (what phones type) is accepted like '.
 * - Input is NFC-normalized first, so an "é" typed as e + combining accent is one letter.
 * - A name needs at least one letter: "'", "-" or "   " alone are refused. Empty is refused
 *   too (whether the field is required is the form's business).
 * - Lengths count characters (code points, after NFC), ignore leading/trailing spaces, and
 *   when spaces are not counted, every whitespace character is left out.
 */

export const NAME_MESSAGES = {
  /** The product's wording, verbatim. */
  invalidCharacters:
    'Vous ne pouvez pas renseigner un nom/prénom comportant des caractères spéciaux ou numériques',
} as const;

/** The product's wording, verbatim, with N = tailleMaxPrenomNom. */
export function combinedNameLengthMessage(max: number): string {
  return `Le nombre de caractères cumulés de vos nom et prénom ne doit pas dépasser ${max}`;
}

const NAME_PATTERN = /^(?:(?=\p{L})\p{Script=Latin}|['’ -])+$/u;
const HAS_LETTER = /\p{L}/u;

export function isValidName(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const name = value.normalize('NFC');
  return NAME_PATTERN.test(name) && HAS_LETTER.test(name);
}

/** Length of nom + prénom, trimmed, in characters; whitespace left out unless countSpaces. */
export function combinedNameLength(nom: string, prenom: string, countSpaces: boolean): number {
  return charCount(nom, countSpaces) + charCount(prenom, countSpaces);
}

function charCount(value: string, countSpaces: boolean): number {
  const trimmed = (value ?? '').normalize('NFC').trim();
  const kept = countSpaces ? trimmed : trimmed.replace(/\s/g, '');
  return Array.from(kept).length;
}

/**
 * True when nom + prénom fit in `max`. A missing or non-positive max (client without a limit)
 * means no limit.
 */
export function isCombinedNameLengthValid(
  nom: string,
  prenom: string,
  max: number | null | undefined,
  countSpaces: boolean,
): boolean {
  if (max === null || max === undefined || !(max > 0)) return true;
  return combinedNameLength(nom, prenom, countSpaces) <= max;
}
