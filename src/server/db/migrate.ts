import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant shared by every instance: serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 4_815_162_342;

/**
 * Applies db/migrations/*.sql in lexical order, each in its own transaction, recording the
 * file name in schema_migrations. Every transaction first takes a transaction-level advisory
 * lock, so two processes starting at once apply each file exactly once.
 * Returns the names applied by this call; `onApplied` hears of each (the first start's progress).
 */
export async function migrate(
  db: Db,
  dir = MIGRATIONS_DIR,
  onApplied?: (name: string, position: number, total: number) => void,
): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(path.join(dir, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (seen.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) {
      applied.push(name);
      onApplied?.(name, files.indexOf(name) + 1, files.length);
    }
  }
  return applied;
}

/** The migration files not applied yet to this database (readiness: an instance is ready once there are none). */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  return files.filter((name) => !applied.has(name));
}
