import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types';

// Dates stay 'YYYY-MM-DD' strings (no time-zone shift), bigint becomes a number.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol: several statements allowed.
      await client.query(sql);
    },
  };
}

/** A real PostgreSQL server through a connection pool. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
