import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../admin/rights';
import { replies } from '../content/schemas';
import '../../types';
import { pageParams, pageReply } from '../paging';

/**
 * The back office's member accounts (issue 19 item 8; right comptes/visualisation):
 * - GET /api/admin/comptes/adherents?numeroContrat= → { items: [{ numeroContrat, nom, prenom, dateNaissance,
 *   email, offre, compte }] }: the holders of the contracts whose number starts with what was typed
 *   (20 at most), and whether they have an account — where a gestionnaire starts a creation.
 * - GET /api/admin/comptes?page=&taille= → { items: [{ id, identifiant, nom, prenom, numeroContrat, statut,
 *   creeLe, creePar }], total, page, taille }: the accounts staff created, newest first, with their status.
 */

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
}
