import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import { hit, type Limit } from '../../auth/rateLimit';
import { badRequest, HttpError, MESSAGES } from '../../errors';
import { loadFormContext } from '../../identity/context';
import { currentContrat } from '../../identity/currentContrat';
import { assertValidBody } from '../../validation';
import { isActeName } from '../../../language/validation/validateActe';
import { authorizeActe } from '../../actes/authorizeActe';
import { actesFiledAsDemandes, assertComplianceLocks, manifestOf, readManifests } from '../../actes/manifests';
import { dateEffetErrors } from '../../actes/dateEffetRules';
import { acteChoiceErrors } from '../../actes/acteChoices';
import { adresseErrors } from '../../actes/adresseChecks';
import { documentsOf } from '../../actes/demandes';
import { fileDemande } from '../../actes/fileDemande';
import { assertOwnDocuments } from '../../actes/documentChecks';
import { assertOwnReference } from '../../actes/referenceChecks';
import { assertBeneficiaireCouvert } from '../../actes/beneficiaireCouvert';
import { requestClientCode } from '../../admin/requestClientCode';
import { replies } from '../../schemas/replies';
import { modeGestionOf } from '../../actes/modeGestion';
import { assertSecurityCode } from '../../actes/securityCodeGate';
import '../../types';

/**
 * POST /api/forms/<acte>/form — the generic write for an acte that has no route of
 * its own: a product owner adds schemas/actes/<acte>/ (schema, ui, sample and the manifest
 * <acte>.acte.json with `"effect": "demande"`) and a screen, and the request is validated with
 * that same schema and filed for the back office (table `demandes`). Actes with business
 * behaviour (changementidentifiant, ribprestations…) keep their own routes, which Fastify
 * matches before this parametric one.
 *
 * Only actes whose manifest files them here are accepted: an identity payload (register,
 * login…) can never be filed as a request by calling the route by hand. The manifest's roles,
 * contract states, features and security-code step are enforced here, and its management mode
 * (modes_gestion) decides the answer; properties the schema does not declare are
 * dropped; a member files at most DEMANDES_PER_DAY demandes a day.
 */
export const DEMANDES_PER_DAY: Limit = { name: 'demandes:user', max: 20, windowMs: 24 * 60 * 60_000 };
/** The largest demande kept (its JSON, after validation and stripping). */
export const MAX_DEMANDE_BYTES = 16_384;

export const DEMANDE_MESSAGES = {
  tooMany: 'Vous avez atteint le nombre maximal de demandes pour aujourd’hui. Merci de réessayer demain.',
  tooBig: 'La demande est trop volumineuse.',
} as const;

export default async function genericActeRoutes(app: FastifyInstance): Promise<void> {
  // A compliance-locked acte (résiliation) that a feature could hide: the server does not start.
  assertComplianceLocks(readManifests().values());
  const accepted = actesFiledAsDemandes();
  // The VEL options are filed the same way at POST /api/vel/<acte>.
  for (const url of ['/api/forms/:acte/form', '/api/vel/:acte'])
  app.post<{ Params: { acte: string }; Body: Record<string, unknown> }>(
    url,
    {
      preHandler: requireUser,
      schema: {
        params: { type: 'object', properties: { acte: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } }, required: ['acte'] },
        body: { type: 'object' },
        response: replies(
          {
            type: 'object',
            properties: { isModeGestionManuel: { type: 'boolean' }, isEnvoiArActivated: { type: 'boolean' }, demandeId: { type: 'integer' } },
            required: ['isModeGestionManuel', 'isEnvoiArActivated'],
          },
          [400, 401, 403, 404, 429],
        ),
      },
    },
    async (request, reply) => {
      const { acte } = request.params;
      if (!accepted.has(acte) || !isActeName(acte)) throw new HttpError(404, MESSAGES.notFound, 'UnknownActe');
      const manifest = manifestOf(acte);
      // Each acte at the URL its manifest names: no VEL option through /api/forms, no other acte through /api/vel.
      if (!manifest.endpoints.some((e) => e.path === url.replace(':acte', acte))) throw new HttpError(404, MESSAGES.notFound, 'UnknownActe');
      await authorizeActe(request, manifest, await currentContrat(request));
      const { context } = await loadFormContext(request);
      // The schema may ask for a document in manual mode only (the RIB file): it sees the mode in its context.
      const modeGestion = await modeGestionOf(app.db, manifest, await requestClientCode(request));
      const data = assertValidBody(acte, request.body, { ...context, modeGestion });
      await assertSecurityCode(request, manifest);
      // Date-effet rules are data (date_effet_rules): a date outside them is refused under its field.
      const refusals = await dateEffetErrors(app.db, acte, data as Record<string, unknown>, context.contrat, app.config.now(), await requestClientCode(request) ?? undefined);
      if (refusals.length) throw badRequest(refusals[0].message, 'DateEffetRefused', { errors: refusals });
      const notOffered = await acteChoiceErrors(request, acte, data as Record<string, unknown>);
      if (notOffered.length) throw badRequest(notOffered[0].message, 'ChoiceNotOffered', { errors: notOffered });
      const unknownPlaces = adresseErrors(data as Record<string, unknown>);
      if (unknownPlaces.length) throw badRequest(unknownPlaces[0].message, 'AdresseInconnue', { errors: unknownPlaces });
      if (Buffer.byteLength(JSON.stringify(data)) > MAX_DEMANDE_BYTES) throw badRequest(DEMANDE_MESSAGES.tooBig, 'DemandeTooBig');
      const user = request.user!;
      // The documents are ids: each must be one of the member's uploads, within the acte's limits.
      const documents = await assertOwnDocuments(app.db, user.id, documentsOf(data), manifest.documents);
      await assertOwnReference(app.db, user.id, manifest, data as Record<string, unknown>);
      await assertBeneficiaireCouvert(app.db, manifest, data, context.contrat);
      if ((await hit(app.db, DEMANDES_PER_DAY, user.id, app.config.now())) > DEMANDES_PER_DAY.max) {
        reply.header('retry-after', String(DEMANDES_PER_DAY.windowMs / 1000));
        throw new HttpError(429, DEMANDE_MESSAGES.tooMany, 'TooManyDemandes');
      }
      // Filed under the request's client: its back office processes it, its mail templates are used.
      const clientCode = await requestClientCode(request);
      const { demandeId, mailIds, applied } = await app.db.transaction((tx) =>
        fileDemande(tx, request, { manifest, data: data as Record<string, unknown>, numeroContrat: context.contrat, modeGestion, documents, clientCode }),
      );
      void app.mailer.deliver(mailIds);
      // Not applied (manual mode, or a beneficiary's account): the back office processes it by hand and
      // the member is told so; the member gets an acknowledgement for every demande, written with it.
      return { isModeGestionManuel: !applied, isEnvoiArActivated: true, demandeId };
    },
  );
}
