import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../errors';
import { replies } from '../../../schemas/replies';
import '../../../types';
import { pageParams, pageReply } from '../../../schemas/paging';

/**
 * Notifications of the logged-in account (screen
 * screens/member/notifications.screen.json):
 * - GET /api/notification?nonLues=&page=&taille= → { items: [{ id, date, titre, message, lue }], total, nonLues, page, taille }
 * - POST /api/notification/lue { id } → { id, lue: true } : one notification read
 * - POST /api/notification/lues → { nombre } : every notification read
 * Only the account's own notifications: another's id is a 404. Anonymous → 401.
 */

export const NOTIFICATION_MESSAGES = {
  notFound: 'Cette notification est introuvable.',
} as const;

const notificationSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, date: { type: 'string' }, titre: { type: 'string' }, message: { type: 'string' }, lue: { type: 'boolean' } },
  required: ['id', 'date', 'titre', 'message', 'lue'],
} as const;

export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Querystring: { nonLues?: boolean; page: number; taille: number } }>(
    '/api/notification',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            nonLues: { type: 'boolean' },
            ...pageParams(10),
          },
        },
        response: replies(pageReply(notificationSchema, { nonLues: { type: 'integer' } }), [400, 401]),
      },
    },
    async (request) => {
      const { nonLues = null, page, taille } = request.query;
      const userId = request.user!.id;
      const { rows } = await db.query<{ id: number; date: string; titre: string; message: string; lue: boolean }>(
        `SELECT id::int AS id, to_char(date_envoi AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, titre, message, lue
           FROM notifications WHERE user_id = $1 AND ($2::boolean IS NOT TRUE OR NOT lue)
          ORDER BY date_envoi DESC, id DESC LIMIT $3 OFFSET $4`,
        [userId, nonLues, taille, (page - 1) * taille],
      );
      const { rows: counts } = await db.query<{ total: number; non_lues: number }>(
        `SELECT count(*) FILTER (WHERE $2::boolean IS NOT TRUE OR NOT lue)::int AS total, count(*) FILTER (WHERE NOT lue)::int AS non_lues
           FROM notifications WHERE user_id = $1`,
        [userId, nonLues],
      );
      return { items: rows, total: counts[0].total, nonLues: counts[0].non_lues, page, taille };
    },
  );

  app.post<{ Body: { id: number } }>(
    '/api/notification/lue',
    {
      schema: {
        body: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } }, required: ['id'] },
        response: replies({ type: 'object', properties: { id: { type: 'integer' }, lue: { type: 'boolean' } }, required: ['id', 'lue'] }, [400, 401, 404]),
      },
    },
    async (request) => {
      const { rows } = await db.query<{ id: number }>(
        'UPDATE notifications SET lue = true WHERE id = $1 AND user_id = $2 RETURNING id::int AS id',
        [request.body.id, request.user!.id],
      );
      if (!rows[0]) throw new HttpError(404, NOTIFICATION_MESSAGES.notFound);
      return { id: rows[0].id, lue: true };
    },
  );

  app.post(
    '/api/notification/lues',
    {
      schema: { response: replies({ type: 'object', properties: { nombre: { type: 'integer' } }, required: ['nombre'] }, [401]) },
    },
    async (request) => {
      const { rows } = await db.query<{ n: number }>(
        'WITH done AS (UPDATE notifications SET lue = true WHERE user_id = $1 AND NOT lue RETURNING 1) SELECT count(*)::int AS n FROM done',
        [request.user!.id],
      );
      return { nombre: rows[0].n };
    },
  );
}
