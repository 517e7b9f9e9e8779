import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../../../errors';
import { currentContrat } from '../../../identity/currentContrat';
import { isActeName } from '../../../../language/validation/validateActe';
import { dateEffetRead } from '../../../actes/dateEffetRules';
import { clientCodeOf } from '../../../clientHost';
import { replies } from '../../../schemas/replies';
import { memberContrat } from '../../../identity/memberContrat';
import '../../../types';

/**
 * GET /api/forms/<acte>/date-effet → { rules: { <champ>: DateEffetRule }, contrat: { numero, nomOffre } | null,
 * context: { dateDebutContrat, dateFinContrat }, today } — the date-effet rules of the acte for the request's client (table
 * date_effet_rules) and the reference dates of the current contract (X-NumContrat, the member's
 * own: 403 otherwise). The acte's screen reads it (form block `reads`); the generic acte route
 * checks the submitted date against the same rules.
 */
export default async function dateEffetRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { acte: string } }>(
    '/api/forms/:acte/date-effet',
    {
      schema: {
        params: { type: 'object', properties: { acte: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } }, required: ['acte'] },
        response: replies(
          {
            type: 'object',
            properties: {
              rules: { type: 'object', additionalProperties: { type: 'object', additionalProperties: true } },
              context: {
                type: 'object',
                properties: { dateDebutContrat: { type: ['string', 'null'] }, dateFinContrat: { type: ['string', 'null'] } },
              },
              today: { type: 'string' },
              contrat: {
                type: ['object', 'null'],
                properties: { numero: { type: 'string' }, nomOffre: { type: 'string' } },
                required: ['numero', 'nomOffre'],
              },
            },
            required: ['rules', 'context', 'today'],
          },
          [401, 403, 404],
        ),
      },
    },
    async (request) => {
      const { acte } = request.params;
      if (!isActeName(acte)) throw new HttpError(404, MESSAGES.notFound, 'UnknownActe');
      // The contract named by X-NumContrat (the member's own, else 403), else the member's first active one.
      const numero = request.user!.adherentId ? await memberContrat(request) : ((await currentContrat(request))?.numero ?? null);
      return dateEffetRead(app.db, acte, numero, app.config.now(), await clientCodeOf(request));
    },
  );
}
