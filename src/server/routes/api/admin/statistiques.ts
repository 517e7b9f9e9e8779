import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { STAFF_ROLES } from '../../../../language/roles';
import { replies } from '../../../schemas/replies';
import { accountStatistics, accountStatisticsSchema } from '../../../admin/accountStatistics';
import '../../../types';

/**
 * GET /api/admin/statistiques-users (statistiques/visualisation) → { items: [{ client,
 * libelle, crees, actives, actifs30j }] }: per client, the members' accounts created, activated, and
 * used (a successful login) in the last 30 days. Staff accounts are not counted. An account belongs to
 * the client it registered on, or was created by staff on; one without client (created before
 * users.client_code) counts for the default client.
 */

export const ACTIVE_DAYS = 30;

export default async function statistiquesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/admin/statistiques-users',
    {
      preHandler: requireRight('statistiques', 'visualisation'),
      schema: { response: replies({ type: 'object', properties: { items: { type: 'array', items: accountStatisticsSchema } }, required: ['items'] }, [401, 403]) },
    },
    async () => {
      const since = new Date(app.config.now().getTime() - ACTIVE_DAYS * 86_400_000);
      const rows = await accountStatistics(app.db, STAFF_ROLES, since);
      return { items: rows };
    },
  );
}
