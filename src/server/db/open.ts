import path from 'node:path';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export interface DbOptions {
  /** postgres://… — when set, a real PostgreSQL server is used. */
  databaseUrl?: string;
  /** PGlite data directory (default ./data); ':memory:' for a throwaway database. */
  dataDir?: string;
}

/** DATABASE_URL wins; otherwise the embedded PGlite in DATA_DIR. */
export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.dataDir === ':memory:') return openPglite();
  return openPglite(path.resolve(options.dataDir ?? './data'));
}
