/**
 * The one database interface the server code talks to. Two implementations exist:
 * PGlite (embedded PostgreSQL in ./data) and node-postgres (a real server, DATABASE_URL).
 * Same SQL for both: plain PostgreSQL with $1, $2… placeholders.
 *
 * Value conventions (identical in both drivers): `date` columns come back as 'YYYY-MM-DD'
 * strings, `bigint` as numbers, `timestamptz` as Date, `jsonb` as parsed JSON, arrays as arrays.
 */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows touched by INSERT/UPDATE/DELETE (0 when the driver cannot tell). */
  affectedRows: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn inside BEGIN/COMMIT; ROLLBACK if it throws. Nothing is half-written. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for logs and health. */
  readonly kind: 'pglite' | 'postgres';
  /** The connection pool's state, for /metrics (PostgreSQL only: PGlite is one connection in the process). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}
