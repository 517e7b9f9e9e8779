import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { replies } from '../../schemas/replies';
import { listExists, searchList } from '../../referentiel/referentielLists';

/**
 * Reference lists: GET /api/referentiel/{name}?q=&limit= → [{ code, libelle, …extra }].
 * Items are in display order; `extra` holds list-specific fields (libelleCourt for nature-voie,
 * codePostal and localite for code-postal, libelleLong for civilite…). `q` filters by code prefix
 * or by a word of the label, accent-insensitive; a whole postal code gives its communes.
 */

const DEFAULT_LIMIT = 1000;

export default async function referentielRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string }; Querystring: { q?: string; limit?: number } }>(
    '/api/referentiel/:name',
    {
      schema: {
        params: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 60 } }, required: ['name'] },
        querystring: {
          type: 'object',
          properties: { q: { type: 'string', maxLength: 100 }, limit: { type: 'integer', minimum: 1, maximum: DEFAULT_LIMIT } },
        },
        response: replies(
          {
            type: 'array',
            items: {
              type: 'object',
              properties: { code: { type: 'string' }, libelle: { type: 'string' } },
              required: ['code', 'libelle'],
              additionalProperties: true,
            },
          },
          [400, 404],
        ),
      },
    },
    async (request) => {
      const { name } = request.params;
      const q = request.query.q?.trim() || null;
      const rows = await searchList(app.db, name, q, request.query.limit ?? DEFAULT_LIMIT);
      // Whether the list exists is asked only when nothing matched (one query in the usual case).
      if (rows.length === 0) {
        if (!(await listExists(app.db, name))) {
          throw new HttpError(404, `La liste de référence « ${name.slice(0, 60)} » est introuvable.`, 'ReferentielInconnu');
        }
      }
      return rows.map((row) => ({ ...(row.extra ?? {}), code: row.code, libelle: row.libelle }));
    },
  );
}
