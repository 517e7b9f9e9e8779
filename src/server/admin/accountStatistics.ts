import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';

/** One client's line of the accounts statistics, as the reply carries it. */
export const accountStatisticsSchema = {
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
export type AccountStatistics = FromSchema<typeof accountStatisticsSchema>;

/**
 * Per client (default client first), the members' accounts created, activated, and used (a successful
 * login) since `since`; accounts with a role of `staffRoles` are not counted. An account without
 * client (created before users.client_code) counts for the default client.
 */
export async function accountStatistics(db: Queryable, staffRoles: readonly string[], since: Date): Promise<AccountStatistics[]> {
  const { rows } = await db.query<AccountStatistics>(
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
    [staffRoles, since],
  );
  return rows;
}
