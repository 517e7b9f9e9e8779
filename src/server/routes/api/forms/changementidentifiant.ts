import type { FastifyInstance } from 'fastify';
import { enforce, hit } from '../../../auth/rateLimit';
import { issueToken } from '../../../auth/tokens';
import { badRequest } from '../../../errors';
import { assertValidBody } from '../../../validation';
import { loadFormContext, publicOrigin } from '../../../identity/context';
import { findUserByName } from '../../../identity/users';
import { NEUTRAL_MIN_MS, withMinimumDuration } from '../../../identity/neutral';
import { CHANGE_IDENTIFIER_LIMITS, USERNAME_MESSAGES } from '../../../identity/identifier';
import { accountReplies } from '../../../schemas/replies';
import { schemaString } from '../../../identity/schemas';
import { queueMail } from '../../../mail/outbox';
import { requestClientCode } from '../../../admin/requestClientCode';
import { confirmEmailMail, identifierChangeRequestedMail } from '../../../mail/templates';
import { isValidEmail } from '../../../../domain/email';
import { assertActeRole } from '../../../actes/authorizeActe';
import { manifestOf } from '../../../actes/manifests';
import '../../../types';

export default async function changementIdentifiantRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  // Acte "changement d'identifiant" of a logged-in member: confirm-email link to the new address.
  // Neutral: the same answer whether the address is free or already someone's
  // identifier; at most CHANGE_IDENTIFIER_LIMITS.perMember requests per member and one
  // confirmation mail per new address and period, so the route is neither an oracle nor a mail cannon.
  app.post<{ Body: { nouvelIdentifiant?: string; email?: string } }>(
    '/api/forms/changementidentifiant/form',
    {
      schema: {
        body: { type: 'object', properties: { nouvelIdentifiant: schemaString(254), email: schemaString(254) } },
        response: accountReplies(
          {
            type: 'object',
            properties: { isModeGestionManuel: { type: 'boolean' }, isEnvoiArActivated: { type: 'boolean' }, message: { type: 'string' } },
          },
          [400, 401, 403, 429],
        ),
      },
    },
    async (request, reply) => {
      const now = app.config.now();
      const user = request.user!;
      assertActeRole(request, manifestOf('changementidentifiant'));
      const { context } = await loadFormContext(request);
      const body = assertValidBody('changementidentifiant', request.body, context);
      const newUserName = body.nouvelIdentifiant.trim().toLowerCase();
      if (!isValidEmail(newUserName)) {
        throw badRequest(USERNAME_MESSAGES.invalidEmail, 'InvalidEmail', {
          errors: [{ path: '/nouvelIdentifiant', message: USERNAME_MESSAGES.invalidEmail }],
        });
      }
      if (newUserName === user.userName) throw badRequest(USERNAME_MESSAGES.sameEmail, 'SameEmail');
      await enforce(db, reply, CHANGE_IDENTIFIER_LIMITS.perMember, user.id, now);
      const clientCode = await requestClientCode(request);
      const ids = await withMinimumDuration(NEUTRAL_MIN_MS, async () => {
        const taken = Boolean(await findUserByName(db, newUserName));
        const mailable = !taken && (await hit(db, CHANGE_IDENTIFIER_LIMITS.mailPerAddress, newUserName, now)) <= CHANGE_IDENTIFIER_LIMITS.mailPerAddress.max;
        return db.transaction(async (tx) => {
          const confirm = mailable
            ? [await queueMail(tx, confirmEmailMail(newUserName, publicOrigin(request), await issueToken(tx, user.id, 'ChangeEmail', now, { newUserName }), user.id), clientCode)]
            : [];
          // The member's own address is told every time, so its mailbox says nothing about the new one either.
          return [...confirm, await queueMail(tx, identifierChangeRequestedMail(user.userName), clientCode)];
        });
      });
      void app.mailer.deliver(ids);
      return { isModeGestionManuel: false, isEnvoiArActivated: false, message: USERNAME_MESSAGES.changeSent };
    },
  );
}
