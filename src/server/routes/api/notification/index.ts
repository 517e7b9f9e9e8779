import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { HttpError } from '../../../errors';
import { replies } from '../../../schemas/replies';
import '../../../types';
import { pageParams, pageReply } from '../../../schemas/paging';
import { markAllNotificationsRead, markNotificationRead, notificationPage, notificationSchema } from '../../../notifications/notifications';

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

const lueBody = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } }, required: ['id'] } as const;

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
      const found = await notificationPage(db, userId, nonLues, { limit: taille, offset: (page - 1) * taille });
      return { items: found.items, total: found.total, nonLues: found.nonLues, page, taille };
    },
  );

  app.post<{ Body: FromSchema<typeof lueBody> }>(
    '/api/notification/lue',
    {
      schema: {
        body: lueBody,
        response: replies({ type: 'object', properties: { id: { type: 'integer' }, lue: { type: 'boolean' } }, required: ['id', 'lue'] }, [400, 401, 404]),
      },
    },
    async (request) => {
      const id = await markNotificationRead(db, request.user!.id, request.body.id);
      if (id === undefined) throw new HttpError(404, NOTIFICATION_MESSAGES.notFound);
      return { id, lue: true };
    },
  );

  app.post(
    '/api/notification/lues',
    {
      schema: { response: replies({ type: 'object', properties: { nombre: { type: 'integer' } }, required: ['nombre'] }, [401]) },
    },
    async (request) => {
      return { nombre: await markAllNotificationsRead(db, request.user!.id) };
    },
  );
}
