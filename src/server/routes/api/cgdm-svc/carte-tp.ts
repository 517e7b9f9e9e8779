import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { HttpError } from '../../../errors';
import { currentOrFirstContrat } from '../../../identity/memberContrat';
import { beneficiaireNumPers } from '../../../identity/beneficiaireScope';
import { replies, fileReply, errorReply } from '../../../schemas/replies';
import '../../../types';
import { attachment } from '../../../documents/attachment';
import { carteTpBeneficiaires, carteTpValidity } from '../../../documents/carteTp';
import { carteTpPdf } from '../../../documents/carteTpPdf';
import { clientIdentite } from '../../../documents/clientIdentite';
import { clientCodeOf } from '../../../clientHost';
import { clientBrand } from '../../../branding/clientBrand';

/**
 * "Carte tiers payant" (screens/member/carte-tp.screen.json), for the current
 * contract (X-NumContrat, checked: not the member's → 403; else their first contract):
 * - GET /api/cgdm-svc/carte-tp → { carte: null | { numeroContrat, nomOffre, organisme, numeroAmc, codeAiguillage, telephoneProfessionnels,
 *   dateDebutValidite, dateFinValidite, beneficiaires: [...], domaines: [{ code, libelle }] } }
 * - GET /api/cgdm-svc/carte-tp/print → the card as a PDF (its faces at credit-card size, then on A4 with cutting marks), from the same read.
 * Only a valid contract has a card; it is valid for the current calendar year, within the contract.
 */

export const CARTE_TP_MESSAGES = {
  none: "Aucune carte de tiers payant n'est disponible pour ce contrat.",
} as const;

/** The care domains where the card gives tiers payant. */
export const DOMAINES_TIERS_PAYANT = [
  { code: 'PHAR', libelle: 'Pharmacie' },
  { code: 'LABO', libelle: "Laboratoire d'analyses" },
  { code: 'RADL', libelle: 'Radiologie' },
  { code: 'AUXM', libelle: 'Auxiliaires médicaux' },
  { code: 'HOSP', libelle: 'Hospitalisation' },
  { code: 'OPTI', libelle: 'Optique' },
  { code: 'DENT', libelle: 'Dentaire' },
  { code: 'AUDI', libelle: 'Audioprothèse' },
] as const;

const text = { type: 'string' } as const;

const carteSchema = {
  type: 'object',
  properties: {
    numeroContrat: text,
    nomOffre: text,
    organisme: text,
    numeroAmc: text,
    codeAiguillage: text,
    telephoneProfessionnels: text,
    dateDebutValidite: text,
    dateFinValidite: text,
    beneficiaires: {
      type: 'array',
      items: {
        type: 'object',
        properties: { codeCivilite: text, nom: text, prenom: text, numPers: text, dateNaissance: text, rang: text },
        required: ['codeCivilite', 'nom', 'prenom', 'numPers', 'dateNaissance', 'rang'],
      },
    },
    domaines: { type: 'array', items: { type: 'object', properties: { code: text, libelle: text }, required: ['code', 'libelle'] } },
  },
  required: ['numeroContrat', 'nomOffre', 'organisme', 'numeroAmc', 'codeAiguillage', 'telephoneProfessionnels', 'dateDebutValidite', 'dateFinValidite', 'beneficiaires', 'domaines'],
} as const;

export type CarteTp = FromSchema<typeof carteSchema>;

async function carteOf(request: FastifyRequest): Promise<CarteTp | null> {
  const contrat = await currentOrFirstContrat(request);
  if (!contrat || contrat.etat !== 'valide') return null;
  const { db } = request.server;
  const validity = await carteTpValidity(db, contrat.dateDebut, contrat.dateFin);
  const beneficiaires = await carteTpBeneficiaires(db, contrat.id, await beneficiaireNumPers(request));
  const client = await clientIdentite(db, await clientCodeOf(request));
  return {
    numeroContrat: contrat.numero,
    nomOffre: contrat.nomOffre,
    organisme: client.raisonSociale,
    numeroAmc: client.numeroAmc ?? '',
    codeAiguillage: client.codeAiguillage ?? '',
    telephoneProfessionnels: client.telephoneProfessionnels ?? '',
    dateDebutValidite: validity.debut,
    dateFinValidite: validity.fin,
    beneficiaires,
    domaines: DOMAINES_TIERS_PAYANT.map((d) => ({ ...d })),
  };
}

export default async function carteTpRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/cgdm-svc/carte-tp',
    {
      schema: { response: replies({ type: 'object', properties: { carte: { anyOf: [{ type: 'null' }, carteSchema] } }, required: ['carte'] }, [401, 403]) },
    },
    async (request) => ({ carte: await carteOf(request) }),
  );

  app.get('/api/cgdm-svc/carte-tp/print', { schema: { response: { 200: fileReply('La carte de tiers payant en PDF', 'application/pdf'), 401: errorReply, 403: errorReply, 404: errorReply } } }, async (request, reply) => {
    const carte = await carteOf(request);
    if (!carte) throw new HttpError(404, CARTE_TP_MESSAGES.none, 'CarteTpAbsente');
    const pdf = await carteTpPdf(carte, await clientBrand(app.db, await clientCodeOf(request)));
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(`carte-tiers-payant-${carte.numeroContrat}.pdf`))
      .send(pdf);
  });
}
