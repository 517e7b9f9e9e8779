import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import { HttpError } from '../../errors';
import { currentContrat } from '../../identity/currentContrat';
import { authorizeActe } from '../../actes/authorizeActe';
import { manifestOf } from '../../actes/manifests';
import { replies } from '../../schemas/replies';

/**
 * GET /api/consentement → [{ nomConsentement, isAccepted }]: the member's current answers (the
 * latest per consent, else the choice made at registration or activation), so the consent modal
 * shows what was saved.
 * POST /api/consentement { nomConsentement, isAccepted } (the consent action), logged in.
 * Every answer is kept (consent_answers is append-only: the proof trail); the latest one counts.
 * When the reference list `consentement` exists, only its codes are accepted.
 */

interface Body {
  nomConsentement: string;
  isAccepted: boolean;
}

const answer = {
  type: 'object',
  properties: { nomConsentement: { type: 'string' }, isAccepted: { type: 'boolean' } },
  required: ['nomConsentement', 'isAccepted'],
} as const;

export default async function consentRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/consentement',
    { preHandler: requireUser, schema: { response: replies({ type: 'array', items: answer }, [401]) } },
    async (request) => {
      // The choices made when the account was registered or activated (users.consentements)…
      const { rows: given } = await app.db.query<{ consentements: unknown }>('SELECT consentements FROM users WHERE id = $1', [request.user!.id]);
      const current = new Map<string, boolean>();
      for (const consent of Array.isArray(given[0]?.consentements) ? (given[0].consentements as unknown[]) : []) {
        const { nom, accepted } = (consent ?? {}) as { nom?: unknown; accepted?: unknown };
        if (typeof nom === 'string' && typeof accepted === 'boolean') current.set(nom, accepted);
      }
      // …then the answers given since (append-only table: the highest id per consent is the current one).
      const { rows } = await app.db.query<{ nom_consentement: string; is_accepted: boolean }>(
        `SELECT DISTINCT ON (nom_consentement) nom_consentement, is_accepted
           FROM consent_answers WHERE user_id = $1
          ORDER BY nom_consentement, id DESC`,
        [request.user!.id],
      );
      for (const row of rows) current.set(row.nom_consentement, row.is_accepted);
      return [...current].map(([nomConsentement, isAccepted]) => ({ nomConsentement, isAccepted }));
    },
  );

  app.post<{ Body: Body }>(
    '/api/consentement',
    {
      preHandler: requireUser,
      schema: {
        body: {
          type: 'object',
          properties: {
            nomConsentement: { type: 'string', minLength: 1, maxLength: 100 },
            isAccepted: { type: 'boolean' },
          },
          required: ['nomConsentement', 'isAccepted'],
          additionalProperties: false,
        },
        response: replies(answer, [400, 401]),
      },
    },
    async (request) => {
      const { nomConsentement, isAccepted } = request.body;
      const contrat = await currentContrat(request);
      await authorizeActe(request, manifestOf('consentement'), contrat);
      const known = await app.db.query<{ known: boolean; listed: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM referentiel_lists WHERE name = 'consentement') AS listed,
                EXISTS (SELECT 1 FROM referentiel_items WHERE list_name = 'consentement' AND code = $1) AS known`,
        [nomConsentement],
      );
      if (known.rows[0].listed && !known.rows[0].known) {
        throw new HttpError(400, 'Ce consentement est inconnu.', undefined, {
          errors: [{ path: '/nomConsentement', message: 'Ce consentement est inconnu.' }],
        });
      }
      const numeroContrat = contrat?.numero ?? null;
      await app.db.query(
        `INSERT INTO consent_answers (user_id, nom_consentement, is_accepted, numero_contrat) VALUES ($1, $2, $3, $4)`,
        [request.user!.id, nomConsentement, isAccepted, numeroContrat],
      );
      return { nomConsentement, isAccepted };
    },
  );
}
