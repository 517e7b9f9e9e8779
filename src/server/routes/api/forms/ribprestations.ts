import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../errors';
import { assertValidBody } from '../../../validation';
import { loadFormContext } from '../../../identity/context';
import { normalizeIban } from '../../../../domain/iban';
import { assertActeRole, authorizeActe } from '../../../actes/authorizeActe';
import { manifestOf } from '../../../actes/manifests';
import { modeGestionOf } from '../../../actes/modeGestion';
import { assertSecurityCode } from '../../../actes/securityCodeGate';
import { assertOwnDocuments } from '../../../actes/documentChecks';
import { documentsOf } from '../../../actes/demandes';
import { fileRibChange } from '../../../actes/ribPrestations';
import { ownContratEtat } from '../../../contrats/memberContrats';
import { requestClientCode } from '../../../admin/requestClientCode';
import type { ActeBodies } from '../../../../generated/types';
import '../../../types';

/**
 * Member actions raised by the shared modals:
 * - POST /api/forms/ribprestations/form { titulaire, iban, bic, rib?, numContrat? } → { isModeGestionManuel, isEnvoiArActivated }
 *   The body is the acte's own (ActeBodies['rib-prestations'], schemas/actes/rib-prestations; the
 *   document is required when the acte's management mode is 'manuel'); the contract is
 *   `numContrat` (the card the form was opened from), else the current one (X-NumContrat). A change of
 *   bank details like the others: security code, a demande with its management mode, the member's
 *   mails (fileDemande); automatic mode also updates the contract's payment details at once.
 */

export const RIB_MESSAGES = {
  unknownContract: 'Ce contrat est introuvable.',
} as const;

export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  // The fields are typed by assertValidBody (ActeBodies['rib-prestations'], generated from the acte's schema).
  app.post<{ Body: Record<string, unknown> }>(
    '/api/forms/ribprestations/form',
    {
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
      const modeGestion = await modeGestionOf(db, manifest, await requestClientCode(request));
      const { context } = await loadFormContext(request);
      const fields = request.body;
      // A pasted IBAN ('fr76 3000 …') is validated in its electronic form, as the browser does.
      const normalized = typeof fields.iban === 'string' ? { ...fields, iban: normalizeIban(fields.iban) } : fields;
      const data: ActeBodies['rib-prestations'] = assertValidBody('rib-prestations', normalized, { ...context, modeGestion } as typeof context);
      const numero = data.numContrat ?? context.contrat;
      const owned = await ownContratEtat(db, numero, user.adherentId);
      if (!owned) throw new HttpError(400, RIB_MESSAGES.unknownContract, 'UnknownContract');
      // The contract the RIB is for: its state and the acte's feature decide, not the browser.
      await authorizeActe(request, manifest, { numero: numero!, etat: owned.etat });
      // A change of bank details: the same security-code gate as every other one.
      await assertSecurityCode(request, manifest);
      const documents = await assertOwnDocuments(db, user.id, documentsOf(data), manifest.documents);
      const clientCode = await requestClientCode(request);
      // The IBAN in its electronic form: the automatic mode's application masks it for the contract.
      const { mailIds, applied } = await fileRibChange(db, request, {
        manifest,
        data: { ...data, bic: data.bic.toUpperCase(), titulaire: data.titulaire.trim() },
        numeroContrat: numero!,
        modeGestion,
        documents,
        clientCode,
      });
      void app.mailer.deliver(mailIds);
      request.log.info({ userId: user.id, applied }, 'rib prestations changed');
      return { isModeGestionManuel: !applied, isEnvoiArActivated: true };
    },
  );
}
