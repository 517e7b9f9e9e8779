import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types';
import { isStaleStatementError, MAX_PREPARED_STATEMENTS } from './preparedStatements';

// Dates stay 'YYYY-MM-DD' strings (no time-zone shift), bigint becomes a number.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Named prepared statements (performance, see bench/serverProfile.ts): each SQL text gets a name
 * once per process; node-postgres parses it once per connection and then only binds and
 * executes, and the server reuses its plan. A statement whose plan no longer fits the schema
 * ('cached plan must not change result type' after a migration by another instance) or that
 * was deallocated gets a new name and is run again once. Past MAX_PREPARED_STATEMENTS texts, unnamed.
 */
const statementNames = new Map<string, string>();
let statementSequence = 0;

function statementName(sql: string, renew = false): string | undefined {
  let name = statementNames.get(sql);
  if (name && !renew) return name;
  if (!name && statementNames.size >= MAX_PREPARED_STATEMENTS) return undefined;
  name = `ea_${++statementSequence}`;
  statementNames.set(sql, name);
  return name;
}

/** `inTransaction`: a failed statement aborts the transaction, so no second try there. */
function wrap(client: pg.Pool | pg.PoolClient, inTransaction = false): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      let result: pg.QueryResult;
      try {
        result = await client.query({ name: statementName(sql), text: sql, values: params });
      } catch (error) {
        if (inTransaction || !isStaleStatementError(error)) throw error;
        result = await client.query({ name: statementName(sql, true), text: sql, values: params });
      }
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
        const result = await fn(wrap(client, true));
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
  };
}
