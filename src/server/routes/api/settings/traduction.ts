import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requireRight } from '../../../admin/rights';
import { clientCodeOf } from '../../../clientHost';
import { HttpError } from '../../../errors';
import { loadFormContext } from '../../../identity/context';
import { originalText, screenExists } from '../../../settings/screenTexts';
import { deleteScreenTraduction, insertScreenTraduction, listScreenTraductions, updateScreenTraduction } from '../../../settings/screenTraductions';
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
    async (request) => ({ items: (await listScreenTraductions(app.db, await clientCodeOf(request))).map(withOriginal) }),
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
      const fields = { screen, pointer: body.pointer, texte: body.texte, updatedBy: request.user!.userName };
      const saved = id === null ? await insertScreenTraduction(app.db, client, fields) : await updateScreenTraduction(app.db, client, id, fields);
      if (!saved) throw new HttpError(404, NOT_FOUND);
      return withOriginal(saved);
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
  app.delete<{ Body: FromSchema<typeof idBody> }>(
    '/api/settings/traduction',
    { preHandler: requireRight('parametrage', 'suppression'), schema: { body: idBody, response: replies({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }, [400, 401, 403, 404]) } },
    async (request) => {
      if (!(await deleteScreenTraduction(app.db, await clientCodeOf(request), request.body.id))) throw new HttpError(404, NOT_FOUND);
      return { id: request.body.id };
    },
  );
}
