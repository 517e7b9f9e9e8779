import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../errors';
import { memberContrat } from '../../../identity/memberContrat';
import { currentContrat } from '../../../identity/currentContrat';
import { isBeneficiaireAccount } from '../../../identity/beneficiaireScope';
import { replies } from '../../../schemas/replies';
import { dataBlockTexts } from '../../../../i18n/dataBlocks';
import { courrierPdf } from '../../../documents/courrierPdf';
import '../../../types';
import { pageParams, pageReply } from '../../../schemas/paging';
import { attachment } from '../../../documents/attachment';

/**
 * The member's mail (screen screens/member/courriers.screen.json):
 * - GET /api/adherent/courriers?annee=&du=&au=&lu=&tri=&ordre=&page=&taille= → { items: [{ id, date, objet, lu }], total, page, taille }
 *   (`lu=false`: the unread ones only — the accueil shows their `total`)
 *   of the current contract (X-NumContrat, else the member's first contract), newest first unless
 *   `tri` names a column of SORT_COLUMNS (`ordre` asc|desc); the year and period (du/au, both
 *   included) filters, the sort and the page are applied in SQL (index courriers_contrat_date_idx).
 * - GET /api/adherent/courriers/:id/download → the letter as a PDF (pdfkit), named by content-disposition;
 *   the letter is read from then on (lu).
 * A contract that is not the member's is refused (403, currentContrat), an anonymous call 401.
 */

export const COURRIER_MESSAGES = {
  notFound: 'Ce courrier est introuvable.',
  periodOrder: dataBlockTexts.periodOrder,
} as const;

/**
 * The columns the list sorts by (screen column key → SQL). The ORDER BY is built from this map
 * only: the query string names a key, never a column (the schema refuses any other key, 400).
 */
const SORT_COLUMNS = {
  date: 'c.date_envoi',
  objet: 'c.objet',
  lu: 'c.lu',
} as const;
type SortColumn = keyof typeof SORT_COLUMNS;

const DEFAULT_PAGE_SIZE = 10;

interface CourrierRow {
  id: number;
  date: string;
  objet: string;
  lu: boolean;
}

const courrier = {
  type: 'object',
  properties: { id: { type: 'integer' }, date: { type: 'string' }, objet: { type: 'string' }, lu: { type: 'boolean' } },
  required: ['id', 'date', 'objet', 'lu'],
} as const;

export default async function courrierRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Querystring: { annee?: number; du?: string; au?: string; lu?: boolean; tri?: SortColumn; ordre: 'asc' | 'desc'; page: number; taille: number } }>(
    '/api/adherent/courriers',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            annee: { type: 'integer', minimum: 1900, maximum: 2999 },
            du: { type: 'string', format: 'date' },
            au: { type: 'string', format: 'date' },
            lu: { type: 'boolean' },
            tri: { type: 'string', enum: Object.keys(SORT_COLUMNS) },
            ordre: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
            ...pageParams(DEFAULT_PAGE_SIZE),
          },
          additionalProperties: false,
        },
        response: replies(
          pageReply(courrier),
          [400, 401, 403],
        ),
      },
    },
    async (request) => {
      const { annee = null, du = null, au = null, lu = null, tri, ordre, page, taille } = request.query;
      if (du && au && au < du) throw new HttpError(400, COURRIER_MESSAGES.periodOrder);
      const numero = await memberContrat(request);
      const empty = { items: [], total: 0, page, taille };
      // The courriers are the holder's mail: a beneficiary's own account sees none of them.
      if (!numero || isBeneficiaireAccount(request.user!.roles)) return empty;
      // Scoped twice: the contract is the member's own (currentContrat) and the join says so again.
      const where = `FROM courriers c JOIN contrats k ON k.id = c.contrat_id
        WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2
          AND ($3::int IS NULL OR (c.date_envoi >= make_date($3::int, 1, 1) AND c.date_envoi < make_date($3::int + 1, 1, 1)))
          AND ($4::date IS NULL OR c.date_envoi >= $4::date) AND ($5::date IS NULL OR c.date_envoi <= $5::date)
          AND ($6::boolean IS NULL OR c.lu = $6::boolean)`;
      const scope = [numero, request.user!.adherentId, annee, du, au, lu];
      const { rows: counted } = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, scope);
      const { rows } = await db.query<CourrierRow>(
        `SELECT c.id::int AS id, to_char(c.date_envoi, 'YYYY-MM-DD') AS date, c.objet, c.lu ${where}
          ORDER BY ${orderBy(tri, ordre)} LIMIT $7 OFFSET $8`,
        [...scope, taille, (page - 1) * taille],
      );
      return { ...empty, items: rows, total: Number(counted[0].n) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/adherent/courriers/:id/download',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } }, required: ['id'] },
      },
    },
    async (request, reply) => {
      const named = await currentContrat(request);
      const { rows } = await db.query<{ id: number; date: string; objet: string; contenu: string; numero: string }>(
        `SELECT c.id::int AS id, to_char(c.date_envoi, 'YYYY-MM-DD') AS date, c.objet, c.contenu, k.numero_contrat_individuel AS numero
           FROM courriers c JOIN contrats k ON k.id = c.contrat_id
          WHERE c.id = $1 AND k.adherent_id = $2`,
        [Number(request.params.id), request.user!.adherentId],
      );
      const row = rows[0];
      if (!row || (named && named.numero !== row.numero) || isBeneficiaireAccount(request.user!.roles)) throw new HttpError(404, COURRIER_MESSAGES.notFound);
      const pdf = await courrierPdf(row);
      // Downloading a letter is reading it (the unread state of "Mes documents").
      await db.query('UPDATE courriers SET lu = true WHERE id = $1 AND NOT lu', [row.id]);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`courrier-${row.date}-${row.id}.pdf`))
        .send(pdf);
    },
  );
}

/** ORDER BY of the list: an allowed column then newest first (a stable order for the pages), else newest first. */
function orderBy(tri: SortColumn | undefined, ordre: 'asc' | 'desc'): string {
  const newest = 'c.date_envoi DESC, c.id DESC';
  if (!tri || !Object.hasOwn(SORT_COLUMNS, tri)) return newest;
  return `${SORT_COLUMNS[tri]} ${ordre === 'desc' ? 'DESC' : 'ASC'}, ${newest}`;
}
