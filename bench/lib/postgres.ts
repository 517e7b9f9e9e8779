import { existsSync } from 'node:fs';
import pg from 'pg';

/** A throwaway PostgreSQL cluster for the bench, and a fresh database in it per part. */
export interface PgCluster {
  url: string;
  /** Creates database `name` (dropped first if a previous part left it) and returns its URL. */
  database(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Started like the server tests start theirs (tests/server/globalSetup.ts: Debian's initdb and
 * pg_ctl, a free port, fsync off), stopped by `stop`. Null without Debian's PostgreSQL binaries.
 */
export async function startPostgres(): Promise<PgCluster | null> {
  if (!existsSync('/usr/lib/postgresql')) return null;
  const { default: setup } = await import('../../tests/server/globalSetup');
  let url = '';
  const stop = await setup({ provide: (_key: string, value: string) => void (url = value) } as never);
  return {
    url,
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
      const target = new URL(url);
      target.pathname = `/${name}`;
      return target.toString();
    },
  };
}
