import type { FastifyInstance } from 'fastify';
import { replies } from '../../../../schemas/replies';
import {
  actesPageJson,
  actesPageSchema,
  listPaiements,
  paiementsPageSchema,
  remboursementQuerySchema,
  remboursementScope,
  type RemboursementQuery,
} from '../../../../prestations/remboursements';
import '../../../../types';

/**
 * The v2 reads of reimbursements, on the same filters and scope as /v1/adherent/remboursements:
 * - GET /api/v2/adherent/prestations/paiements → the décomptes (payments), newest first
 * - GET /api/v2/adherent/prestations/decomptes/actes?decompte= → the actes (of one décompte)
 * - GET /api/v2/adherent/tiers-prestations/actes | decomptes → the same, tiers payant only
 */

export default async function prestationV2Routes(app: FastifyInstance): Promise<void> {
  const actes = (url: string, forced: Partial<RemboursementQuery>) =>
    app.get<{ Querystring: RemboursementQuery }>(
      url,
      { schema: { querystring: remboursementQuerySchema, response: replies(actesPageSchema, [400, 401, 403]) } },
      async (request, reply) => reply.type('application/json; charset=utf-8').send(await actesPageJson(request, { ...request.query, ...forced })),
    );
  const paiements = (url: string, forced: Partial<RemboursementQuery>) =>
    app.get<{ Querystring: RemboursementQuery }>(
      url,
      { schema: { querystring: remboursementQuerySchema, response: replies(paiementsPageSchema, [400, 401, 403]) } },
      async (request) => {
        const scope = await remboursementScope(request);
        const { page, taille } = request.query;
        if (!scope) return { items: [], total: 0, page, taille };
        return listPaiements(request, scope, { ...request.query, ...forced });
      },
    );

  actes('/api/v2/adherent/prestations/decomptes/actes', {});
  paiements('/api/v2/adherent/prestations/paiements', {});
  actes('/api/v2/adherent/tiers-prestations/actes', { tiersPayant: true });
  paiements('/api/v2/adherent/tiers-prestations/decomptes', { tiersPayant: true });
}
