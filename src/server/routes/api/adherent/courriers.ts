import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../errors';
import { memberContrat } from '../../../identity/memberContrat';
import { currentContrat } from '../../../identity/currentContrat';
import { isBeneficiaireAccount } from '../../../identity/beneficiaireScope';
import { replies, fileReply, errorReply } from '../../../schemas/replies';
import { dataBlockTexts } from '../../../../i18n/dataBlocks';
import { courrierPdf } from '../../../documents/courrierPdf';
import '../../../types';
import { pageParams, pageReply } from '../../../schemas/paging';
import { attachment } from '../../../documents/attachment';
import { letterheadClient } from '../../../documents/clientIdentite';
import { clientCodeOf } from '../../../clientHost';
import { COURRIER_SORT_COLUMNS, courrierPage, courrierSchema, markCourrierRead, memberCourrier, type CourrierSortColumn } from '../../../documents/courriers';

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

const DEFAULT_PAGE_SIZE = 10;

export default async function courrierRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Querystring: { annee?: number; du?: string; au?: string; lu?: boolean; tri?: CourrierSortColumn; ordre: 'asc' | 'desc'; page: number; taille: number } }>(
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
            tri: { type: 'string', enum: Object.keys(COURRIER_SORT_COLUMNS) },
            ordre: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
            ...pageParams(DEFAULT_PAGE_SIZE),
          },
          additionalProperties: false,
        },
        response: replies(
          pageReply(courrierSchema),
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
      const { items, total } = await courrierPage(db, numero, request.user!.adherentId, { annee, du, au, lu }, { tri, ordre }, taille, (page - 1) * taille);
      return { ...empty, items, total };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/adherent/courriers/:id/download',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } }, required: ['id'] },
        response: { 200: fileReply('Le courrier en PDF', 'application/pdf'), 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const named = await currentContrat(request);
      const row = await memberCourrier(db, Number(request.params.id), request.user!.adherentId);
      if (!row || (named && named.numero !== row.numero) || isBeneficiaireAccount(request.user!.roles)) throw new HttpError(404, COURRIER_MESSAGES.notFound);
      const pdf = await courrierPdf(row, await letterheadClient(db, await clientCodeOf(request)));
      // Downloading a letter is reading it (the unread state of "Mes documents").
      await markCourrierRead(db, row.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`courrier-${row.date}-${row.id}.pdf`))
        .send(pdf);
    },
  );
}
