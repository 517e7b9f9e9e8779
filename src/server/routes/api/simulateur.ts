import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole } from '../../auth';
import { MEMBER_ROLES } from '../../../language/roles';
import { HttpError } from '../../errors';
import { currentOrFirstContrat, type MemberContratRow } from '../../identity/memberContrat';
import { loadFormContext } from '../../identity/context';
import { assertValidBody } from '../../validation';
import { authorizeActe } from '../../actes/authorizeActe';
import { manifestOf } from '../../actes/manifests';
import { currentContrat } from '../../identity/currentContrat';
import { beneficiaireNumPers } from '../../identity/beneficiaireScope';
import { libelleGarantie, simulerRemboursement, type SecteurPraticien } from '../../../domain/garanties';
import { baremeOf, garantieBareme, garantiePostes } from '../../contrats/garanties';
import { visibleBeneficiaireName } from '../../contrats/beneficiaires';
import { replies } from '../../schemas/replies';
import '../../types';

/**
 * The reimbursement simulator (screen screens/member/simulateur.screen.json):
 * - GET /api/v2/simulateurprestation/postes → [{ code, libelle, secteur }]: the postes de soins of
 *   the current contract's garanties (code = the row's order), for the acte's "referentiel" field;
 * - POST /api/simulateurprestation and /api/v2/simulateurprestation (acte `simulateur`)
 *   { beneficiaire, poste, prix, secteur? } → { poste, libelle, prix, secu, mutuelle, resteACharge }
 *   computed by simulerRemboursement (src/domain/garanties.ts), the rule the garanties table uses.
 * The current contract (X-NumContrat, else the member's first); one not theirs → 403.
 */

export const SIMULATEUR_MESSAGES = {
  noContrat: "Aucun contrat ne permet de simuler un remboursement.",
  unknownPoste: "Ce poste de soins ne fait pas partie des garanties de votre contrat.",
  unknownBeneficiaire: "Ce bénéficiaire n'est pas couvert par votre contrat.",
} as const;

const text = { type: 'string' } as const;
const amount = { type: 'number' } as const;

const resultReply = {
  type: 'object',
  properties: {
    beneficiaire: text, poste: text, libelle: text, garantie: text, secteur: { type: ['string', 'null'] },
    prix: amount, secu: amount, mutuelle: amount, resteACharge: amount,
  },
  required: ['beneficiaire', 'poste', 'libelle', 'garantie', 'secteur', 'prix', 'secu', 'mutuelle', 'resteACharge'],
} as const;

async function contratOf(request: FastifyRequest): Promise<MemberContratRow> {
  const contrat = await currentOrFirstContrat(request);
  if (!contrat) throw new HttpError(404, SIMULATEUR_MESSAGES.noContrat);
  return contrat;
}

export default async function simulateurRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get(
    '/api/v2/simulateurprestation/postes',
    {
      preHandler: requireRole(...MEMBER_ROLES),
      schema: {
        response: replies(
          { type: 'array', items: { type: 'object', properties: { code: text, libelle: text, secteur: { type: 'boolean' } }, required: ['code', 'libelle', 'secteur'] } },
          [401, 403],
        ),
      },
    },
    async (request) => {
      const contrat = await currentOrFirstContrat(request);
      if (!contrat) return [];
      return (await garantiePostes(db, contrat.nomOffre)).map((row) => ({ code: String(row.ordre), libelle: `${row.poste} – ${row.libelle}`, secteur: row.secteur }));
    },
  );

  const simulate = async (request: FastifyRequest) => {
    const { context } = await loadFormContext(request);
    await authorizeActe(request, manifestOf('simulateur'), await currentContrat(request));
    const body = assertValidBody('simulateur', request.body, context);
    const contrat = await contratOf(request);
    const [row, person] = await Promise.all([
      baremeOf(db, contrat.nomOffre, Number(body.poste)),
      // A beneficiary's account simulates for himself only: another person of the contract is unknown to it.
      visibleBeneficiaireName(db, contrat.id, body.beneficiaire, await beneficiaireNumPers(request)),
    ]);
    if (!row) throw new HttpError(400, SIMULATEUR_MESSAGES.unknownPoste, 'ValidationFailed', { errors: [{ path: '/poste', message: SIMULATEUR_MESSAGES.unknownPoste }] });
    if (!person) throw new HttpError(400, SIMULATEUR_MESSAGES.unknownBeneficiaire, 'ValidationFailed', { errors: [{ path: '/beneficiaire', message: SIMULATEUR_MESSAGES.unknownBeneficiaire }] });
    const secteur = row.nonOptam !== null ? ((body.secteur as SecteurPraticien | undefined) ?? 'secteur1') : null;
    const split = simulerRemboursement(
      garantieBareme(row),
      body.prix,
      secteur ?? undefined,
    );
    return { beneficiaire: `${person.prenom} ${person.nom}`, poste: row.poste, libelle: row.libelle, garantie: libelleGarantie(row.type, row.valeur === null ? null : Number(row.valeur)), secteur, prix: body.prix, ...split };
  };

  const options = { preHandler: requireRole(...MEMBER_ROLES), schema: { response: replies(resultReply, [400, 401, 403, 404]) } };
  app.post('/api/simulateurprestation', options, simulate);
  app.post('/api/v2/simulateurprestation', options, simulate);
}
