import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { HttpError } from '../../../errors';
import { currentOrFirstContrat } from '../../../identity/memberContrat';
import { beneficiaireNumPers } from '../../../identity/beneficiaireScope';
import { formatDateFr, fromIsoDate } from '../../../../domain/dates';
import { replies, fileReply, errorReply } from '../../../schemas/replies';
import '../../../types';
import { attachment } from '../../../documents/attachment';
import { taggedPdf } from '../../../documents/taggedPdf';
import { carteTpValidity } from '../../../documents/carteTp';
import { visibleBeneficiaires } from '../../../contrats/beneficiaires';
import { clientBrand, type ClientBrand } from '../../../branding/clientBrand';
import { clientCodeOf } from '../../../clientHost';
import { drawLetterheadBrand } from '../../../documents/letterheadBrand';

/**
 * "Carte tiers payant" (screens/member/carte-tp.screen.json), for the current
 * contract (X-NumContrat, checked: not the member's → 403; else their first contract):
 * - GET /api/cgdm-svc/carte-tp → { carte: null | { numeroContrat, nomOffre, organisme, numeroAmc,
 *   dateDebutValidite, dateFinValidite, beneficiaires: [...], domaines: [{ code, libelle }] } }
 * - GET /api/cgdm-svc/carte-tp/print → the card as a PDF (pdfkit), named by content-disposition.
 * Only a valid contract has a card; it is valid for the current calendar year, within the contract.
 */

export const CARTE_TP_MESSAGES = {
  none: "Aucune carte de tiers payant n'est disponible pour ce contrat.",
} as const;

/** The mutuelle as the card names it (numéro AMC: its number for the professionals' software). */
export const ORGANISME = { libelle: 'Mutuelle Santé Démo', numeroAmc: '99123456' } as const;

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
    dateDebutValidite: text,
    dateFinValidite: text,
    beneficiaires: {
      type: 'array',
      items: {
        type: 'object',
        properties: { codeCivilite: text, nom: text, prenom: text, numPers: text, dateNaissance: text },
        required: ['codeCivilite', 'nom', 'prenom', 'numPers', 'dateNaissance'],
      },
    },
    domaines: { type: 'array', items: { type: 'object', properties: { code: text, libelle: text }, required: ['code', 'libelle'] } },
  },
  required: ['numeroContrat', 'nomOffre', 'organisme', 'numeroAmc', 'dateDebutValidite', 'dateFinValidite', 'beneficiaires', 'domaines'],
} as const;

export type CarteTp = FromSchema<typeof carteSchema>;

async function carteOf(request: FastifyRequest): Promise<CarteTp | null> {
  const contrat = await currentOrFirstContrat(request);
  if (!contrat || contrat.etat !== 'valide') return null;
  const { db } = request.server;
  const validity = await carteTpValidity(db, contrat.dateDebut, contrat.dateFin);
  const beneficiaires = await visibleBeneficiaires(db, contrat.id, await beneficiaireNumPers(request));
  return {
    numeroContrat: contrat.numero,
    nomOffre: contrat.nomOffre,
    organisme: ORGANISME.libelle,
    numeroAmc: ORGANISME.numeroAmc,
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

const fr = (iso: string) => formatDateFr(fromIsoDate(iso)) || iso;

/** The card laid out by pdfkit (standard Helvetica: no font file to ship). */
export function carteTpPdf(carte: CarteTp, brand: ClientBrand): Promise<Buffer> {
  return taggedPdf({ title: `Carte de tiers payant ${carte.numeroContrat}` }, { size: 'A4', margin: 56 }, (doc, root) => {
    drawLetterheadBrand(doc, root, brand);
    const p = { structParent: root, structType: 'P' };
    doc.fontSize(16).text('Carte de tiers payant', { structParent: root, structType: 'H1' });
    doc.moveDown(0.5).fontSize(11).text(`${carte.organisme} – numéro AMC ${carte.numeroAmc}`, p);
    doc.text(`Contrat ${carte.numeroContrat} – ${carte.nomOffre}`, p);
    doc.text(`Valable du ${fr(carte.dateDebutValidite)} au ${fr(carte.dateFinValidite)}`, p);
    doc.moveDown().fontSize(13).text('Bénéficiaires', { structParent: root, structType: 'H2' });
    doc.fontSize(11);
    for (const b of carte.beneficiaires) doc.text(`${b.numPers}  ${b.codeCivilite} ${b.nom} ${b.prenom}, né(e) le ${fr(b.dateNaissance)}`, p);
    doc.moveDown().fontSize(13).text('Tiers payant', { structParent: root, structType: 'H2' });
    doc.fontSize(11);
    for (const d of carte.domaines) doc.text(`${d.code}  ${d.libelle}`, p);
  });
}
