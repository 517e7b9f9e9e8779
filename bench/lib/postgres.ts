import { existsSync } from 'node:fs';
import pg from 'pg';

/** A throwaway PostgreSQL cluster for the bench, and a fresh database in it per part. */
export interface PgCluster {
  url: string;
  /** the cluster's directory (its log file is there) */
  dir: string;
  /** Creates database `name` (dropped first if a previous part left it) and returns its URL. */
  database(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Started like the server tests start theirs (tests/server/globalSetup.ts: Debian's initdb and
 * pg_ctl, a free port, fsync off), with `options` added to its settings, stopped by `stop`. Null
 * without Debian's PostgreSQL binaries.
 */
export async function startPostgres(options = ''): Promise<PgCluster | null> {
  if (!existsSync('/usr/lib/postgresql')) return null;
  const { startCluster } = await import('../../tests/server/globalSetup');
  const { url, dir, stop } = await startCluster(options);
  return {
    url,
    dir,
    stop,
    async database(name: string) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return databaseUrl(url, name);
    },
  };
}

/** The URL of database `name` on the cluster at `url`. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
