/**
 * The peer of the portal's authenticated reads in the server figure: bare Fastify, no logger,
 * no plugins (no cookies plugin, security headers, XSRF, compression, response schemas), doing
 * the same SQL as the portal on the same database through the same driver (src/server/db):
 * the session lookup of src/server/auth/session.ts, then the route's read. Started by
 * bench/lib/portalServer.ts (startBare) with DATABASE_URL or DATA_DIR (PGlite).
 *
 * Each route of BARE_ROUTES names the portal route it stands for; bench/server.ts checks that
 * the SQL below still occurs in the portal's source (sqlSources) and that both answer the same rows.
 */
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { openDb } from '../src/server/db/open';
import type { Db } from '../src/server/db/types';
import { CONTRATS_LIST_SQL } from '../src/server/contrats/memberContrats';
import { benchActesPageStatement } from '../src/server/prestations/remboursements';

/** Copied from loadUser (src/server/auth/session.ts). */
export const SESSION_SQL = `SELECT s.user_id, s.last_seen_at, s.expires_at, u.user_name, u.roles, u.adherent_id, u.status
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = $1`;

export interface BareRoute {
  /** the portal's path, served under the same path here */
  path: string;
  /** the read, $1 = the member's adherent_id */
  sql: string;
  /**
   * source files of the portal that hold this SQL and the session lookup; none when the SQL is
   * imported from the portal's module (the same statement by construction)
   */
  sqlSources: string[];
  /** the statement's parameters when they are more than the adherent_id (may read the database as the portal does) */
  params?: (db: Db, adherentId: string) => Promise<unknown[]>;
  /** the statement answers the reply's JSON as this one text column: sent as it is */
  raw?: string;
}

/** Add a route here (with its SQL) when the portal gets one to measure. */
export const BARE_ROUTES: BareRoute[] = [
  {
    path: '/api/adherent/contrats',
    // The portal's statement, imported; $2 = null: the demo member's account is not a beneficiary's.
    sql: CONTRATS_LIST_SQL,
    sqlSources: [],
    async params(_db, adherentId) {
      return [adherentId, null];
    },
  },
  {
    // A 24-month page of 50 actes of the demo member (her first contract, as the
    // portal takes it without X-NumContrat): the portal's statements, imported.
    // The statement chooses that contract itself and answers the reply's JSON as one text value,
    // sent as it is (as the portal does).
    path: '/api/v1/adherent/remboursements?periode=24&taille=50',
    sql: benchActesPageStatement('', new Date()).sql,
    sqlSources: [],
    async params(_db, adherentId) {
      return benchActesPageStatement(adherentId, new Date()).params;
    },
    raw: 'page',
  },
];

export const SESSION_SQL_SOURCE = 'src/server/auth/session.ts';

async function main() {
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : undefined });
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ ok: true }));
  for (const route of BARE_ROUTES) {
    app.get(route.path.split('?')[0], async (request, reply) => {
      const sid = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      if (!sid) return reply.code(401).send();
      const idHash = createHash('sha256').update(decodeURIComponent(sid)).digest('hex');
      const { rows } = await db.query<{ adherent_id: string | null }>(SESSION_SQL, [idHash]);
      if (!rows[0]) return reply.code(401).send();
      if (!rows[0].adherent_id) return { rows: [] };
      const params = route.params ? await route.params(db, rows[0].adherent_id) : [rows[0].adherent_id];
      const { rows: result } = await db.query<Record<string, string>>(route.sql, params);
      if (route.raw) return reply.type('application/json').send(result[0][route.raw]);
      return { rows: result };
    });
  }
  await app.listen({ port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => db.close()).then(() => process.exit(0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
