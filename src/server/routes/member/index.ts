import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import { issueToken } from '../../auth/tokens';
import { HttpError } from '../../errors';
import { assertValidBody } from '../../validation';
import { loadFormContext } from '../../identity/context';
import { testControlsOn } from '../../config';
import { maskIban, normalizeIban } from '../../../domain/iban';
import { assertActeRole, authorizeActe } from '../../actes/authorizeActe';
import { manifestOf } from '../../actes/manifests';
import type { ActeBodies } from '../../../generated/types';
import '../../types';

/**
 * Member actions raised by the shared modals (issue 6):
 * - POST /api/forms/ribprestations/form { titulaire, iban, bic, rib?, numContrat? } → { isModeGestionManuel, isEnvoiArActivated }
 *   The body is the acte's own (ActeBodies['rib-prestations'], schemas/actes/rib-prestations; the
 *   document is required when the acte's management mode is 'manuel'); the contract is
 *   `numContrat` (the card the form was opened from), else the current one (X-NumContrat). Automatic mode updates the contract's payment details;
 *   manual mode files a request for the back office.
 * - GET /api/identity/sctoken/create?reseau= → { scTokenId } : one-minute single-use token for a care-network provider.
 */


export const RIB_MESSAGES = {
  unknownContract: 'Ce contrat est introuvable.',
  unknownDocument: 'Le document joint est introuvable. Merci de le joindre à nouveau.',
} as const;

export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  // The fields are typed by assertValidBody (ActeBodies['rib-prestations'], generated from the acte's schema).
  app.post<{ Body: Record<string, unknown> }>(
    '/api/forms/ribprestations/form',
    {
      preHandler: requireUser,
      schema: {
        body: { type: 'object' },
        response: {
          200: {
            type: 'object',
            properties: { isModeGestionManuel: { type: 'boolean' }, isEnvoiArActivated: { type: 'boolean' } },
            required: ['isModeGestionManuel', 'isEnvoiArActivated'],
          },
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const manifest = manifestOf('rib-prestations');
      assertActeRole(request, manifest);
      const { rows: modes } = await db.query<{ mode_gestion: string }>(
        "SELECT mode_gestion FROM modes_gestion WHERE id = 'ribPrestationsActeGestion'",
      );
      const modeGestion = modes[0]?.mode_gestion ?? 'automatique';
      const { context } = await loadFormContext(request);
      const fields = request.body;
      // A pasted IBAN ('fr76 3000 …') is validated in its electronic form, as the browser does.
      const normalized = typeof fields.iban === 'string' ? { ...fields, iban: normalizeIban(fields.iban) } : fields;
      const data: ActeBodies['rib-prestations'] = assertValidBody('rib-prestations', normalized, { ...context, modeGestion } as typeof context);
      const numero = data.numContrat ?? context.contrat;
      const { rows: owned } = await db.query<{ id: string; etat: string }>(
        'SELECT id, etat FROM contrats WHERE numero_contrat_individuel = $1 AND adherent_id = $2',
        [numero ?? '', user.adherentId ?? '00000000-0000-0000-0000-000000000000'],
      );
      if (!owned[0]) throw new HttpError(400, RIB_MESSAGES.unknownContract, 'UnknownContract');
      // The contract the RIB is for: its state and the acte's feature (spec §6) decide, not the browser.
      await authorizeActe(request, manifest, { numero: numero!, etat: owned[0].etat });
      const uploadIds = (data.rib ?? []).map((file) => file.remoteFileName);
      if (uploadIds.length > 0) {
        const { rows } = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM uploads WHERE id = ANY ($1::text[]) AND owner_user_id = $2',
          [uploadIds, user.id],
        );
        if (Number(rows[0].n) !== uploadIds.length) throw new HttpError(400, RIB_MESSAGES.unknownDocument, 'UnknownDocument');
      }
      const { iban } = data;
      if (modeGestion === 'manuel') {
        await db.query(
          `INSERT INTO rib_prestations_requests (user_id, numero_contrat, titulaire, iban, bic, upload_ids) VALUES ($1, $2, $3, $4, $5, $6)`,
          [user.id, numero, data.titulaire.trim(), iban, data.bic.toUpperCase(), uploadIds],
        );
        request.log.info({ userId: user.id }, 'rib prestations request filed');
        return { isModeGestionManuel: true, isEnvoiArActivated: false };
      }
      await db.query(
        `UPDATE contrats SET modalite_paiement = $2 WHERE id = $1`,
        [owned[0].id, JSON.stringify({ rib: maskIban(iban), codeModePaiement: 'VIR', isMissing: false })],
      );
      request.log.info({ userId: user.id }, 'rib prestations updated');
      return { isModeGestionManuel: false, isEnvoiArActivated: false };
    },
  );

  app.get<{ Querystring: { reseau?: string } }>(
    '/api/identity/sctoken/create',
    {
      preHandler: requireUser,
      schema: {
        querystring: { type: 'object', properties: { reseau: { type: 'string', maxLength: 50 } } },
        response: { 200: { type: 'object', properties: { scTokenId: { type: 'string' } }, required: ['scTokenId'] } },
      },
    },
    async (request) => {
      const scTokenId = await issueToken(db, request.user!.id, 'Sso', app.config.now(), { reseau: request.query.reseau ?? null });
      return { scTokenId };
    },
  );

  // Browser tests switch the RIB acte between manual and automatic management (test controls only).
  if (testControlsOn(app.config)) {
    app.post<{ Body: { id?: unknown; modeGestion?: unknown } }>('/api/dev/test/mode-gestion', async (request) => {
      const { id, modeGestion } = request.body ?? {};
      if (typeof id !== 'string' || (modeGestion !== 'manuel' && modeGestion !== 'automatique')) {
        throw new HttpError(400, 'id et modeGestion (manuel | automatique) attendus');
      }
      await db.query(
        'INSERT INTO modes_gestion (id, mode_gestion) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET mode_gestion = EXCLUDED.mode_gestion',
        [id, modeGestion],
      );
      return { ok: true };
    });
    // Security-code send/verify counters back to zero between browser scenarios.
    app.post('/api/dev/test/amf-reset', async () => {
      await db.query("DELETE FROM rate_limits WHERE key LIKE 'amf:%'");
      return { ok: true };
    });
  }
}
