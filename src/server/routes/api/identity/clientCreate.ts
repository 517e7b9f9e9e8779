import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { requestClientCode } from '../../../admin/requestClientCode';
import { HttpError } from '../../../errors';
import { assertValidBody } from '../../../validation';
import { loadFormContext, publicOrigin } from '../../../identity/context';
import { isUniqueViolation } from '../../../identity/users';
import { contratHolder, createStaffAccount } from '../../../identity/accountCreation';
import { ACCOUNT_MESSAGES } from '../../../identity/accountMessages';
import { accountReplies } from '../../../schemas/replies';

/**
 * POST /api/identity/client/create (right comptes/creation): a member of
 * the staff creates the account of a contract's holder. The account is `created_by_admin`, without
 * password: the member gets the activation mail (outbox), chooses a password and — because staff
 * created it — accepts the CGU and consents on activate-user. « Relancer l'activation »
 * is the staff route POST /api/admin/comptes/relance-activation (routes/api/admin/comptes.ts).
 */
export const CLIENT_CREATE_MESSAGES = {
  noMember: 'Aucun adhérent ne correspond à ce numéro de contrat.',
  hasAccount: 'Cet adhérent a déjà un compte.',
  created: (email: string) => `Le compte a été créé. Un e-mail d'activation a été envoyé à ${email}.`,
} as const;

export default async function clientCreateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.post(
    '/api/identity/client/create',
    {
      preHandler: requireRight('comptes', 'creation'),
      schema: {
        response: accountReplies(
          {
            type: 'object',
            properties: { userId: { type: 'string' }, userName: { type: 'string' }, message: { type: 'string' } },
            required: ['userId', 'userName', 'message'],
          },
          [400, 401, 403, 404, 409],
        ),
      },
    },
    async (request) => {
      const now = app.config.now();
      const { context } = await loadFormContext(request);
      const body = assertValidBody('creation-compte', request.body, context);
      const userName = body.email.trim().toLowerCase();
      const member = await contratHolder(db, body.numeroContrat.trim());
      if (!member) throw new HttpError(404, CLIENT_CREATE_MESSAGES.noMember, 'MemberNotFound');
      if (member.has_account) throw new HttpError(409, CLIENT_CREATE_MESSAGES.hasAccount, 'AccountExists');
      const clientCode = await requestClientCode(request);
      const created = await createStaffAccount(db, { userName, adherentId: member.adherent_id, createdBy: request.user!.id, clientCode }, publicOrigin(request), now).catch((error: unknown) => {
          // The address is another account's identifier, or a concurrent creation for this member won.
          if (isUniqueViolation(error)) throw new HttpError(409, ACCOUNT_MESSAGES.emailUsed, 'EmailAlreadyUsed');
          throw error;
        });
      void app.mailer.deliver([created.outboxId]);
      request.log.info({ userId: created.userId, by: request.user!.id }, 'account created by staff');
      return { userId: created.userId, userName, message: CLIENT_CREATE_MESSAGES.created(userName) };
    },
  );
}
