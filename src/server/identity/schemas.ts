/** JSON-schema pieces of the identity routes (Fastify validates bodies and serialises replies). */

const str = (maxLength = 200) => ({ type: 'string', maxLength }) as const;
export const schemaString = str;
export const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const nullableString = (maxLength = 200) => ({ type: ['string', 'null'], maxLength }) as const;

export const okReply = {
  type: 'object',
  properties: { message: { type: 'string' } },
} as const;

export const consentements = {
  type: 'array',
  maxItems: 50,
  items: {
    type: 'object',
    properties: { nom: str(100), libelle: str(1000), accepted: { type: 'boolean' } },
  },
} as const;

/** Fields of the registration form (also pre-forgot-username / forgot-username). */
export const identityFormProperties = {
  numeroContrat: nullableString(50),
  nir: nullableString(13),
  nom: str(100),
  prenom: str(100),
  dateNaissance: isoDate,
  codePostal: nullableString(10),
  email: str(254),
  iban: nullableString(4),
} as const;
