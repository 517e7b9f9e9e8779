import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requireRight } from '../../admin/rights';
import { requireUser } from '../../auth';
import { HttpError } from '../../errors';
import { loadFormContext } from '../../identity/context';
import { assertValidBody } from '../../validation';
import { replies } from '../../schemas/replies';
import {
  deleteReleaseNote,
  dismissReleaseNote,
  insertReleaseNote,
  listReleaseNotes,
  newestUnseenReleaseNote,
  releaseNoteSchema as note,
  updateReleaseNote,
} from '../../content/releaseNotes';

/**
 * Release notes (/admin/release-note), right « contenus »:
 * - GET    /api/admin/release-note → { items: [note] } newest first (visualisation)
 * - POST   /api/admin/release-note (acte release-note) creates; PUT (with id) updates; DELETE { id } removes
 * And the member's side (any logged-in user):
 * - GET  /api/adherent/release-note       → { note: note | null }, the newest published note not dismissed
 * - POST /api/adherent/release-note/vue { id } → 204; the note is not shown again
 * A note is { id, titre, contenu, publieeLe (YYYY-MM-DD) }. Its text is plain (shown as text, never HTML).
 */

const idBody = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
const NOT_FOUND = 'Cette note de version n’existe pas.';

export default async function releaseNoteRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/admin/release-note',
    { preHandler: requireRight('contenus', 'visualisation'), schema: { response: replies({ type: 'object', properties: { items: { type: 'array', items: note } }, required: ['items'] }, [401, 403]) } },
    async () => ({ items: await listReleaseNotes(app.db) }),
  );

  async function save(request: Parameters<typeof loadFormContext>[0], id: number | null) {
    const { context } = await loadFormContext(request);
    const body = assertValidBody('release-note', request.body, context);
    const fields = { titre: body.titre, contenu: body.contenu, publieeLe: body.publieeLe ?? null };
    const saved = id === null ? await insertReleaseNote(app.db, fields, request.user!.userName) : await updateReleaseNote(app.db, id, fields);
    if (!saved) throw new HttpError(404, NOT_FOUND);
    return saved;
  }

  const noteReply = replies(note, [400, 401, 403, 404]);
  app.post('/api/admin/release-note', { preHandler: requireRight('contenus', 'creation'), schema: { response: noteReply } }, async (request) => save(request, null));
  app.put('/api/admin/release-note', { preHandler: requireRight('contenus', 'modification'), schema: { response: noteReply } }, async (request) => {
    const id = (request.body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number') throw new HttpError(400, NOT_FOUND);
    return save(request, id);
  });
  app.delete<{ Body: FromSchema<typeof idBody> }>(
    '/api/admin/release-note',
    { preHandler: requireRight('contenus', 'suppression'), schema: { body: idBody, response: replies({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }, [400, 401, 403, 404]) } },
    async (request) => {
      if (!(await deleteReleaseNote(app.db, request.body.id))) throw new HttpError(404, NOT_FOUND);
      return { id: request.body.id };
    },
  );

  app.get(
    '/api/adherent/release-note',
    { preHandler: requireUser, schema: { response: replies({ type: 'object', properties: { note: { anyOf: [note, { type: 'null' }] } }, required: ['note'] }, [401]) } },
    async (request) => {
      return { note: (await newestUnseenReleaseNote(app.db, request.user!.id, app.config.now().toISOString().slice(0, 10))) ?? null };
    },
  );

  app.post<{ Body: FromSchema<typeof idBody> }>(
    '/api/adherent/release-note/vue',
    { preHandler: requireUser, schema: { body: idBody, response: replies(null, [400, 401, 404], 204) } },
    async (request, reply) => {
      if (!(await dismissReleaseNote(app.db, request.user!.id, request.body.id))) throw new HttpError(404, NOT_FOUND);
      return reply.code(204).send();
    },
  );
}
