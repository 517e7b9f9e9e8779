/**
 * The headers the portal sends (src/api/baseQuery.ts), declared in the document on the routes that
 * read them. User-Timezone-Offset goes with every API call; the server reads none of it today, it is
 * declared so that another implementation of the contract knows it will receive it.
 */

/** Member reads and writes about one contract: they take the current contract from X-NumContrat. */
const CONTRACT_PREFIXES = [
  '/api/adherent/',
  '/api/v1/adherent/',
  '/api/v2/adherent/',
  '/api/forms/',
  '/api/vel/',
  '/api/documents',
  '/api/cgdm-svc/',
  '/api/simulateur',
  '/api/consentement',
];

/** The writes a 6-digit security code confirms (the code comes back in X-SecurityCode). */
const SECURITY_CODE_ROUTES = new Set([
  'POST /api/forms/:acte/form',
  'POST /api/vel/:acte',
  'POST /api/forms/ribprestations/form',
  'POST /api/identity/forgot-username',
]);

const timezone = {
  type: 'string',
  pattern: '^-?[0-9]{1,4}$',
  description: "Décalage du fuseau horaire du navigateur en minutes (Date.getTimezoneOffset), envoyé avec chaque appel.",
};
const contrat = {
  type: 'string',
  description: "Numéro du contrat courant de l'adhérent ; un contrat qui n'est pas le sien est refusé (403). Absent : son premier contrat.",
};
const securityCode = {
  type: 'string',
  pattern: '^[0-9]{6}$',
  description: 'Code de sécurité à 6 chiffres reçu par courriel ou SMS, quand la réponse précédente l’a demandé.',
};

/** The header parameters of one operation (a JSON schema of the headers), or null when it takes none. */
export function headersOf(method: string, url: string): Record<string, unknown> | null {
  if (!url.startsWith('/api/')) return null;
  const properties: Record<string, unknown> = { 'User-Timezone-Offset': timezone };
  if (CONTRACT_PREFIXES.some((prefix) => url.startsWith(prefix))) properties['X-NumContrat'] = contrat;
  if (SECURITY_CODE_ROUTES.has(`${method} ${url}`)) properties['X-SecurityCode'] = securityCode;
  return { type: 'object', properties };
}
