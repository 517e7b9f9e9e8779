import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { requestClientCode } from '../../../admin/requestClientCode';
import { HttpError } from '../../../errors';
import { resendActivation } from '../../../identity/resendActivation';
import { replies } from '../../../schemas/replies';
import { activationAccount, createdAccountSchema, holderSchema, holdersByContratPrefix, staffCreatedAccounts } from '../../../admin/memberAccounts';
import '../../../types';
import { pageParams, pageReply } from '../../../schemas/paging';

/**
 * The back office's member accounts (right comptes/visualisation):
 * - GET /api/admin/comptes/adherents?numeroContrat= → { items: [{ numeroContrat, nom, prenom, dateNaissance,
 *   email, offre, compte }] }: the holders of the contracts whose number starts with what was typed
 *   (20 at most), and whether they have an account — where a gestionnaire starts a creation.
 * - GET /api/admin/comptes?page=&taille= → { items: [{ id, identifiant, nom, prenom, numeroContrat, statut,
 *   creeLe, creePar }], total, page, taille }: the accounts staff created, newest first, with their status.
 * - POST /api/admin/comptes/relance-activation { userId } → { message } (comptes/modification): « Relancer
 *   l'activation » of an account staff created and that is not activated yet — a new link by mail, with the
 *   templates of the account's client; refused in French otherwise. The same 5-per-hour limit as the member's
 *   own « Recevoir un nouveau lien » (POST /api/identity/relance-activation).
 */

export const RELANCE_MESSAGES = {
  sent: (email: string) => `Le mail d'activation a été renvoyé à ${email}.`,
  notFound: "Ce compte n'existe pas.",
  notCreatedByStaff: "Ce compte n'a pas été créé par la gestion : l'adhérent demande lui-même un nouveau lien d'activation.",
  alreadyActive: "Ce compte est déjà activé : il n'y a pas d'activation à relancer.",
} as const;

const DEFAULT_PAGE_SIZE = 20;
const SEARCH_LIMIT = 20;

export default async function comptesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Querystring: { numeroContrat?: string } }>(
    '/api/admin/comptes/adherents',
    {
      preHandler: requireRight('comptes', 'visualisation'),
      schema: {
        querystring: { type: 'object', properties: { numeroContrat: { type: 'string', maxLength: 50 } }, additionalProperties: false },
        response: replies({ type: 'object', properties: { items: { type: 'array', items: holderSchema } }, required: ['items'] }, [400, 401, 403]),
      },
    },
    async (request) => {
      const typed = request.query.numeroContrat?.trim().toUpperCase() ?? '';
      // Nothing typed, nothing listed: the back office does not browse every member.
      if (!typed) return { items: [] };
      const rows = await holdersByContratPrefix(db, typed, SEARCH_LIMIT);
      return { items: rows };
    },
  );

  app.get<{ Querystring: { page: number; taille: number } }>(
    '/api/admin/comptes',
    {
      preHandler: requireRight('comptes', 'visualisation'),
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pageParams(DEFAULT_PAGE_SIZE),
          },
          additionalProperties: false,
        },
        response: replies(
          pageReply(createdAccountSchema),
          [400, 401, 403],
        ),
      },
    },
    async (request) => {
      const { page, taille } = request.query;
      const { items, total } = await staffCreatedAccounts(db, taille, (page - 1) * taille);
      return { items, total, page, taille };
    },
  );
  app.post<{ Body: { userId: string } }>(
    '/api/admin/comptes/relance-activation',
    {
      preHandler: requireRight('comptes', 'modification'),
      schema: {
        body: { type: 'object', properties: { userId: { type: 'string', format: 'uuid' } }, required: ['userId'], additionalProperties: false },
        response: replies({ type: 'object', properties: { message: { type: 'string' } }, required: ['message'] }, [400, 401, 403, 404, 409, 429]),
      },
    },
    async (request, reply) => {
      const account = await activationAccount(db, request.body.userId);
      if (!account) throw new HttpError(404, RELANCE_MESSAGES.notFound, 'AccountNotFound');
      if (!account.created_by_admin) throw new HttpError(409, RELANCE_MESSAGES.notCreatedByStaff, 'NotCreatedByStaff');
      if (account.status === 'active') throw new HttpError(409, RELANCE_MESSAGES.alreadyActive, 'AlreadyActive');
      // The account's client (set when staff created it), whichever host the gestionnaire works on.
      await resendActivation(request, reply, account, account.client_code ?? (await requestClientCode(request)));
      request.log.info({ userId: account.id, by: request.user!.id }, 'activation resent by staff');
      return { message: RELANCE_MESSAGES.sent(account.user_name) };
    },
  );
}
