import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';

/**
 * The back office's reads of the connection log (rows written by connectionLog.ts): one page of
 * attempts and the count per day. Periods are days included at both ends.
 */

/** Days and hours as staff in France read them, whatever the database session's time zone. */
const LOCAL_AT = "(at AT TIME ZONE 'Europe/Paris')";

/** One login attempt, as the reply carries it. */
export const connectionLogSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string' },
    heure: { type: 'string' },
    succes: { type: 'boolean' },
    motif: { type: 'string' },
    identifiant: { type: 'string' },
    ip: { type: ['string', 'null'] },
    navigateur: { type: ['string', 'null'] },
  },
  required: ['id', 'date', 'heure', 'succes', 'motif', 'identifiant', 'ip', 'navigateur'],
} as const;
export type ConnectionLogItem = FromSchema<typeof connectionLogSchema>;

export interface ConnectionLogFilters {
  du: string | null;
  au: string | null;
  succes: boolean | null;
  /** a LIKE pattern on the identifier (its own wildcards escaped by the caller), null for all */
  pattern: string | null;
}

/** One page of the attempts, newest first, and how many match in all: filters and page applied in SQL (index connection_logs_at_idx). */
export async function connectionLogPage(db: Queryable, { du, au, succes, pattern }: ConnectionLogFilters, taille: number, offset: number): Promise<{ items: ConnectionLogItem[]; total: number }> {
  const where = `FROM connection_logs
        WHERE ($1::date IS NULL OR ${LOCAL_AT} >= $1::date) AND ($2::date IS NULL OR ${LOCAL_AT} < $2::date + 1)
          AND ($3::boolean IS NULL OR success = $3::boolean) AND ($4::text IS NULL OR identifier LIKE $4::text)`;
  const filters = [du, au, succes, pattern];
  const { rows: counted } = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, filters);
  const { rows } = await db.query<ConnectionLogItem>(
    `SELECT id::int AS id, to_char(${LOCAL_AT}, 'YYYY-MM-DD') AS date, to_char(${LOCAL_AT}, 'HH24:MI:SS') AS heure, success AS succes, motif,
                identifier AS identifiant, ip, user_agent AS navigateur
         ${where} ORDER BY at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...filters, taille, offset],
  );
  return { items: rows, total: Number(counted[0].n) };
}

/** One day of the count, as the reply carries it. */
export const connectionDaySchema = {
  type: 'object',
  properties: { jour: { type: 'string' }, reussies: { type: 'integer' }, echouees: { type: 'integer' }, total: { type: 'integer' } },
  required: ['jour', 'reussies', 'echouees', 'total'],
} as const;
export type ConnectionDay = FromSchema<typeof connectionDaySchema>;

/** The attempts per day between `du` and `au` (either open when null), one row per day that had some, oldest first. */
export async function connectionsPerDay(db: Queryable, du: string | null, au: string | null): Promise<ConnectionDay[]> {
  const { rows } = await db.query<ConnectionDay>(
    `SELECT to_char(${LOCAL_AT}, 'YYYY-MM-DD') AS jour,
                count(*) FILTER (WHERE success)::int AS reussies,
                count(*) FILTER (WHERE NOT success)::int AS echouees,
                count(*)::int AS total
           FROM connection_logs
          WHERE ($1::date IS NULL OR ${LOCAL_AT} >= $1::date) AND ($2::date IS NULL OR ${LOCAL_AT} < $2::date + 1)
          GROUP BY 1 ORDER BY 1`,
    [du, au],
  );
  return rows;
}
