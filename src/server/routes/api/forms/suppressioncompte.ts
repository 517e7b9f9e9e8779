import type { FastifyInstance } from 'fastify';
import { endSession } from '../../../auth/session';
import { verifyPassword } from '../../../auth/passwords';
import { LIMITS, enforce, release } from '../../../auth/rateLimit';
import { HttpError } from '../../../errors';
import { assertValidBody } from '../../../validation';
import { loadFormContext } from '../../../identity/context';
import { findUserById } from '../../../identity/users';
import { deleteAccount } from '../../../identity/accountDeletion';
import { assertActeRole } from '../../../actes/authorizeActe';
import { manifestOf } from '../../../actes/manifests';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * POST /api/forms/suppressioncompte/form { motif?, password, confirmation } → { isModeGestionManuel, isEnvoiArActivated }
 * (forms/suppressioncompte, then the delete-user-confirmation screen): the member
 * confirms with the current password (counted like a login, 429 past the limit); the account is
 * really deleted (its sessions, tokens and demandes go with it, ON DELETE CASCADE) and this
 * session ends, so the browser is anonymous at once. The contracts and the member stay: the
 * mutuelle's records are not the portal account.
 */
export const SUPPRESSION_MESSAGES = {
  wrongPassword: 'Le mot de passe est incorrect.',
} as const;

export default async function suppressionCompteRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/forms/suppressioncompte/form',
    {
      schema: {
        body: { type: 'object' },
        response: replies(
          {
            type: 'object',
            properties: { isModeGestionManuel: { type: 'boolean' }, isEnvoiArActivated: { type: 'boolean' } },
            required: ['isModeGestionManuel', 'isEnvoiArActivated'],
          },
          [400, 401, 403, 429],
        ),
      },
    },
    async (request, reply) => {
      const user = request.user!;
      assertActeRole(request, manifestOf('suppressioncompte'));
      const { context } = await loadFormContext(request);
      const body = assertValidBody('suppressioncompte', request.body, context);
      await enforce(app.db, reply, LIMITS.loginPerAccount, user.userName, app.config.now());
      const row = await findUserById(app.db, user.id);
      if (!(await verifyPassword(row?.password_hash ?? null, body.password, app.config.argon2))) {
        throw new HttpError(400, SUPPRESSION_MESSAGES.wrongPassword, 'WrongPassword', { errors: [{ path: '/password', message: SUPPRESSION_MESSAGES.wrongPassword }] });
      }
      await release(app.db, LIMITS.loginPerAccount, user.userName);
      await deleteAccount(app.db, user.id);
      request.log.info({ userId: user.id, motif: body.motif ?? null }, 'account deleted by its owner');
      await endSession(request, reply);
      return { isModeGestionManuel: false, isEnvoiArActivated: false };
    },
  );
}
