import type { Queryable } from '../db/types';

/**
 * A back-office list whose filter can match a great many rows counts them up to this many, then
 * says « more than » (`totalAuMoins`, which the table shows as « Plus de N résultats »): a piece of
 * a common name is in a tenth of ten million login attempts, and counting them all took seconds;
 * no one pages through a thousand rows to find one.
 */
export const SEARCH_COUNT_LIMIT = 1000;

/** The reply's property that says its `total` is a lower bound (pageReply's extra). */
export const totalAuMoinsReply = { totalAuMoins: { type: 'boolean' } } as const;

/**
 * How many rows `select` (a SELECT without LIMIT) returns, counted up to SEARCH_COUNT_LIMIT: the
 * database stops reading at the first row past it.
 */
export async function cappedCount(db: Queryable, select: string, params: unknown[]): Promise<{ total: number; totalAuMoins: boolean }> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${select} LIMIT $${params.length + 1}) found`,
    [...params, SEARCH_COUNT_LIMIT + 1],
  );
  return shownCount(Number(rows[0].n), false);
}

/**
 * `n` rows (or at least `n`, when `atLeast`) as a searched list says it: past SEARCH_COUNT_LIMIT,
 * « Plus de 1000 ».
 */
export function shownCount(n: number, atLeast: boolean): { total: number; totalAuMoins: boolean } {
  return { total: Math.min(n, SEARCH_COUNT_LIMIT), totalAuMoins: atLeast || n > SEARCH_COUNT_LIMIT };
}
