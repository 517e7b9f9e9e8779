import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { randomToken, sha256 } from '../../../src/server/auth/crypto';
import { xsrfTokenFor } from '../../../src/server/auth/session';
import { defaultConfig } from '../../../src/server/config';
import { migrate } from '../../../src/server/db/migrate';
import { openPglite } from '../../../src/server/db/pglite';
import { openPostgres } from '../../../src/server/db/postgres';
import type { Db } from '../../../src/server/db/types';
import { seedContent } from '../../../src/server/demo/seedContent';

/**
 * Test harness of the content routes: a fresh database per test file (in-memory PGlite, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL), all migrations, the demo
 * content, and the real app (buildApp: sessions, XSRF, error handler).
 * To converge with the core engineer's helper once it exists.
 */

const COOKIE_SECRET = 'secret-de-test-du-contenu';

export interface TestDb {
  db: Db;
  dispose(): Promise<void>;
}

export async function openTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPglite();
    return { db, dispose: () => db.close() };
  }
  const name = `content_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 4);
  return {
    db,
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface Harness {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function startHarness(options: { seed?: boolean } = {}): Promise<Harness> {
  const { db, dispose } = await openTestDb();
  await migrate(db);
  if (options.seed !== false) await seedContent(db);
  const app = await buildApp({ db, config: defaultConfig({ cookieSecret: COOKIE_SECRET, logLevel: false }) });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** Cookie and header of a session; `cookie` goes in the Cookie header, `headers` in every write. */
export interface Session {
  cookie: string;
  headers: Record<string, string>;
}

function sessionFor(sid: string): Session {
  const xsrf = xsrfTokenFor(COOKIE_SECRET, sid);
  return { cookie: `sid=${sid}; XSRF-TOKEN=${xsrf}`, headers: { cookie: `sid=${sid}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf } };
}

/** An anonymous visitor's session, as the page gets it from GET /api/identity/client. */
export async function anonymousSession(app: FastifyInstance): Promise<Session> {
  const res = await app.inject({ method: 'GET', url: '/api/identity/client' });
  const sid = res.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error('no sid cookie');
  return sessionFor(sid);
}

export interface Member {
  userId: string;
  adherentId: string | null;
  session: Session;
}

/**
 * A logged-in user, written straight into the core tables (adherent, user, contracts, session),
 * so these tests do not depend on the login flow.
 */
export async function loginAs(
  db: Db,
  options: {
    userName?: string;
    roles?: string[];
    contrats?: Array<{ numero: string; nomOffre: string; etat: string; isActif: boolean; isPrecontentieux?: boolean; modalite?: object }>;
    withAdherent?: boolean;
  } = {},
): Promise<Member> {
  const userName = options.userName ?? `membre-${randomBytes(4).toString('hex')}@test.fr`;
  let adherentId: string | null = null;
  if (options.withAdherent !== false) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO adherents (civilite, nom, prenom, date_naissance) VALUES ('MME', 'DURAND', 'Claire', '1980-03-02') RETURNING id`,
    );
    adherentId = rows[0].id;
    for (const c of options.contrats ?? []) {
      await db.query(
        `INSERT INTO contrats (numero_contrat_individuel, adherent_id, nom_offre, etat, is_actif, is_precontentieux, modalite_paiement)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
        [c.numero, adherentId, c.nomOffre, c.etat, c.isActif, c.isPrecontentieux ?? false, JSON.stringify(c.modalite ?? {})],
      );
    }
  }
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (user_name, roles, adherent_id, status, email_confirmed) VALUES ($1, $2::text[], $3, 'active', true) RETURNING id`,
    [userName, options.roles ?? ['User'], adherentId],
  );
  const userId = rows[0].id;
  const sid = randomToken();
  const now = new Date();
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)`,
    [sha256(sid), userId, now, new Date(now.getTime() + 3_600_000)],
  );
  return { userId, adherentId, session: sessionFor(sid) };
}

export interface FilePart {
  field?: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: Array<FilePart | { field: string; value: string }>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----espace-adherent-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function json<T = any>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), Buffer.from('%%EOF\n')]);
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f2e0b40000000049454e44ae426082', 'hex');
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
