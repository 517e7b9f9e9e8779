import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../errors';
import { memberContrat } from '../../../identity/memberContrat';
import { courrierPdf } from '../../../documents/courrierPdf';
import { replies, fileReply, errorReply } from '../../../schemas/replies';
import '../../../types';
import { pageParams, pageReply } from '../../../schemas/paging';
import { attachment } from '../../../documents/attachment';
import { gedDocument, gedDocumentsPage } from '../../../documents/gedDocuments';
import { letterheadClient } from '../../../documents/clientIdentite';
import { clientCodeOf } from '../../../clientHost';
import { garantieLignes } from '../../../contrats/garantieLignes';
import { drawGarantiesTable } from '../../../documents/garantiesTable';

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
      const { items, total } = await gedDocumentsPage(db, numero, request.user!.adherentId, page, taille);
      return { items, total, page, taille };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/cgdm-svc/ged/:id/download',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } }, required: ['id'] },
        response: { 200: fileReply('Le document en PDF', 'application/pdf'), 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const numero = await memberContrat(request);
      const row = await gedDocument(db, Number(request.params.id), request.user!.adherentId);
      if (!row || row.numero !== numero) throw new HttpError(404, GED_MESSAGES.notFound);
      const client = await letterheadClient(db, await clientCodeOf(request));
      const document = { date: row.date, objet: row.titre, contenu: row.contenu, numero: row.numero, titulaire: row.titulaire };
      // A tableau des garanties is the offer's table itself, read where the contract page reads it.
      const lignes = row.categorie === 'Garanties' ? await garantieLignes(db, row.nomOffre) : null;
      const pdf = await courrierPdf(document, client, lignes ? (doc, root) => drawGarantiesTable(doc, root, lignes) : undefined);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`document-${row.date}-${row.id}.pdf`))
        .send(pdf);
    },
  );
}
