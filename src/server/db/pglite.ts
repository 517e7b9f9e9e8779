import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './types';

/** Same value conventions as postgres.ts: dates as ISO strings, bigint as number. */
const parsers = {
  [types.DATE]: (value: string) => value,
  [types.INT8]: (value: string) => Number(value),
};

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await q.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await q.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WebAssembly). `dataDir` undefined means in memory (tests).
 * PGlite has one connection: queries and transactions are queued one after the other.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create(dataDir ?? 'memory://', { parsers });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
