import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { clientCodeOf } from '../../../clientHost';
import { HttpError } from '../../../errors';
import { loadFormContext } from '../../../identity/context';
import { originalText, screenExists } from '../../../settings/screenTexts';
import { assertValidBody } from '../../../validation';
import { replies } from '../../../schemas/replies';

/**
 * Traductions per client (/settings/traduction), right « parametrage »:
 * - GET    /api/settings/traduction → { items: [{ id, screen, pointer, texte, original }] }
 * - POST   /api/settings/traduction (acte traduction) creates; PUT (with id) updates; DELETE { id } removes
 * A traduction names a screen by its route and a text of its file by JSON pointer; one that names
 * no text of an existing screen (a link, a route, a guard, a resource: isTextPointer) is refused in French. The portal reads them from
 * GET /api/identity/traductions (routes/api/identity/traductions.ts).
 */

const item = {
  type: 'object',
  properties: { id: { type: 'integer' }, screen: { type: 'string' }, pointer: { type: 'string' }, texte: { type: 'string' }, original: { type: 'string' } },
  required: ['id', 'screen', 'pointer', 'texte', 'original'],
} as const;
const idBody = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
const NOT_FOUND = 'Cette traduction n’existe pas.';

const withOriginal = (row: { screen: string; pointer: string }) => ({ ...row, original: originalText(row.screen, row.pointer) ?? '' });

export default async function traductionRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/settings/traduction',
    { preHandler: requireRight('parametrage', 'visualisation'), schema: { response: replies({ type: 'object', properties: { items: { type: 'array', items: item } }, required: ['items'] }, [401, 403]) } },
    async (request) => ({
      items: (
        await app.db.query<{ id: number; screen: string; pointer: string; texte: string }>(
          'SELECT id, screen, pointer, texte FROM traductions WHERE client_code = $1 ORDER BY screen, pointer',
          [await clientCodeOf(request)],
        )
      ).rows.map(withOriginal),
    }),
  );

  async function save(request: FastifyRequest, id: number | null) {
    const { context } = await loadFormContext(request);
    const body = assertValidBody('traduction', request.body, context);
    const screen = body.screen ?? '';
    if (!screenExists(screen)) throw new HttpError(400, `Aucun écran n’a la route « ${screen} ».`);
    if (originalText(screen, body.pointer) === undefined) {
      const where = screen === '' ? 'de la page d’accueil publique' : `de l’écran « ${screen} »`;
      throw new HttpError(400, `Le pointeur ${body.pointer} ne désigne pas un texte ${where}.`);
    }
    const client = await clientCodeOf(request);
    try {
      const { rows } =
        id === null
          ? await app.db.query<{ id: number; screen: string; pointer: string; texte: string }>(
              'INSERT INTO traductions (client_code, screen, pointer, texte, updated_by) VALUES ($1, $2, $3, $4, $5) RETURNING id, screen, pointer, texte',
              [client, screen, body.pointer, body.texte, request.user!.userName],
            )
          : await app.db.query<{ id: number; screen: string; pointer: string; texte: string }>(
              'UPDATE traductions SET screen = $3, pointer = $4, texte = $5, updated_by = $6, updated_at = now() WHERE client_code = $1 AND id = $2 RETURNING id, screen, pointer, texte',
              [client, id, screen, body.pointer, body.texte, request.user!.userName],
            );
      if (!rows[0]) throw new HttpError(404, NOT_FOUND);
      return withOriginal(rows[0]);
    } catch (error) {
      if ((error as { code?: unknown }).code === '23505') throw new HttpError(409, 'Ce texte a déjà une traduction : modifiez-la.');
      throw error;
    }
  }

  const itemReply = replies(item, [400, 401, 403, 404, 409]);
  app.post('/api/settings/traduction', { preHandler: requireRight('parametrage', 'creation'), schema: { response: itemReply } }, async (request) => save(request, null));
  app.put('/api/settings/traduction', { preHandler: requireRight('parametrage', 'modification'), schema: { response: itemReply } }, async (request) => {
    const id = (request.body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number') throw new HttpError(400, NOT_FOUND);
    return save(request, id);
  });
  app.delete<{ Body: { id: number } }>(
    '/api/settings/traduction',
    { preHandler: requireRight('parametrage', 'suppression'), schema: { body: idBody, response: replies({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }, [400, 401, 403, 404]) } },
    async (request) => {
      const { affectedRows } = await app.db.query('DELETE FROM traductions WHERE client_code = $1 AND id = $2', [await clientCodeOf(request), request.body.id]);
      if (affectedRows === 0) throw new HttpError(404, NOT_FOUND);
      return { id: request.body.id };
    },
  );
}
