import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { HttpError } from '../../../errors';
import { replies } from '../../../schemas/replies';
import { pageParams, pageReply } from '../../../schemas/paging';
import { requeueUndelivered, undeliveredPage, undeliveredSchema } from '../../../mail/outboxDelivery';
import '../../../types';

/**
 * The mails and SMS the portal gave up sending (every attempt failed, mail/deliveryWorker.ts):
 * - GET /api/admin/envois/non-distribues?page=&taille= → { items, total, page, taille }, newest failure first
 *   (comptes/visualisation: they are mails to members about their account and their demandes).
 * - POST /api/admin/envois/renvoyer { id } → { message } (comptes/modification): « Renvoyer » — the row gets
 *   its attempts back and is tried at once; 409 when it is no longer « non distribué ».
 */

export const ENVOI_MESSAGES = {
  requeued: 'Le message a été remis en envoi.',
  notUndelivered: "Ce message n'est plus en attente de renvoi : il a déjà été envoyé ou remis en envoi.",
} as const;

const DEFAULT_PAGE_SIZE = 20;

export default async function envoisRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Querystring: { page: number; taille: number } }>(
    '/api/admin/envois/non-distribues',
    {
      preHandler: requireRight('comptes', 'visualisation'),
      schema: {
        querystring: { type: 'object', properties: { ...pageParams(DEFAULT_PAGE_SIZE) }, additionalProperties: false },
        response: replies(pageReply(undeliveredSchema), [400, 401, 403]),
      },
    },
    async (request) => {
      const { page, taille } = request.query;
      const { items, total } = await undeliveredPage(db, taille, (page - 1) * taille);
      return { items, total, page, taille };
    },
  );

  app.post<{ Body: { id: number } }>(
    '/api/admin/envois/renvoyer',
    {
      preHandler: requireRight('comptes', 'modification'),
      schema: {
        body: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'], additionalProperties: false },
        response: replies({ type: 'object', properties: { message: { type: 'string' } }, required: ['message'] }, [400, 401, 403, 409]),
      },
    },
    async (request) => {
      if (!(await requeueUndelivered(db, request.body.id))) throw new HttpError(409, ENVOI_MESSAGES.notUndelivered, 'NotUndelivered');
      request.log.info({ outboxId: request.body.id, by: request.user!.id }, 'envoi relancé par la gestion');
      void app.mailer.deliver([request.body.id]);
      return { message: ENVOI_MESSAGES.requeued };
    },
  );
}
