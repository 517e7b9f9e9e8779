import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requireUser } from '../../auth';
import { HttpError } from '../../errors';
import { currentContrat } from '../../identity/currentContrat';
import { authorizeActe } from '../../actes/authorizeActe';
import { manifestOf } from '../../actes/manifests';
import { replies } from '../../schemas/replies';
import { consentCodeStatus, currentConsents, recordConsentAnswer } from '../../consent/consentAnswers';

/**
 * GET /api/consentement → [{ nomConsentement, isAccepted }]: the member's current answers (the
 * latest per consent, else the choice made at registration or activation), so the consent modal
 * shows what was saved.
 * POST /api/consentement { nomConsentement, isAccepted } (the consent action), logged in.
 * Every answer is kept (consent_answers is append-only: the proof trail); the latest one counts.
 * When the reference list `consentement` exists, only its codes are accepted.
 */

const answer = {
  type: 'object',
  properties: { nomConsentement: { type: 'string' }, isAccepted: { type: 'boolean' } },
  required: ['nomConsentement', 'isAccepted'],
} as const;

const body = {
  type: 'object',
  properties: {
    nomConsentement: { type: 'string', minLength: 1, maxLength: 100 },
    isAccepted: { type: 'boolean' },
  },
  required: ['nomConsentement', 'isAccepted'],
  additionalProperties: false,
} as const;

export default async function consentRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/consentement',
    { preHandler: requireUser, schema: { response: replies({ type: 'array', items: answer }, [401]) } },
    async (request) => {
      const current = await currentConsents(app.db, request.user!.id);
      return [...current].map(([nomConsentement, isAccepted]) => ({ nomConsentement, isAccepted }));
    },
  );

  app.post<{ Body: FromSchema<typeof body> }>(
    '/api/consentement',
    {
      preHandler: requireUser,
      schema: {
        body,
        response: replies(answer, [400, 401]),
      },
    },
    async (request) => {
      const { nomConsentement, isAccepted } = request.body;
      const contrat = await currentContrat(request);
      await authorizeActe(request, manifestOf('consentement'), contrat);
      const known = await consentCodeStatus(app.db, nomConsentement);
      if (known.listed && !known.known) {
        throw new HttpError(400, 'Ce consentement est inconnu.', undefined, {
          errors: [{ path: '/nomConsentement', message: 'Ce consentement est inconnu.' }],
        });
      }
      const numeroContrat = contrat?.numero ?? null;
      await recordConsentAnswer(app.db, request.user!.id, nomConsentement, isAccepted, numeroContrat);
      return { nomConsentement, isAccepted };
    },
  );
}
