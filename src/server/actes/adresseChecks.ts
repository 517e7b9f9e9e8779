import { communesOf, isCommuneOf } from '../referentiel/communes';

/**
 * An address in France that an acte sends (an object of the form with a `codePostal`, not marked
 * `adresseEtrangere`) must have a postal code La Poste knows and, when it names its commune
 * (`localite`), a commune of that postal code: the schema only checks the shape, and a request
 * made by hand could pair any code with any town. The generic acte route refuses it under its field.
 */
export const ADRESSE_MESSAGES = {
  codePostalInconnu: 'Ce code postal n’existe pas. Merci de le vérifier.',
  communeAutre: 'Cette commune ne correspond pas au code postal. Merci de la choisir dans la liste.',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field errors of the acte's addresses in France, empty when each postal code and commune go together. */
export function adresseErrors(data: Record<string, unknown>): Array<{ path: string; message: string }> {
  const errors: Array<{ path: string; message: string }> = [];
  for (const [field, adresse] of Object.entries(data)) {
    if (!isObject(adresse) || adresse.adresseEtrangere === true || typeof adresse.codePostal !== 'string') continue;
    if (communesOf(adresse.codePostal).length === 0) errors.push({ path: `/${field}/codePostal`, message: ADRESSE_MESSAGES.codePostalInconnu });
    else if (typeof adresse.localite === 'string' && !isCommuneOf(adresse.codePostal, adresse.localite)) {
      errors.push({ path: `/${field}/localite`, message: ADRESSE_MESSAGES.communeAutre });
    }
  }
  return errors;
}
