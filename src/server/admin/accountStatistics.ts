import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';
import { DEFAULT_CLIENT_SQL } from '../clientSettings';

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
 * client (created before users.client_code) counts for the default client. Created and activated are
 * the counts the database keeps per client, status and roles (migration 920); the recent ones are read
 * from the index on the last login (a few in a hundred accounts).
 */
export async function accountStatistics(db: Queryable, staffRoles: readonly string[], since: Date): Promise<AccountStatistics[]> {
  const { rows } = await db.query<AccountStatistics>(
    `WITH default_client AS (SELECT ${DEFAULT_CLIENT_SQL} AS code),
              kept AS (
                SELECT coalesce(nullif(k.client_code, ''), (SELECT code FROM default_client)) AS client,
                       sum(k.n) AS crees, sum(k.n) FILTER (WHERE k.status = 'active') AS actives
                  FROM comptes_par_client k WHERE NOT (k.roles && $1::text[]) GROUP BY 1),
              recent AS (
                SELECT coalesce(u.client_code, (SELECT code FROM default_client)) AS client, count(*) AS n
                  FROM users u WHERE u.last_login_at >= $2 AND NOT (u.roles && $1::text[]) GROUP BY 1)
         SELECT c.code AS client, c.libelle,
                coalesce(k.crees, 0)::int AS crees, coalesce(k.actives, 0)::int AS actives, coalesce(r.n, 0)::int AS actifs30j
           FROM clients c LEFT JOIN kept k ON k.client = c.code LEFT JOIN recent r ON r.client = c.code
          ORDER BY c.is_default DESC, c.libelle`,
    [staffRoles, since],
  );
  return rows;
}
