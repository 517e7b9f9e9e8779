import { PGlite, parse, protocol, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, QueryResult } from './types';
import { isStaleStatementError, MAX_PREPARED_STATEMENTS } from './preparedStatements';

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

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Statement {
  name: string;
  /** Parameter type OIDs from Describe Statement: how each value is serialised. */
  paramTypes: number[];
  /** The RowDescription of the statement (absent for statements returning no rows). */
  rowDescription: BackendMessage[];
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * `query` outside transactions through named prepared statements (performance, profiled in
 * bench/serverProfile.ts). PGlite's own `query` parses and plans the SQL on every call and
 * crosses into WebAssembly six times (Parse, Describe, Bind, Describe, Execute, Sync): about
 * 0.7 ms for the session lookup. Here each SQL text is parsed and described once, then every
 * call is one Bind + Execute + Sync message, and PostgreSQL reuses its cached plan.
 *
 * Same results as PGlite's `query`: values serialised by parameter type with PGlite's
 * serialisers, rows parsed with its parsers, the same two mutexes (never interleaved with a
 * transaction). A statement whose plan no longer fits the schema ('cached plan must not change
 * result type' after an ALTER) or that disappeared (DEALLOCATE/DISCARD) is prepared again once.
 * Only this process ever opens a PGlite data directory, so nothing here is shared state.
 */
function preparedQuery(pg: PGlite): Queryable['query'] {
  const statements = new Map<string, Statement>();
  let sequence = 0;

  async function prepare(sql: string): Promise<Statement> {
    const name = `ea_${++sequence}`;
    const messages = await pg.execProtocolStream(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.filter((message) => message.name === 'rowDescription'),
    };
    statements.set(sql, statement);
    return statement;
  }

  async function forget(sql: string, statement: Statement): Promise<void> {
    statements.delete(sql);
    await pg.execProtocolStream(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), {
      syncToFs: false,
      throwOnError: false,
    });
  }

  async function run(statement: Statement, params: unknown[]): Promise<BackendMessage[]> {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[index]];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await pg.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    return [...statement.rowDescription, ...messages];
  }

  return async <Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> => {
    if (!statements.has(sql) && statements.size >= MAX_PREPARED_STATEMENTS) {
      const result = await pg.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    }
    const messages = await pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        let statement = statements.get(sql) ?? (await prepare(sql));
        try {
          return await run(statement, params);
        } catch (error) {
          if (!isStaleStatementError(error)) throw error;
          await forget(sql, statement);
          statement = await prepare(sql);
          return await run(statement, params);
        }
      }),
    );
    await pg.syncToFs();
    const [result] = parse.parseResults(messages, pg.parsers);
    return { rows: result.rows as Row[], affectedRows: result.affectedRows ?? 0 };
  };
}

/**
 * Embedded PostgreSQL (WebAssembly). `dataDir` undefined means in memory (tests).
 * PGlite has one connection: queries and transactions are queued one after the other.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  // pg_trgm: the back office's searches of a piece of a name or identifier use its indexes
  const pg = await PGlite.create(dataDir ?? 'memory://', { parsers, extensions: { pg_trgm } });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: preparedQuery(pg),
    exec: base.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
