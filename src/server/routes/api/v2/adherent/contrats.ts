import type { FastifyInstance } from 'fastify';
import { currentContrat } from '../../../../identity/currentContrat';
import { beneficiaireNumPers } from '../../../../identity/beneficiaireScope';
import { currentOrFirstContrat, ownContrat, type MemberContratRow } from '../../../../identity/memberContrat';
import { memberContrats } from '../../../../contrats/memberContrats';
import { contratBeneficiaireSchema, visibleBeneficiaires } from '../../../../contrats/beneficiaires';
import { garantieLignes } from '../../../../contrats/garantieLignes';
import { contratLabel } from '../../../../../domain/contrat';
import { maskIban } from '../../../../../domain/iban';
import { replies } from '../../../../schemas/replies';
import { echeancierOf, libelleStatut } from '../../../../cotisations/echeancier';
import '../../../../types';

/**
 * "Mes contrats" (screens/member/contrats.screen.json and contrat.screen.json):
 * - GET /api/v2/adherent/contrats → { contrats: [{ numeroContratIndividuel, nomOffre, libelle, etat, typeContrat, dateDebut, dateFin }] }
 * - GET /api/v2/adherent/contrat-courant → the current contract (X-NumContrat, else the first), as
 *   one summary, or null when the member has none (the accueil's « Mon contrat en cours »)
 * - GET /api/v2/adherent/contrats/:numero → the contract in detail: beneficiaries, garanties by
 *   poste de soins with a reimbursement example, cotisations (schedule, payment mode, masked
 *   compte d'encaissement), masked RIB de prestations, fiche salarié of a company contract.
 * The member's own contracts only: one named in the URL or in X-NumContrat that is not theirs is
 * a 403, an anonymous call a 401. IBANs leave the server masked.
 */

export const TYPE_CONTRAT_LABELS = { individuel: 'Contrat individuel', collectif: "Contrat collectif d'entreprise" } as const;

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const amount = { type: 'number' } as const;

const contratSummary = {
  type: 'object',
  properties: {
    numeroContratIndividuel: text,
    nomOffre: text,
    libelle: text,
    etat: { enum: ['eninstance', 'valide', 'resilie', 'suspendu'] },
    typeContrat: text,
    dateDebut: nullableText,
    dateFin: nullableText,
  },
  required: ['numeroContratIndividuel', 'nomOffre', 'libelle', 'etat', 'typeContrat', 'dateDebut', 'dateFin'],
} as const;

const detailReply = {
  type: 'object',
  properties: {
    ...contratSummary.properties,
    beneficiaires: { type: 'array', items: contratBeneficiaireSchema },
    garanties: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: text, poste: text, libelle: text, garantie: text, exemple: text, depense: amount, secu: amount, mutuelle: amount, resteACharge: amount },
        required: ['id', 'poste', 'libelle', 'garantie', 'exemple', 'depense', 'secu', 'mutuelle', 'resteACharge'],
      },
    },
    cotisations: {
      type: 'object',
      properties: {
        modePaiement: nullableText,
        compteEncaissement: nullableText,
        totalAnnuel: amount,
        echeancier: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: text, date: text, montant: amount, statut: { enum: ['payee', 'a_venir'] }, payeeLe: nullableText, libelleStatut: text },
            required: ['id', 'date', 'montant', 'statut', 'payeeLe', 'libelleStatut'],
          },
        },
      },
      required: ['modePaiement', 'compteEncaissement', 'totalAnnuel', 'echeancier'],
    },
    ribPrestations: nullableText,
    ficheSalarie: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { entreprise: text, siret: text, matricule: text, dateEmbauche: text, categorie: text, partEmployeur: amount },
          required: ['entreprise', 'siret', 'matricule', 'dateEmbauche', 'categorie', 'partEmployeur'],
        },
      ],
    },
  },
  required: [...contratSummary.required, 'beneficiaires', 'garanties', 'cotisations', 'ribPrestations', 'ficheSalarie'],
} as const;

function summaryOf(row: MemberContratRow) {
  return {
    numeroContratIndividuel: row.numero,
    nomOffre: row.nomOffre,
    libelle: contratLabel({ nomOffre: row.nomOffre, numeroContratIndividuel: row.numero, etat: row.etat }),
    etat: row.etat,
    typeContrat: TYPE_CONTRAT_LABELS[row.typeContrat],
    dateDebut: row.dateDebut,
    dateFin: row.dateFin,
  };
}

export default async function contratDetailRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get(
    '/api/v2/adherent/contrats',
    { schema: { response: replies({ type: 'object', properties: { contrats: { type: 'array', items: contratSummary } }, required: ['contrats'] }, [401, 403]) } },
    async (request) => {
      await currentContrat(request);
      const rows = await memberContrats(db, request.user!.adherentId ?? '00000000-0000-0000-0000-000000000000', await beneficiaireNumPers(request));
      return { contrats: rows.map(summaryOf) };
    },
  );

  app.get(
    '/api/v2/adherent/contrat-courant',
    { schema: { response: replies({ anyOf: [{ type: 'null' }, contratSummary] }, [401, 403]) } },
    async (request) => {
      const contrat = await currentOrFirstContrat(request);
      return contrat ? summaryOf(contrat) : null;
    },
  );

  app.get<{ Params: { numero: string } }>(
    '/api/v2/adherent/contrats/:numero',
    {
      schema: {
        params: { type: 'object', properties: { numero: { type: 'string', minLength: 1, maxLength: 50 } }, required: ['numero'] },
        response: replies(detailReply, [400, 401, 403]),
      },
    },
    async (request) => {
      const contrat = await ownContrat(request, request.params.numero);
      const beneficiaires = await visibleBeneficiaires(db, contrat.id, await beneficiaireNumPers(request));
      const garanties = await garantieLignes(db, contrat.nomOffre);
      const echeancier = (await echeancierOf(db, contrat.numero, app.config.now())).map((e) => ({
        id: e.date,
        date: e.date,
        montant: e.montant,
        statut: e.payeeLe ? ('payee' as const) : ('a_venir' as const),
        payeeLe: e.payeeLe,
        libelleStatut: libelleStatut(e),
      }));
      const fiche = contrat.typeContrat === 'collectif' ? contrat.ficheSalarie : null;
      return {
        ...summaryOf(contrat),
        beneficiaires,
        garanties,
        cotisations: {
          modePaiement: contrat.modePaiementCotisation,
          compteEncaissement: maskIban(contrat.compteEncaissement),
          // Summed in cents: 12 × 187,40 € is 2 248,80 €, not 2248.7999….
          totalAnnuel: echeancier.reduce((sum, e) => sum + Math.round(e.montant * 100), 0) / 100,
          echeancier,
        },
        ribPrestations: maskIban(contrat.modalitePaiement?.rib),
        ficheSalarie: fiche,
      };
    },
  );
}
