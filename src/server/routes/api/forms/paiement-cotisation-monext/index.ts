import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../../errors';
import { loadFormContext } from '../../../../identity/context';
import { currentContrat } from '../../../../identity/currentContrat';
import { authorizeActe } from '../../../../actes/authorizeActe';
import { manifestOf } from '../../../../actes/manifests';
import { assertValidBody } from '../../../../validation';
import { formatDateFr, fromIsoDate } from '../../../../../domain/dates';
import { replies } from '../../../../schemas/replies';
import { echeancesARegler } from '../../../../cotisations/echeancier';
import { PAYMENT_PAGE_PATH } from '../../../../cotisations/monext';
import { openPaiement, paiementOf, recordReturn } from '../../../../cotisations/paiementsMonext';
import '../../../../types';

/**
 * paiement-cotisation-monext (token then transaction):
 * - GET  /api/forms/paiement-cotisation-monext/echeances → the échéances of the current contract's
 *   échéancier still to pay (cotisations/echeancier.ts), as a reference list { code: date, libelle, montant };
 * - POST /api/forms/paiement-cotisation-monext/token { echeance } → { token, redirectUrl, montant }:
 *   the amount is the échéancier's, read here; the browser then goes to the payment page
 *   (routes/paiement/monext.ts plays Monext's hosted page);
 * - GET  /api/forms/paiement-cotisation-monext/transaction?token= — the return URL the payment page
 *   sends the member back to: records the page's result once (a second return changes nothing),
 *   then goes to the result screen #/actes/paiement-cotisation-monext/resultat/<token>;
 * - GET  /api/forms/paiement-cotisation-monext/transaction/:token → the recorded result, for its owner.
 */
export const PAIEMENT_MESSAGES = {
  echeanceInconnue: "Cette échéance n'est pas à régler sur ce contrat. Merci de la choisir dans la liste.",
  paiementInconnu: 'Ce paiement est introuvable.',
} as const;

const euros = (montant: number) => `${montant.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
export const echeanceLibelle = (date: string, montant: number) => `Échéance du ${formatDateFr(fromIsoDate(date))} : ${euros(montant)}`;

const transaction = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    statut: { type: 'string', enum: ['en_attente', 'paye', 'annule'] },
    libelleStatut: { type: 'string' },
    numeroContrat: { type: 'string' },
    echeance: { type: 'string' },
    montant: { type: 'string' },
    transactionId: { type: ['string', 'null'] },
  },
  required: ['token', 'statut', 'libelleStatut', 'numeroContrat', 'echeance', 'montant', 'transactionId'],
} as const;

const LIBELLES_STATUT = {
  en_attente: 'Paiement en attente',
  paye: 'Paiement accepté',
  annule: 'Paiement annulé',
} as const;

export default async function paiementMonextRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  /** What is still to pay of a contract's échéancier (the échéancier's own rule), oldest first. */
  const unpaid = (numero: string) => echeancesARegler(db, numero, app.config.now());

  app.get(
    '/api/forms/paiement-cotisation-monext/echeances',
    {
      schema: {
        response: replies(
          {
            type: 'array',
            items: { type: 'object', properties: { code: { type: 'string' }, libelle: { type: 'string' }, montant: { type: 'number' } }, required: ['code', 'libelle', 'montant'] },
          },
          [401, 403],
        ),
      },
    },
    async (request) => {
      const contrat = await currentContrat(request);
      if (!contrat) return [];
      return (await unpaid(contrat.numero)).map((e) => ({ code: e.date, libelle: echeanceLibelle(e.date, e.montant), montant: e.montant }));
    },
  );

  app.post(
    '/api/forms/paiement-cotisation-monext/token',
    {
      schema: {
        body: { type: 'object' },
        response: replies(
          { type: 'object', properties: { token: { type: 'string' }, redirectUrl: { type: 'string' }, montant: { type: 'number' } }, required: ['token', 'redirectUrl', 'montant'] },
          [400, 401, 403],
        ),
      },
    },
    async (request) => {
      const manifest = manifestOf('paiement-cotisation-monext');
      const contrat = await currentContrat(request);
      await authorizeActe(request, manifest, contrat);
      const { context } = await loadFormContext(request);
      const body = assertValidBody('paiement-cotisation-monext', request.body, context);
      // The amount is the échéancier's: a body cannot choose what it pays.
      const echeance = contrat ? (await unpaid(contrat.numero)).find((e) => e.date === body.echeance) : undefined;
      if (!contrat || !echeance) {
        throw new HttpError(400, PAIEMENT_MESSAGES.echeanceInconnue, 'EcheanceInconnue', { errors: [{ path: '/echeance', message: PAIEMENT_MESSAGES.echeanceInconnue }] });
      }
      const token = randomBytes(24).toString('base64url');
      await openPaiement(db, { token, userId: request.user!.id, numeroContrat: contrat.numero, dateEcheance: echeance.date, montant: echeance.montant });
      return { token, redirectUrl: `${PAYMENT_PAGE_PATH}/${token}`, montant: echeance.montant };
    },
  );

  const tokenSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' } as const;

  app.get<{ Querystring: { token: string } }>(
    '/api/forms/paiement-cotisation-monext/transaction',
    {
      schema: { querystring: { type: 'object', properties: { token: tokenSchema }, required: ['token'] }, response: replies({}, [400, 401, 403, 404]) },
    },
    async (request, reply) => {
      const { token } = request.query;
      // Recorded once: only a pending payment whose page has answered changes; a second return finds it done.
      const recorded = await recordReturn(db, token, request.user!.id, app.config.now());
      if (recorded === 'unknown') throw new HttpError(404, PAIEMENT_MESSAGES.paiementInconnu, 'PaiementInconnu');
      if (recorded === 'recorded') request.log.info({ token: token.slice(0, 6) }, 'paiement de cotisation enregistré');
      return reply.redirect(`/#/actes/paiement-cotisation-monext/resultat/${token}`, 303);
    },
  );

  app.get<{ Params: { token: string } }>(
    '/api/forms/paiement-cotisation-monext/transaction/:token',
    {
      schema: { params: { type: 'object', properties: { token: tokenSchema }, required: ['token'] }, response: replies(transaction, [400, 401, 404]) },
    },
    async (request) => {
      const row = await paiementOf(db, request.params.token, request.user!.id);
      if (!row) throw new HttpError(404, PAIEMENT_MESSAGES.paiementInconnu, 'PaiementInconnu');
      return {
        token: request.params.token,
        statut: row.statut,
        libelleStatut: LIBELLES_STATUT[row.statut],
        numeroContrat: row.numero_contrat,
        echeance: row.echeance,
        montant: euros(Number(row.montant)),
        transactionId: row.transaction_id,
      };
    },
  );
}
