import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';
import { cappedCount, shownCount } from './cappedCount';

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

/**
 * The conditions of the filters asked, on `at` itself (so that the log's index on `at` finds the
 * period: a day of Paris starts at its midnight there), each with its parameter.
 */
function logConditions({ du, au, succes, pattern }: ConnectionLogFilters): { conditions: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (du) conditions.push(`at >= ($${params.push(du)}::date::timestamp AT TIME ZONE 'Europe/Paris')`);
  if (au) conditions.push(`at < (($${params.push(au)}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`);
  if (succes !== null) conditions.push(`success = $${params.push(succes)}::boolean`);
  if (pattern) conditions.push(`identifier LIKE $${params.push(pattern)}::text`); // a trigram index (migration 900)
  return { conditions, params };
}

/**
 * How many attempts match: without an identifier, the sum of the kept counts per day
 * (connexions_par_jour, migration 900: ten million attempts are a few hundred days); with one, the
 * trigram index finds them, counted up to SEARCH_COUNT_LIMIT (cappedCount).
 */
async function connectionLogTotal(db: Queryable, filters: ConnectionLogFilters): Promise<{ total: number; totalAuMoins: boolean }> {
  if (filters.pattern) {
    const { conditions, params } = logConditions(filters);
    return cappedCount(db, `SELECT 1 FROM connection_logs WHERE ${conditions.join(' AND ')}`, params);
  }
  const { rows } = await db.query<{ n: number }>(
    `SELECT coalesce(sum(n), 0)::int AS n FROM connexions_par_jour
      WHERE ($1::date IS NULL OR jour >= $1::date) AND ($2::date IS NULL OR jour <= $2::date) AND ($3::boolean IS NULL OR success = $3::boolean)`,
    [filters.du, filters.au, filters.succes],
  );
  return { total: Number(rows[0].n), totalAuMoins: false };
}

/** The columns of an attempt, as the reply carries them. */
const ITEM_COLUMNS = `id::int AS id, to_char(${LOCAL_AT}, 'YYYY-MM-DD') AS date, to_char(${LOCAL_AT}, 'HH24:MI:SS') AS heure, success AS succes, motif,
                  identifier AS identifiant, ip, user_agent AS navigateur`;

/**
 * How many of the period's newest attempts a search of an identifier tests first, on the entries of
 * connection_logs_at_id_covering (migration 950): reading them costs about 8 ms, and a piece of an
 * identifier in one attempt in a thousand has a page there.
 */
export const RECENT_ATTEMPTS = 20_000;

type Counted = { total: number; totalAuMoins: boolean };

/**
 * The ids of one page of the attempts whose identifier matches, newest first, and how many match.
 * First among the period's newest RECENT_ATTEMPTS. When they are the whole period, they give the
 * page and the count. When they hold the page and more, it is the page, and the count is « at least » the
 * matches among them: counting the others would read the trigram index's thousands of entries for
 * a piece as common as « camille.m » (88 ms at ten million attempts), for a number no one reads
 * past its start. Otherwise the identifier is rare there: the trigram index (migration 900)
 * collects its attempts, which are sorted (walking the whole log newest first for a rare
 * identifier would read millions of entries), and counts them (cappedCount). The table offers the
 * page after an « at least » count, so every match can be reached.
 */
async function searchedPage(db: Queryable, filters: ConnectionLogFilters, taille: number, offset: number): Promise<{ ids: number[]; counted: Counted }> {
  const { conditions, params } = logConditions({ ...filters, pattern: null });
  const period = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const like = `identifier LIKE $${params.length + 1}::text`;
  const { rows } = await db.query<{ read: number; matches: number; ids: number[] }>(
    `SELECT count(*)::int AS read, count(*) FILTER (WHERE ${like})::int AS matches,
            coalesce((array_agg(id::int ORDER BY at DESC, id DESC) FILTER (WHERE ${like}))[$${params.length + 3}:$${params.length + 4}], '{}') AS ids
       FROM (SELECT at, id, identifier FROM connection_logs ${period} ORDER BY at DESC, id DESC LIMIT $${params.length + 2}) newest`,
    [...params, filters.pattern, RECENT_ATTEMPTS, offset + 1, offset + taille],
  );
  const { read, matches, ids } = rows[0]!;
  const wholePeriod = read < RECENT_ATTEMPTS;
  if (wholePeriod) return { ids, counted: shownCount(matches, false) };
  // one more match than the page: the page after it exists (the table offers it)
  if (matches > offset + taille) return { ids, counted: shownCount(matches, true) };
  const [{ rows: found }, counted] = await Promise.all([
    db.query<{ id: number }>(
      `WITH found AS MATERIALIZED (SELECT at, id FROM connection_logs WHERE ${[...conditions, like].join(' AND ')})
       SELECT id::int AS id FROM found ORDER BY at DESC, id DESC LIMIT $${params.length + 2} OFFSET $${params.length + 3}`,
      [...params, filters.pattern, taille, offset],
    ),
    connectionLogTotal(db, filters),
  ]);
  return { ids: found.map((row) => row.id), counted };
}

/**
 * One page of the attempts, newest first, and how many match in all (`totalAuMoins`: at least that
 * many, see SEARCH_COUNT_LIMIT): filters and page applied in SQL.
 */
export async function connectionLogPage(
  db: Queryable,
  filters: ConnectionLogFilters,
  taille: number,
  offset: number,
): Promise<{ items: ConnectionLogItem[]; total: number; totalAuMoins: boolean }> {
  if (filters.pattern) {
    const { ids, counted } = await searchedPage(db, filters, taille, offset);
    if (!ids.length) return { items: [], ...counted };
    const { rows } = await db.query<ConnectionLogItem>(
      `SELECT ${ITEM_COLUMNS} FROM connection_logs WHERE id = ANY ($1::bigint[]) ORDER BY at DESC, id DESC`,
      [ids],
    );
    return { items: rows, ...counted };
  }
  const { conditions, params } = logConditions(filters);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const [{ rows }, counted] = await Promise.all([
    db.query<ConnectionLogItem>(
      `SELECT ${ITEM_COLUMNS} FROM connection_logs ${where} ORDER BY at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, taille, offset],
    ),
    connectionLogTotal(db, filters),
  ]);
  return { items: rows, ...counted };
}

/** One day of the count, as the reply carries it. */
export const connectionDaySchema = {
  type: 'object',
  properties: { jour: { type: 'string' }, reussies: { type: 'integer' }, echouees: { type: 'integer' }, total: { type: 'integer' } },
  required: ['jour', 'reussies', 'echouees', 'total'],
} as const;
export type ConnectionDay = FromSchema<typeof connectionDaySchema>;

/** The attempts per day between `du` and `au` (either open when null), one row per day that had some, oldest first: the kept counts (migration 900). */
export async function connectionsPerDay(db: Queryable, du: string | null, au: string | null): Promise<ConnectionDay[]> {
  const { rows } = await db.query<ConnectionDay>(
    `SELECT to_char(jour, 'YYYY-MM-DD') AS jour,
                coalesce(sum(n) FILTER (WHERE success), 0)::int AS reussies,
                coalesce(sum(n) FILTER (WHERE NOT success), 0)::int AS echouees,
                sum(n)::int AS total
           FROM connexions_par_jour
          WHERE ($1::date IS NULL OR jour >= $1::date) AND ($2::date IS NULL OR jour <= $2::date)
          GROUP BY jour HAVING sum(n) > 0 ORDER BY jour`,
    [du, au],
  );
  return rows;
}
