import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../errors';
import { memberContrat } from '../../../identity/memberContrat';
import { courrierPdf } from '../../../documents/courrierPdf';
import { replies } from '../../../schemas/replies';
import '../../../types';
import { pageParams, pageReply } from '../../../schemas/paging';
import { attachment } from '../../../documents/attachment';

/**
 * Documents of the contract kept in the GED:
 * - GET /api/cgdm-svc/ged?page=&taille= → { items: [{ id, date, categorie, titre }], total, page, taille }, newest first, paged in SQL
 * - GET /api/cgdm-svc/ged/:id/download → the document as a PDF named by content-disposition
 * Anonymous → 401; another member's contract → 403; a document of another contract → 404.
 */

export const GED_MESSAGES = {
  notFound: 'Ce document est introuvable.',
} as const;

const documentSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, date: { type: 'string' }, categorie: { type: 'string' }, titre: { type: 'string' } },
  required: ['id', 'date', 'categorie', 'titre'],
} as const;

export default async function gedRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Querystring: { page: number; taille: number } }>(
    '/api/cgdm-svc/ged',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pageParams(10),
          },
        },
        response: replies(
          pageReply(documentSchema),
          [400, 401, 403],
        ),
      },
    },
    async (request) => {
      const { page, taille } = request.query;
      const numero = await memberContrat(request);
      if (!numero) return { items: [], total: 0, page, taille };
      const { rows } = await db.query<{ id: number; date: string; categorie: string; titre: string; total_rows: number }>(
        `SELECT g.id::int AS id, to_char(g.date_depot, 'YYYY-MM-DD') AS date, g.categorie, g.titre, count(*) OVER ()::int AS total_rows
           FROM documents_ged g JOIN contrats k ON k.id = g.contrat_id
          WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2
          ORDER BY g.date_depot DESC, g.id DESC LIMIT $3 OFFSET $4`,
        [numero, request.user!.adherentId, taille, (page - 1) * taille],
      );
      let total = rows[0]?.total_rows ?? 0;
      if (rows.length === 0 && page > 1) {
        const { rows: counted } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM documents_ged g JOIN contrats k ON k.id = g.contrat_id
            WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2`,
          [numero, request.user!.adherentId],
        );
        total = counted[0].n;
      }
      return { items: rows.map(({ total_rows: _n, ...doc }) => doc), total, page, taille };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/cgdm-svc/ged/:id/download',
    {
      schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } }, required: ['id'] } },
    },
    async (request, reply) => {
      const numero = await memberContrat(request);
      const { rows } = await db.query<{ id: number; date: string; titre: string; contenu: string; numero: string }>(
        `SELECT g.id::int AS id, to_char(g.date_depot, 'YYYY-MM-DD') AS date, g.titre, g.contenu, k.numero_contrat_individuel AS numero
           FROM documents_ged g JOIN contrats k ON k.id = g.contrat_id
          WHERE g.id = $1 AND k.adherent_id = $2`,
        [Number(request.params.id), request.user!.adherentId],
      );
      const row = rows[0];
      if (!row || row.numero !== numero) throw new HttpError(404, GED_MESSAGES.notFound);
      const pdf = await courrierPdf({ date: row.date, objet: row.titre, contenu: row.contenu, numero: row.numero });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`document-${row.date}-${row.id}.pdf`))
        .send(pdf);
    },
  );
}
