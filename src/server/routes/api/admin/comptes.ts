import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { requestClientCode } from '../../../admin/requestClientCode';
import { HttpError } from '../../../errors';
import { resendActivation } from '../../../identity/resendActivation';
import { replies } from '../../../schemas/replies';
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

const holder = {
  type: 'object',
  properties: {
    numeroContrat: { type: 'string' },
    nom: { type: 'string' },
    prenom: { type: 'string' },
    dateNaissance: { type: 'string' },
    email: { type: ['string', 'null'] },
    offre: { type: 'string' },
    compte: { type: 'boolean' },
  },
  required: ['numeroContrat', 'nom', 'prenom', 'dateNaissance', 'email', 'offre', 'compte'],
} as const;

const createdAccount = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    identifiant: { type: 'string' },
    nom: { type: ['string', 'null'] },
    prenom: { type: ['string', 'null'] },
    numeroContrat: { type: ['string', 'null'] },
    statut: { type: 'string', enum: ['created', 'active'] },
    creeLe: { type: 'string' },
    creePar: { type: ['string', 'null'] },
  },
  required: ['id', 'identifiant', 'nom', 'prenom', 'numeroContrat', 'statut', 'creeLe', 'creePar'],
} as const;

export default async function comptesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Querystring: { numeroContrat?: string } }>(
    '/api/admin/comptes/adherents',
    {
      preHandler: requireRight('comptes', 'visualisation'),
      schema: {
        querystring: { type: 'object', properties: { numeroContrat: { type: 'string', maxLength: 50 } }, additionalProperties: false },
        response: replies({ type: 'object', properties: { items: { type: 'array', items: holder } }, required: ['items'] }, [400, 401, 403]),
      },
    },
    async (request) => {
      const typed = request.query.numeroContrat?.trim().toUpperCase() ?? '';
      // Nothing typed, nothing listed: the back office does not browse every member.
      if (!typed) return { items: [] };
      const { rows } = await db.query(
        `SELECT k.numero_contrat_individuel AS "numeroContrat", a.nom, a.prenom, to_char(a.date_naissance, 'YYYY-MM-DD') AS "dateNaissance",
                a.email, k.nom_offre AS offre,
                EXISTS (SELECT 1 FROM users u WHERE u.adherent_id = a.id AND u.num_pers IS NULL) AS compte
           FROM contrats k JOIN adherents a ON a.id = k.adherent_id
          WHERE upper(k.numero_contrat_individuel) LIKE $1
          ORDER BY k.numero_contrat_individuel LIMIT ${SEARCH_LIMIT}`,
        [`${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
      );
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
          pageReply(createdAccount),
          [400, 401, 403],
        ),
      },
    },
    async (request) => {
      const { page, taille } = request.query;
      const { rows: counted } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE created_by_admin');
      const { rows } = await db.query(
        `SELECT u.id::text AS id, u.user_name AS identifiant, a.nom, a.prenom,
                (SELECT k.numero_contrat_individuel FROM contrats k WHERE k.adherent_id = a.id ORDER BY k.numero_contrat_individuel LIMIT 1) AS "numeroContrat",
                u.status AS statut, to_char(u.created_at, 'YYYY-MM-DD') AS "creeLe", staff.user_name AS "creePar"
           FROM users u
           LEFT JOIN adherents a ON a.id = u.adherent_id
           LEFT JOIN users staff ON staff.id = u.created_by
          WHERE u.created_by_admin
          ORDER BY u.created_at DESC, u.user_name LIMIT $1 OFFSET $2`,
        [taille, (page - 1) * taille],
      );
      return { items: rows, total: Number(counted[0].n), page, taille };
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
      const { rows } = await db.query<{ id: string; user_name: string; status: string; created_by_admin: boolean; client_code: string | null }>(
        'SELECT id, user_name, status, created_by_admin, client_code FROM users WHERE id = $1',
        [request.body.userId],
      );
      const account = rows[0];
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
