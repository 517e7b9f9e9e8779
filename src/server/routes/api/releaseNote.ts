import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../admin/rights';
import { requireUser } from '../../auth';
import { HttpError } from '../../errors';
import { loadFormContext } from '../../identity/context';
import { assertValidBody } from '../../validation';
import { replies } from '../../schemas/replies';

/**
 * Release notes (/admin/release-note), right « contenus »:
 * - GET    /api/admin/release-note → { items: [note] } newest first (visualisation)
 * - POST   /api/admin/release-note (acte release-note) creates; PUT (with id) updates; DELETE { id } removes
 * And the member's side (any logged-in user):
 * - GET  /api/adherent/release-note       → { note: note | null }, the newest published note not dismissed
 * - POST /api/adherent/release-note/vue { id } → 204; the note is not shown again
 * A note is { id, titre, contenu, publieeLe (YYYY-MM-DD) }. Its text is plain (shown as text, never HTML).
 */

const note = {
  type: 'object',
  properties: { id: { type: 'integer' }, titre: { type: 'string' }, contenu: { type: 'string' }, publieeLe: { type: 'string' } },
  required: ['id', 'titre', 'contenu', 'publieeLe'],
} as const;
const idBody = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
const NOT_FOUND = 'Cette note de version n’existe pas.';
const COLUMNS = `id, titre, contenu, to_char(publiee_le, 'YYYY-MM-DD') AS "publieeLe"`;

export default async function releaseNoteRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/admin/release-note',
    { preHandler: requireRight('contenus', 'visualisation'), schema: { response: replies({ type: 'object', properties: { items: { type: 'array', items: note } }, required: ['items'] }, [401, 403]) } },
    async () => ({ items: (await app.db.query(`SELECT ${COLUMNS} FROM release_notes ORDER BY publiee_le DESC, id DESC`)).rows }),
  );

  async function save(request: Parameters<typeof loadFormContext>[0], id: number | null) {
    const { context } = await loadFormContext(request);
    const body = assertValidBody('release-note', request.body, context);
    const values = [body.titre, body.contenu, body.publieeLe ?? null];
    const { rows } =
      id === null
        ? await app.db.query(`INSERT INTO release_notes (titre, contenu, publiee_le, created_by) VALUES ($1, $2, coalesce($3::date, current_date), $4) RETURNING ${COLUMNS}`, [...values, request.user!.userName])
        : await app.db.query(`UPDATE release_notes SET titre = $1, contenu = $2, publiee_le = coalesce($3::date, publiee_le) WHERE id = $4 RETURNING ${COLUMNS}`, [...values, id]);
    if (!rows[0]) throw new HttpError(404, NOT_FOUND);
    return rows[0];
  }

  const noteReply = replies(note, [400, 401, 403, 404]);
  app.post('/api/admin/release-note', { preHandler: requireRight('contenus', 'creation'), schema: { response: noteReply } }, async (request) => save(request, null));
  app.put('/api/admin/release-note', { preHandler: requireRight('contenus', 'modification'), schema: { response: noteReply } }, async (request) => {
    const id = (request.body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number') throw new HttpError(400, NOT_FOUND);
    return save(request, id);
  });
  app.delete<{ Body: { id: number } }>(
    '/api/admin/release-note',
    { preHandler: requireRight('contenus', 'suppression'), schema: { body: idBody, response: replies({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }, [400, 401, 403, 404]) } },
    async (request) => {
      const { affectedRows } = await app.db.query('DELETE FROM release_notes WHERE id = $1', [request.body.id]);
      if (affectedRows === 0) throw new HttpError(404, NOT_FOUND);
      return { id: request.body.id };
    },
  );

  app.get(
    '/api/adherent/release-note',
    { preHandler: requireUser, schema: { response: replies({ type: 'object', properties: { note: { anyOf: [note, { type: 'null' }] } }, required: ['note'] }, [401]) } },
    async (request) => {
      const { rows } = await app.db.query(
        `SELECT ${COLUMNS} FROM release_notes n
          WHERE n.publiee_le <= $2::date
            AND NOT EXISTS (SELECT 1 FROM release_note_views v WHERE v.release_note_id = n.id AND v.user_id = $1)
          ORDER BY n.publiee_le DESC, n.id DESC LIMIT 1`,
        [request.user!.id, app.config.now().toISOString().slice(0, 10)],
      );
      return { note: rows[0] ?? null };
    },
  );

  app.post<{ Body: { id: number } }>(
    '/api/adherent/release-note/vue',
    { preHandler: requireUser, schema: { body: idBody, response: replies(null, [400, 401, 404], 204) } },
    async (request, reply) => {
      const { affectedRows } = await app.db.query(
        `INSERT INTO release_note_views (user_id, release_note_id) SELECT $1, id FROM release_notes WHERE id = $2 ON CONFLICT DO NOTHING`,
        [request.user!.id, request.body.id],
      );
      const exists = affectedRows > 0 || (await app.db.query('SELECT 1 FROM release_notes WHERE id = $1', [request.body.id])).rows.length > 0;
      if (!exists) throw new HttpError(404, NOT_FOUND);
      return reply.code(204).send();
    },
  );
}
