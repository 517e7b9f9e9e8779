import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { defaultConfig, type ServerConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import type { Db } from '../../src/server/db/types';
import { seedContent } from '../../src/server/demo/seedContent';
import { seedIdentity } from '../../src/server/demo/seedIdentity';

/**
 * Server test harness. Every test file runs its suites on both databases:
 *   describe.each(DB_KINDS)('… (%s)', (kind) => { … startHarness(kind) … })
 * PGlite in memory, and a fresh database (test_<random>) on the throwaway PostgreSQL cluster
 * of globalSetup.ts. `Client` is a browser-like cookie jar that echoes XSRF-TOKEN.
 */
export type DbKind = 'pglite' | 'postgres';
export const DB_KINDS: DbKind[] = ['pglite', 'postgres'];
export const TEST_SECRET = 'secret-de-test-du-serveur';

export interface TestDatabase {
  db: Db;
  url?: string;
  dispose(): Promise<void>;
}

/** A new empty PostgreSQL database on the test cluster; returns its URL and a drop function. */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function openTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPglite();
    return { db, dispose: () => db.close() };
  }
  const { url, drop } = await createPgDatabase();
  const db = await openPostgres(url, 4);
  return {
    db,
    url,
    async dispose() {
      await db.close();
      await drop();
    },
  };
}

/** A PGlite data directory that outlives one open/close (restart tests). */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'espace-adherent-pglite-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Harness {
  kind: DbKind;
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** Moves the server's clock forward (token expiry, idle sessions, rate-limit windows). */
  advance(ms: number): void;
  client(): Client;
  close(): Promise<void>;
}

export async function buildTestApp(db: Db, overrides: Partial<ServerConfig> = {}) {
  let offset = 0;
  const config = defaultConfig({
    cookieSecret: TEST_SECRET,
    logLevel: false,
    devTools: true, // the tests read mails in the development mailbox
    now: () => new Date(Date.now() + offset),
    ...overrides,
  });
  const app = await buildApp({ db, config });
  await app.ready();
  return { app, config, advance: (ms: number) => void (offset += ms) };
}

export async function startHarness(kind: DbKind, options: { seed?: boolean; config?: Partial<ServerConfig> } = {}): Promise<Harness> {
  const database = await openTestDatabase(kind);
  const { db } = database;
  await migrate(db);
  if (options.seed !== false) {
    await seedIdentity(db, defaultConfig().argon2);
    await seedContent(db);
  }
  const { app, config, advance } = await buildTestApp(db, options.config);
  return {
    kind,
    app,
    db,
    config,
    advance,
    client: () => new Client(app),
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** A browser: keeps cookies, echoes XSRF-TOKEN as X-XSRF-TOKEN on writes. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(public app: FastifyInstance) {}

  private remember(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of res.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.remember(await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader, ...headers } }));
  }

  /** POST with the XSRF header (fetches /api/identity/client first if the jar has no token). */
  async post(url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('XSRF-TOKEN') && !this.cookies.has('__Host-XSRF-TOKEN')) await this.get('/api/identity/client', headers);
    return this.remember(
      await this.app.inject({
        method: 'POST',
        url,
        headers: { cookie: this.cookieHeader, 'x-xsrf-token': this.cookies.get('__Host-XSRF-TOKEN') ?? this.cookies.get('XSRF-TOKEN') ?? '', ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    );
  }

  async login(userName: string, password: string): Promise<LightMyRequestResponse> {
    return this.post('/api/identity/login', { userName, password });
  }
}

export interface MailboxEntry {
  id: number;
  channel: 'mail' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  links: string[];
}

/** Newest mail to an address, through the development mailbox. */
export async function lastMailTo(app: FastifyInstance, to: string): Promise<MailboxEntry | undefined> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  return (res.json() as MailboxEntry[])[0];
}

/** { code, userId } of the portal link (route = 'activate-user' | 'reset-password' | 'confirm-email') in a mail. */
export function linkParams(mail: MailboxEntry | undefined, route: string): { code: string; userId: string } {
  const link = mail?.links.find((l) => l.includes(`#/${route}?`));
  if (!link) throw new Error(`no ${route} link in mail`);
  const params = new URLSearchParams(link.split('?')[1]);
  return { code: params.get('code') ?? '', userId: params.get('userId') ?? '' };
}

export const DEMO = {
  adherent: 'adherent@demo.fr',
  gestion: 'gestion@demo.fr',
  admin: 'admin@demo.fr',
  password: 'Demo#2026pass',
  newPassword: 'Nouveau#2026mdp',
} as const;

/** Camille MARTIN's registration (member without account); an override of `null` leaves the field out, as the form does when it is empty. */
export function camilleRegistration(overrides: Record<string, unknown> = {}) {
  const registration: Record<string, unknown> = {
    numeroContrat: 'DEMO0001',
    nir: '1850775112345',
    nom: 'MARTIN',
    prenom: 'Camille',
    dateNaissance: '1985-07-14',
    codePostal: '75011',
    email: 'camille.martin@example.fr',
    iban: '0189',
    password: 'Camille#2026ok',
    confirmPassword: 'Camille#2026ok',
    cgu: true,
    consentements: [{ nom: 'newsletter', libelle: 'Recevoir les actualités', accepted: false }],
    dematerialization: true,
    ...overrides,
  };
  for (const [key, value] of Object.entries(registration)) if (value === null) delete registration[key];
  return registration;
}

/** A stream a logger writes to, and the lines it received (what a test reads of the logs). */
export function logCollector(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}
