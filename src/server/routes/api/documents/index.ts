import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../errors';
import { memberContrat } from '../../../identity/memberContrat';
import { toIsoDate } from '../../../../domain/dates';
import { ATTESTATION_CATEGORIES, attestationPdf, type AttestationCode } from '../../../documents/attestationPdf';
import { replies, fileReply, errorReply } from '../../../schemas/replies';
import '../../../types';
import { beneficiaireNumPers } from '../../../identity/beneficiaireScope';
import { attachment } from '../../../documents/attachment';
import { attestationBeneficiaires, attestationContrat } from '../../../documents/attestationContrat';
import { letterheadClient } from '../../../documents/clientIdentite';
import { clientCodeOf } from '../../../clientHost';
import { echeancierOf } from '../../../cotisations/echeancier';

/**
 * Attestations of "Mes documents" (screen screens/member/documents.screen.json):
 * - GET /api/documents/categories → { items: [{ code, libelle, description }] }
 * - GET /api/documents/attestation?categorie= → the attestation of the current contract, made now
 *   as a PDF (pdfkit), named by content-disposition.
 * Anonymous → 401; another member's contract → 403 (memberContrat).
 */

export const DOCUMENT_MESSAGES = {
  noContrat: 'Aucun contrat ne permet d’établir cette attestation.',
} as const;

export default async function documentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get(
    '/api/documents/categories',
    {
      schema: {
        response: replies(
          {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { code: { type: 'string' }, libelle: { type: 'string' }, description: { type: 'string' } },
                  required: ['code', 'libelle', 'description'],
                },
              },
            },
            required: ['items'],
          },
          [401],
        ),
      },
    },
    async () => ({ items: ATTESTATION_CATEGORIES }),
  );

  app.get<{ Querystring: { categorie: AttestationCode } }>(
    '/api/documents/attestation',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { categorie: { type: 'string', enum: ATTESTATION_CATEGORIES.map((c) => c.code) } },
          required: ['categorie'],
        },
        response: { 200: fileReply("L'attestation en PDF", 'application/pdf'), 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    async (request, reply) => {
      const numero = await memberContrat(request);
      if (!numero) throw new HttpError(404, DOCUMENT_MESSAGES.noContrat);
      const contrat = await attestationContrat(db, numero, request.user!.adherentId);
      if (!contrat) throw new HttpError(404, DOCUMENT_MESSAGES.noContrat);
      const beneficiaires = await attestationBeneficiaires(db, contrat.id, await beneficiaireNumPers(request));
      const today = app.config.now();
      const { categorie } = request.query;
      const pdf = await attestationPdf({
        code: categorie,
        numero,
        nomOffre: contrat.nom_offre,
        dateDebut: contrat.date_debut,
        titulaire: contrat.titulaire,
        beneficiaires,
        today,
        client: await letterheadClient(db, await clientCodeOf(request)),
        cotisationsPayees: categorie === 'cotisations' ? (await echeancierOf(db, numero, today)).filter((e) => e.payeeLe !== null) : [],
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`attestation-${categorie}-${numero}-${toIsoDate(today)}.pdf`))
        .send(pdf);
    },
  );
}
