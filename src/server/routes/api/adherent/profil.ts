import type { FastifyInstance } from 'fastify';
import { currentOrFirstContrat } from '../../../identity/memberContrat';
import { beneficiaireNumPers } from '../../../identity/beneficiaireScope';
import { beneficiairesOfContrat } from '../../../contrats/beneficiaires';
import { profilOf, situationFamilialeOf } from '../../../identity/adherentProfil';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * "Mon profil" (screens/member/profil.screen.json), the logged-in member only:
 * - GET /api/adherent/profil/v2 → { personne, adresse (every address field), contacts, dematerialisation,
 *   abonnements (the account's subscriptions) }
 * - GET /api/adherent/profil/situation-familiale → { situationFamiliale, beneficiaires } of the
 *   current contract (X-NumContrat, checked: not theirs → 403; else their first contract), each
 *   with its télétransmission (NOEMIE) and the reason when it is refused.
 * A beneficiary's own account reads himself: his identity, his account's e-mail, his télétransmission,
 * himself alone among the people of the contract, never the holder's identity, contacts or situation.
 */

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const motif = { anyOf: [{ type: 'null' }, { type: 'object', properties: { libelle: text }, required: ['libelle'] }] } as const;

/** The address fields, every one present (null when the address has none). */
export const ADRESSE_FIELDS = [
  'codePays', 'adresseEtrangere', 'libellePays', 'pointRemiseCourrier', 'numVoie', 'libelleCourtBtq', 'libelleCourtNatureVoie',
  'libelleVoie', 'complementGeographique', 'codeCedex', 'nomCedex', 'bureauCedex', 'mentionParticuliere', 'lieuDit', 'codePostal', 'localite',
] as const;

const adresseSchema = {
  type: 'object',
  properties: Object.fromEntries(ADRESSE_FIELDS.map((field) => [field, field === 'adresseEtrangere' ? { type: 'boolean' } : nullableText])),
  required: [...ADRESSE_FIELDS],
};

const profilReply = {
  type: 'object',
  properties: {
    personne: {
      type: 'object',
      properties: { civilite: text, nom: text, prenom: text, dateNaissance: text, nompatronymique: nullableText, teletransmission: { type: 'boolean' }, motifRefusTeletransmission: motif },
      required: ['civilite', 'nom', 'prenom', 'dateNaissance', 'nompatronymique', 'teletransmission', 'motifRefusTeletransmission'],
    },
    adresse: adresseSchema,
    contacts: { type: 'object', properties: { email: nullableText, telephoneMobile: nullableText, telephoneFixe: nullableText }, required: ['email', 'telephoneMobile', 'telephoneFixe'] },
    dematerialisation: { type: 'boolean' },
    abonnements: {
      type: 'object',
      properties: { lettreInformation: { type: 'boolean' }, alertesRemboursement: { type: 'boolean' }, offresPartenaires: { type: 'boolean' } },
      required: ['lettreInformation', 'alertesRemboursement', 'offresPartenaires'],
    },
  },
  required: ['personne', 'adresse', 'contacts', 'dematerialisation', 'abonnements'],
};

const situationReply = {
  type: 'object',
  properties: {
    situationFamiliale: nullableText,
    beneficiaires: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: text, codeCivilite: text, nom: text, prenom: text, numPers: text, dateNaissance: text, teletransmission: { type: 'boolean' }, motifRefusTeletransmission: motif },
        required: ['id', 'codeCivilite', 'nom', 'prenom', 'numPers', 'dateNaissance', 'teletransmission', 'motifRefusTeletransmission'],
      },
    },
  },
  required: ['situationFamiliale', 'beneficiaires'],
};

export default async function profilRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  async function beneficiairesOf(contratId: string | undefined, numPers: string | null) {
    if (!contratId) return [];
    const rows = await beneficiairesOfContrat(db, contratId, numPers);
    return rows.map(({ motif: libelle, ...row }) => ({ ...row, motifRefusTeletransmission: libelle ? { libelle } : null }));
  }

  app.get('/api/adherent/profil/v2', { schema: { response: replies(profilReply, [401, 403]) } }, async (request) => {
    const contrat = await currentOrFirstContrat(request);
    const numPers = await beneficiaireNumPers(request);
    const row = await profilOf(db, request.user!.adherentId, request.user!.id);
    // The holder is the contract's first insured person; a beneficiary's account is its own person.
    const self = (await beneficiairesOf(contrat?.id, numPers)).find((b) => b.numPers === (numPers ?? '01'));
    const stored = row?.adresse ?? {};
    // The subscriptions are the account's own, a beneficiary's account's too.
    const abonnements = {
      lettreInformation: row?.lettreInformation === true,
      alertesRemboursement: row?.alertesRemboursement === true,
      offresPartenaires: row?.offresPartenaires === true,
    };
    const adresse = Object.fromEntries(
      ADRESSE_FIELDS.map((field) => [field, field === 'adresseEtrangere' ? stored[field] === true : typeof stored[field] === 'string' ? stored[field] : null]),
    );
    if (numPers !== null) {
      return {
        personne: {
          civilite: self?.codeCivilite ?? '',
          nom: self?.nom ?? '',
          prenom: self?.prenom ?? '',
          dateNaissance: self?.dateNaissance ?? '',
          nompatronymique: null,
          teletransmission: self?.teletransmission ?? false,
          motifRefusTeletransmission: self?.motifRefusTeletransmission ?? null,
        },
        // The household's postal address is the contract's; the holder's contacts are not his.
        adresse,
        contacts: { email: row?.userName ?? null, telephoneMobile: null, telephoneFixe: null },
        dematerialisation: row?.dematerialisation ?? true,
        abonnements,
      };
    }
    return {
      personne: {
        civilite: row?.civilite ?? '',
        nom: row?.nom ?? '',
        prenom: row?.prenom ?? '',
        dateNaissance: row?.dateNaissance ?? '',
        nompatronymique: row?.nompatronymique ?? null,
        teletransmission: self?.teletransmission ?? false,
        motifRefusTeletransmission: self?.motifRefusTeletransmission ?? null,
      },
      adresse,
      contacts: { email: row?.email ?? null, telephoneMobile: row?.telephoneMobile ?? null, telephoneFixe: row?.telephoneFixe ?? null },
      dematerialisation: row?.dematerialisation ?? true,
      abonnements,
    };
  });

  app.get('/api/adherent/profil/situation-familiale', { schema: { response: replies(situationReply, [401, 403]) } }, async (request) => {
    const contrat = await currentOrFirstContrat(request);
    const numPers = await beneficiaireNumPers(request);
    const situation = await situationFamilialeOf(db, request.user!.adherentId);
    // The situation familiale is the holder's own: not a beneficiary's to read.
    return { situationFamiliale: numPers === null ? situation : null, beneficiaires: await beneficiairesOf(contrat?.id, numPers) };
  });
}
