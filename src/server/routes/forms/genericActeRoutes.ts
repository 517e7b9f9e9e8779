import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import { HttpError, MESSAGES } from '../../errors';
import { loadFormContext } from '../../identity/context';
import { assertValidBody } from '../../validation';
import { isActeName } from '../../../engine/validation/validateActe';
import { replies } from '../content/schemas';
import { actesPostedToGenericRoute } from './screenActes';
import '../../types';

/**
 * POST /api/forms/<acte>/form — the generic write of spec §7 for an acte that has no route of
 * its own: a product owner adds schemas/actes/<acte>/ and a screen, and the request is validated
 * with that same schema and filed for the back office (table `demandes`). Actes with business
 * behaviour (changementidentifiant, ribprestations…) keep their own routes, which Fastify
 * matches before this parametric one.
 *
 * Only actes that a screen file posts to this very route are accepted: an identity payload
 * (register, login…) can never be filed as a request by calling the route by hand.
 */
export default async function genericActeRoutes(app: FastifyInstance): Promise<void> {
  const accepted = actesPostedToGenericRoute();
  app.post<{ Params: { acte: string }; Body: Record<string, unknown> }>(
    '/api/forms/:acte/form',
    {
      preHandler: requireUser,
      schema: {
        params: { type: 'object', properties: { acte: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } }, required: ['acte'] },
        body: { type: 'object' },
        response: replies(
          {
            type: 'object',
            properties: { isModeGestionManuel: { type: 'boolean' }, isEnvoiArActivated: { type: 'boolean' } },
            required: ['isModeGestionManuel', 'isEnvoiArActivated'],
          },
          [400, 401, 404],
        ),
      },
    },
    async (request) => {
      const { acte } = request.params;
      if (!accepted.has(acte) || !isActeName(acte)) throw new HttpError(404, MESSAGES.notFound, 'UnknownActe');
      const { context } = await loadFormContext(request);
      const data = assertValidBody<Record<string, unknown>>(acte, request.body, context);
      await app.db.query('INSERT INTO demandes (acte, user_id, numero_contrat, donnees) VALUES ($1, $2, $3, $4)', [
        acte,
        request.user!.id,
        context.contrat,
        JSON.stringify(data),
      ]);
      // Filed requests are processed by hand in the back office (spec §4 manual mode).
      return { isModeGestionManuel: true, isEnvoiArActivated: false };
    },
  );
}
