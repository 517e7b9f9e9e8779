import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requireRight } from '../../../admin/rights';
import { clientCodeOf } from '../../../clientHost';
import { HttpError } from '../../../errors';
import { loadFormContext } from '../../../identity/context';
import { assertValidBody } from '../../../validation';
import { catalogueEntries } from '../../../../i18n/catalogueOverrides';
import { replies } from '../../../schemas/replies';
import { deleteCatalogueTraduction, loadCatalogueTraductions, saveCatalogueTraduction } from '../../../settings/catalogueTraductions';

/**
 * Traductions of the portal's own texts per client, right « parametrage »:
 * - GET    /api/settings/traduction/catalogue?texte= → { items: [{ cle, partie, original, texte }] }: every text
 *   of the overridable catalogue (src/i18n/catalogueOverrides.ts), with the client's wording or null;
 *   `texte` filters by key or wording
 * - PUT    /api/settings/traduction/catalogue { cle, texte } (acte traduction-catalogue) sets the client's wording
 * - DELETE /api/settings/traduction/catalogue { cle } gives the product's wording back
 * A key the catalogue does not have is refused in French. The browser gets the client's wordings with
 * the client read (GET /api/identity/client, `traductions`) and shows them from the next read on.
 */

export const CATALOGUE_PARTS: Record<string, string> = {
  shellTexts: 'En-tête, pied de page et messages du portail',
  httpMessages: "Messages d'erreur",
};

const UNKNOWN_KEY = (cle: string) => `Le portail n’a pas de texte « ${cle} ».`;

const item = {
  type: 'object',
  properties: { cle: { type: 'string' }, partie: { type: 'string' }, original: { type: 'string' }, texte: { type: ['string', 'null'] } },
  required: ['cle', 'partie', 'original', 'texte'],
} as const;
const cleBody = { type: 'object', properties: { cle: { type: 'string', maxLength: 100 } }, required: ['cle'] } as const;

function originalOf(cle: string): string {
  const entry = catalogueEntries().find((candidate) => candidate.cle === cle);
  if (!entry) throw new HttpError(400, UNKNOWN_KEY(cle), 'UnknownCatalogueKey');
  return entry.original;
}

const partOf = (cle: string) => CATALOGUE_PARTS[cle.split('.')[0]] ?? '';

export default async function traductionCatalogueRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { texte?: string } }>(
    '/api/settings/traduction/catalogue',
    {
      preHandler: requireRight('parametrage', 'visualisation'),
      schema: {
        querystring: { type: 'object', properties: { texte: { type: 'string', maxLength: 200 } }, additionalProperties: false },
        response: replies({ type: 'object', properties: { items: { type: 'array', items: item } }, required: ['items'] }, [400, 401, 403]),
      },
    },
    async (request) => {
      const own = new Map(Object.entries((await loadCatalogueTraductions(app.db, await clientCodeOf(request))) ?? {}));
      const wanted = request.query.texte?.trim().toLocaleLowerCase('fr') ?? '';
      const items = catalogueEntries()
        .map(({ cle, original }) => ({ cle, partie: partOf(cle), original, texte: own.get(cle) ?? null }))
        .filter((entry) => !wanted || [entry.cle, entry.original, entry.texte ?? ''].some((text) => text.toLocaleLowerCase('fr').includes(wanted)));
      return { items };
    },
  );

  app.put(
    '/api/settings/traduction/catalogue',
    { preHandler: requireRight('parametrage', 'modification'), schema: { response: replies(item, [400, 401, 403]) } },
    async (request) => {
      const { context } = await loadFormContext(request);
      const body = assertValidBody('traduction-catalogue', request.body, context);
      const original = originalOf(body.cle);
      await saveCatalogueTraduction(app.db, await clientCodeOf(request), body.cle, body.texte, request.user!.userName);
      return { cle: body.cle, partie: partOf(body.cle), original, texte: body.texte };
    },
  );

  app.delete<{ Body: FromSchema<typeof cleBody> }>(
    '/api/settings/traduction/catalogue',
    { preHandler: requireRight('parametrage', 'suppression'), schema: { body: cleBody, response: replies(item, [400, 401, 403]) } },
    async (request) => {
      const original = originalOf(request.body.cle);
      await deleteCatalogueTraduction(app.db, await clientCodeOf(request), request.body.cle);
      return { cle: request.body.cle, partie: partOf(request.body.cle), original, texte: null };
    },
  );
}
