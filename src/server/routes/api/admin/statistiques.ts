import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { STAFF_ROLES } from '../../../auth/roles';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * GET /api/admin/statistiques-users (statistiques/visualisation) → { items: [{ client,
 * libelle, crees, actives, actifs30j }] }: per client, the members' accounts created, activated, and
 * used (a successful login) in the last 30 days. Staff accounts are not counted. An account belongs to
 * the client it registered on, or was created by staff on; one without client (created before
 * users.client_code) counts for the default client.
 */

export const ACTIVE_DAYS = 30;

const statRow = {
  type: 'object',
  properties: {
    client: { type: 'string' },
    libelle: { type: 'string' },
    crees: { type: 'integer' },
    actives: { type: 'integer' },
    actifs30j: { type: 'integer' },
  },
  required: ['client', 'libelle', 'crees', 'actives', 'actifs30j'],
} as const;

export default async function statistiquesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/admin/statistiques-users',
    {
      preHandler: requireRight('statistiques', 'visualisation'),
      schema: { response: replies({ type: 'object', properties: { items: { type: 'array', items: statRow } }, required: ['items'] }, [401, 403]) },
    },
    async () => {
      const since = new Date(app.config.now().getTime() - ACTIVE_DAYS * 86_400_000);
      const { rows } = await app.db.query(
        `WITH default_client AS (SELECT code FROM clients ORDER BY is_default DESC, code LIMIT 1),
              members AS (
                SELECT coalesce(u.client_code, (SELECT code FROM default_client)) AS client, u.status, u.last_login_at
                  FROM users u WHERE NOT (u.roles && $1::text[]))
         SELECT c.code AS client, c.libelle,
                count(m.client)::int AS crees,
                count(m.client) FILTER (WHERE m.status = 'active')::int AS actives,
                count(m.client) FILTER (WHERE m.last_login_at >= $2)::int AS actifs30j
           FROM clients c LEFT JOIN members m ON m.client = c.code
          GROUP BY c.code, c.libelle, c.is_default
          ORDER BY c.is_default DESC, c.libelle`,
        [STAFF_ROLES, since],
      );
      return { items: rows };
    },
  );
}
