import type { Queryable } from './types';

/** Resolves when the database answers a trivial query, rejects otherwise (what the health check reports). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
