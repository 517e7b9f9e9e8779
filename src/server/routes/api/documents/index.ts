import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../errors';
import { memberContrat } from '../../../identity/memberContrat';
import { toIsoDate } from '../../../../domain/dates';
import { ATTESTATION_CATEGORIES, attestationPdf, type AttestationCode } from '../../../documents/attestationPdf';
import { replies } from '../../../schemas/replies';
import '../../../types';
import { beneficiaireNumPers, personVisibleToBeneficiaire } from '../../../identity/beneficiaireScope';
import { attachment } from '../../../documents/attachment';

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
      },
    },
    async (request, reply) => {
      const numero = await memberContrat(request);
      if (!numero) throw new HttpError(404, DOCUMENT_MESSAGES.noContrat);
      const { rows } = await db.query<{ id: string; nom_offre: string; date_debut: string | null; titulaire: string }>(
        `SELECT k.id, k.nom_offre, to_char(k.date_debut, 'YYYY-MM-DD') AS date_debut, a.prenom || ' ' || a.nom AS titulaire
           FROM contrats k JOIN adherents a ON a.id = k.adherent_id
          WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2`,
        [numero, request.user!.adherentId],
      );
      if (!rows[0]) throw new HttpError(404, DOCUMENT_MESSAGES.noContrat);
      const { rows: beneficiaires } = await db.query<{ nom: string; prenom: string; numPers: string; dateNaissance: string }>(
        `SELECT nom, prenom, num_pers AS "numPers", to_char(date_naissance, 'YYYY-MM-DD') AS "dateNaissance"
           FROM beneficiaires b WHERE b.contrat_id = $1 AND ${personVisibleToBeneficiaire('b', 2)} ORDER BY num_pers`,
        [rows[0].id, await beneficiaireNumPers(request)],
      );
      const today = app.config.now();
      const { categorie } = request.query;
      const pdf = await attestationPdf({
        code: categorie,
        numero,
        nomOffre: rows[0].nom_offre,
        dateDebut: rows[0].date_debut,
        titulaire: rows[0].titulaire,
        beneficiaires,
        today,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`attestation-${categorie}-${numero}-${toIsoDate(today)}.pdf`))
        .send(pdf);
    },
  );
}
