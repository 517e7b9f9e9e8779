import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import { defaultConfig } from '../../src/server/config';
import { seedContent } from '../../src/server/demo/seedContent';
import { seedIdentity } from '../../src/server/demo/seedIdentity';
import { LIMITS } from '../../src/server/auth/rateLimit';
import type { Db } from '../../src/server/db/types';
import { ConfigError, settingsFromEnv } from '../../src/server/envConfig';
import { buildTestApp, camilleRegistration, Client, createPgDatabase, DB_KINDS, DEMO, lastMailTo, openTestDatabase, startHarness, type DbKind } from './helpers';

/**
 * The findings of an independent security probe of the reference server, each replayed here
 * against the server.
 */

/** Tests that send hundreds of requests: generous under a loaded machine (2 cores shared). */
const HEAVY_MS = 120_000;

/** Two instances of the server on one database (two pools on PostgreSQL, one PGlite shared in-process). */
async function twoInstances(kind: DbKind) {
  let dbs: Db[];
  let dispose: () => Promise<void>;
  if (kind === 'postgres') {
    const { url, drop } = await createPgDatabase();
    dbs = [await openPostgres(url, 8), await openPostgres(url, 8)];
    dispose = async () => {
      for (const db of dbs) await db.close();
      await drop();
    };
  } else {
    const database = await openTestDatabase('pglite');
    dbs = [database.db, database.db];
    dispose = database.dispose;
  }
  await migrate(dbs[0]);
  await seedIdentity(dbs[0], defaultConfig().argon2);
  await seedContent(dbs[0]);
  const apps: FastifyInstance[] = [(await buildTestApp(dbs[0])).app, (await buildTestApp(dbs[1])).app];
  return {
    apps,
    async close() {
      for (const app of apps) await app.close();
      await dispose();
    },
  };
}

describe.each(DB_KINDS)('login lockout under parallel attempts (%s)', (kind) => {
  let instances: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    instances = await twoInstances(kind);
  });
  afterAll(async () => instances?.close());

  it('200 parallel logins for one account on two instances: at most the allowance is checked, the rest is 429', async () => {
    const browser = new Client(instances.apps[0]);
    await browser.get('/api/identity/client');
    const headers = { cookie: browser.cookieHeader, 'x-xsrf-token': browser.cookies.get('XSRF-TOKEN')! };
    // Each attempt from its own address, so the per-address limit does not hide the per-account one;
    // the right password is among them.
    const attempts = Array.from({ length: 200 }, (_, i) =>
      instances.apps[i % 2].inject({
        method: 'POST',
        url: '/api/identity/login',
        remoteAddress: `10.1.${Math.floor(i / 250)}.${i % 250}`,
        headers,
        payload: { userName: DEMO.gestion, password: i === 150 ? DEMO.password : `Mauvais#${i}pass` },
      }),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.statusCode);
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(LIMITS.loginPerAccount.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - checked.length);
    // ASVS 2.2.1: at most 100 failed attempts an hour per account.
    expect((LIMITS.loginPerAccount.max * 3_600_000) / LIMITS.loginPerAccount.windowMs).toBeLessThanOrEqual(100);
  }, HEAVY_MS);

  it('parallel wrong passwords on check-password (re-authentication) are counted before the check too', async () => {
    const member = new Client(instances.apps[0]);
    expect((await member.login(DEMO.admin, DEMO.password)).statusCode).toBe(200);
    const headers = { cookie: member.cookieHeader, 'x-xsrf-token': member.cookies.get('XSRF-TOKEN')! };
    const attempts = Array.from({ length: 40 }, (_, i) =>
      instances.apps[i % 2].inject({
        method: 'POST',
        url: '/api/identity/check-password',
        headers,
        payload: { password: `Mauvais#${i}pass` },
      }),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(LIMITS.loginPerAccount.max);
  });
});

/** The refusal settingsFromEnv gives for an environment, or null when it starts. */
function refusal(env: Record<string, string>): string[] | null {
  try {
    settingsFromEnv(env);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('developer surfaces are opt-in (DEV_TOOLS=1)', () => {
  it('are off when nothing says otherwise, and npm start turns them on for the demo only', () => {
    expect(settingsFromEnv({}).devTools).toBe(false);
    expect(settingsFromEnv({ DEV_TOOLS: '1' }).devTools).toBe(true);
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    // npm start runs scripts/start.mjs, which starts the server with DEV_TOOLS=1 unless told otherwise.
    expect(scripts.start).toBe('node scripts/start.mjs');
    expect(readFileSync('scripts/start.mjs', 'utf8')).toContain("DEV_TOOLS: process.env.DEV_TOOLS ?? '1'");
    expect(scripts.server).not.toContain('DEV_TOOLS');
  });

  it('refuses to start with DEV_TOOLS=1 and SMTP_URL, or in production', () => {
    expect(refusal({ DEV_TOOLS: '1', SMTP_URL: 'smtp://mail.mutuelle.fr' })?.join()).toContain('SMTP_URL');
    expect(refusal({ DEV_TOOLS: '1', NODE_ENV: 'production', PUBLIC_URL: 'https://adherents.mutuelle.fr' })?.join()).toContain('production');
    expect(refusal({ DEV_TOOLS: 'yes' })?.join()).toContain('DEV_TOOLS');
  });

  it('without the flag: no mailbox, no test controls (even with NODE_ENV=test), and the gallery is told it is off', async () => {
    const h = await startHarness('pglite', { config: { nodeEnv: 'test', devTools: settingsFromEnv({ NODE_ENV: 'test' }).devTools } });
    try {
      const browser = h.client();
      expect((await browser.get('/api/dev/mailbox')).statusCode).toBe(404);
      expect((await browser.get('/api/dev/mailbox.html')).statusCode).toBe(404);
      expect((await browser.post('/api/dev/test/client', { registerAttemptNumber: 99 })).statusCode).toBe(404);
      expect((await browser.post('/api/dev/test/delete-account', { numeroContrat: 'DEMO1001' })).statusCode).toBe(404);
      expect((await browser.get('/api/dev/status')).json()).toEqual({ devTools: false });
    } finally {
      await h.close();
    }
  });

  it('with the flag and NODE_ENV=test: mailbox, test controls and gallery are on', async () => {
    const h = await startHarness('pglite', { seed: false, config: { nodeEnv: 'test', devTools: true } });
    try {
      const browser = h.client();
      expect((await browser.get('/api/dev/mailbox')).statusCode).toBe(200);
      expect((await browser.post('/api/dev/test/client', {})).json()).toEqual({ updated: 0 });
      expect((await browser.get('/api/dev/status')).json()).toEqual({ devTools: true, demarrage: expect.any(Number) });
    } finally {
      await h.close();
    }
  });
});

describe('mail links come from the configuration, never from the Host header', () => {
  it('forgot-password sent with Host: evil.example links to PUBLIC_URL', async () => {
    const h = await startHarness('pglite', { config: { publicUrl: 'https://adherents.mutuelle.fr' } });
    try {
      const attacker = h.client();
      const res = await attacker.post('/api/identity/forgot-password', { userName: DEMO.adherent }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
      expect(res.statusCode).toBe(200);
      const mail = await lastMailTo(h.app, DEMO.adherent);
      expect(mail?.links.length).toBeGreaterThan(0);
      for (const link of mail!.links) expect(link.startsWith('https://adherents.mutuelle.fr/')).toBe(true);
      expect(mail!.text).not.toContain('evil.example');
    } finally {
      await h.close();
    }
  });

  it('PUBLIC_URL: required in production, checked, and for the demo derived from PORT', () => {
    expect(refusal({ NODE_ENV: 'production' })?.join()).toContain('PUBLIC_URL');
    expect(refusal({ PUBLIC_URL: 'adherents.mutuelle.fr' })?.join()).toContain('PUBLIC_URL');
    // Production also needs its cookie secret and its SMTP server (their own test: envConfig.production.test.ts).
    const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.mutuelle.fr' };
    expect(settingsFromEnv({ ...production, PUBLIC_URL: 'https://adherents.mutuelle.fr/' }).publicUrl).toBe('https://adherents.mutuelle.fr');
    expect(settingsFromEnv({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
  });

  it('the server refuses to start in production without PUBLIC_URL (before it opens any database)', async () => {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server/main.ts'],
        { env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-opened', PORT: '0' }, timeout: 20_000 },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(code).toBe(1);
    expect(stderr).toContain('PUBLIC_URL manque');
  });
});

describe('TRUST_PROXY takes a hop count or the proxies, never every hop', () => {
  const cheap = { argon2: { memoryCost: 1024, timeCost: 1 } };

  /** 130 logins from `remoteAddress` (a proxy, or a client), each with a made-up X-Forwarded-For in front of the address a proxy saw. */
  async function loginsWithRotatingForwardedFor(trustProxy: string, remoteAddress = '10.0.0.1'): Promise<number[]> {
    const h = await startHarness('pglite', { config: { ...cheap, trustProxy: settingsFromEnv({ TRUST_PROXY: trustProxy }).trustProxy } });
    try {
      const browser = h.client();
      await browser.get('/api/identity/client', { 'x-forwarded-for': '203.0.113.7' });
      const statuses: number[] = [];
      for (let i = 0; i < 130; i++) {
        const res = await h.app.inject({
          method: 'POST',
          url: '/api/identity/login',
          remoteAddress,
          headers: {
            cookie: browser.cookieHeader,
            'x-xsrf-token': browser.cookies.get('XSRF-TOKEN')!,
            'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.7`,
          },
          payload: { userName: `personne${i}@exemple.fr`, password: 'Mauvais#2026pass' },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    } finally {
      await h.close();
    }
  }

  it('TRUST_PROXY=1 (one proxy): a rotating X-Forwarded-For no longer escapes the per-address login limit', async () => {
    const statuses = await loginsWithRotatingForwardedFor('1');
    expect(statuses.filter((status) => status === 429)).toHaveLength(130 - LIMITS.loginPerIp.max);
  }, HEAVY_MS);

  it("TRUST_PROXY=<the proxy's address>: same, and a client that skips the proxy cannot choose its address", async () => {
    const throughProxy = await loginsWithRotatingForwardedFor('10.0.0.1', '10.0.0.1');
    expect(throughProxy.filter((status) => status === 429)).toHaveLength(130 - LIMITS.loginPerIp.max);
    const direct = await loginsWithRotatingForwardedFor('10.0.0.0/8', '192.0.2.50');
    expect(direct.filter((status) => status === 429)).toHaveLength(130 - LIMITS.loginPerIp.max);
  }, HEAVY_MS);

  it('refuses values that would trust every hop or that it cannot read', () => {
    expect(refusal({ TRUST_PROXY: 'true' })?.join()).toContain('TRUST_PROXY');
    expect(refusal({ TRUST_PROXY: '10.0.0.300' })?.join()).toContain('TRUST_PROXY');
    expect(settingsFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(settingsFromEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback']);
    expect(settingsFromEnv({}).trustProxy).toBe(false);
  });
});

describe('slow requests are timed out', () => {
  it('a body sent a byte at a time is cut off with 408 once the request timeout passes', async () => {
    const h = await startHarness('pglite', { seed: false, config: { requestTimeoutMs: 600 } });
    try {
      const browser = h.client();
      await browser.get('/api/identity/client');
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = h.app.server.address() as AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let received = '';
        let drip: NodeJS.Timeout | undefined;
        const giveUp = setTimeout(() => {
          socket.destroy();
          resolve(`still open after 8 s: ${received}`);
        }, 8_000);
        socket.on('connect', () => {
          const headers = [
            'POST /api/identity/login HTTP/1.1',
            'Host: localhost',
            'Content-Type: application/json',
            'Content-Length: 1000',
            `Cookie: ${browser.cookieHeader}`,
            `X-XSRF-TOKEN: ${browser.cookies.get('XSRF-TOKEN')}`,
          ];
          socket.write(`${headers.join('\r\n')}\r\n\r\n{`);
          drip = setInterval(() => socket.write(' '), 100);
        });
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => {
          clearInterval(drip);
          clearTimeout(giveUp);
          resolve(received);
        });
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await h.close();
    }
  });

  it('the default request timeout is set (not 0)', async () => {
    const h = await startHarness('pglite', { seed: false });
    try {
      expect(h.config.requestTimeoutMs).toBeGreaterThan(0);
      expect(h.app.server.requestTimeout).toBe(h.config.requestTimeoutMs);
      expect(h.app.server.headersTimeout).toBeLessThanOrEqual(h.config.requestTimeoutMs); // else Node never enforces requestTimeout
    } finally {
      await h.close();
    }
  });
});

describe.each(DB_KINDS)('X-SecurityCode proofs have a wrong-try counter (%s)', (kind) => {
  it('after 5 wrong proofs (even in parallel) the right proof is dead too; a newly verified code proves again', async () => {
    const h = await startHarness(kind);
    try {
      await h.db.query(
        "UPDATE adherents SET telephone_mobile = '0698765432', telephone_confirme = true WHERE id = (SELECT adherent_id FROM users WHERE user_name = $1)",
        [DEMO.adherent],
      );
      const member = h.client();
      expect((await member.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
      const verifiedCode = async () => {
        await member.post('/api/amf/send-security-code', { sendType: 'SMS', operation: 'verify' });
        const code = /\b(\d{6})\b/.exec((await lastMailTo(h.app, '0698765432'))?.text ?? '')?.[1] ?? '';
        expect((await member.post('/api/amf/validate-operation', { operation: 'verify', securityCode: code })).statusCode).toBe(200);
        return code;
      };
      const code = await verifiedCode();
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const guesses = await Promise.all(
        Array.from({ length: 20 }, () => member.post('/api/amf/delete-devices', undefined, { 'x-securitycode': wrong })),
      );
      expect(guesses.every((res) => res.statusCode === 403)).toBe(true);
      expect((await member.post('/api/amf/delete-devices', undefined, { 'x-securitycode': code })).statusCode).toBe(403);
      const fresh = await verifiedCode();
      expect((await member.post('/api/amf/delete-devices', undefined, { 'x-securitycode': fresh })).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });
});

describe('the session cookie has the __Host- prefix over HTTPS', () => {
  it('behind a trusted proxy speaking HTTPS: __Host-sid (Secure, Path=/, no Domain) carries the session, a plain sid is ignored', async () => {
    const h = await startHarness('pglite', { config: { trustProxy: settingsFromEnv({ TRUST_PROXY: '1' }).trustProxy } });
    try {
      const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7', host: 'adherents.mutuelle.fr' };
      const member = h.client();
      await member.get('/api/identity/client', https);
      expect([...member.cookies.keys()].sort()).toEqual(['__Host-XSRF-TOKEN', '__Host-sid']);
      const login = await member.post('/api/identity/login', { userName: DEMO.adherent, password: DEMO.password }, https);
      expect(login.statusCode).toBe(200);
      const cookie = login.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie?.domain).toBeUndefined();
      expect((await member.get('/api/identity/current-user', https)).json()).toMatchObject({ userName: DEMO.adherent });
      // The same id under the unprefixed name (what a sibling subdomain could set) opens nothing.
      const planted = await h.app.inject({
        method: 'GET',
        url: '/api/identity/current-user',
        headers: { ...https, cookie: `sid=${cookie!.value}` },
      });
      expect(planted.body).toBe('null');
      // Plain HTTP keeps the name browsers accept without Secure.
      const plain = await h.app.inject({ method: 'GET', url: '/api/identity/current-user', headers: { host: 'localhost:8080' } });
      expect(plain.cookies.map((c) => c.name)).toContain('sid');
    } finally {
      await h.close();
    }
  });
});

describe.each(DB_KINDS)('registration and forgot-username do not tell whether an account exists (%s)', (kind) => {
  let h: Awaited<ReturnType<typeof startHarness>>;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const register = (overrides: Record<string, unknown>) => h.client().post('/api/identity/register', camilleRegistration(overrides));
  const answer = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, body: res.body });

  it('register answers the same when the address is taken, when the member has an account, and when it creates one; the mails say which', async () => {
    const taken = await register({ email: DEMO.gestion });
    const created = await register({ email: 'camille.nouvelle@example.fr' });
    const again = await register({ email: 'camille.autre@example.fr' });
    // Same status and shape; the body echoes the address typed, as the confirmation screen needs.
    expect(answer(taken)).toEqual({ status: 200, body: JSON.stringify({ userName: DEMO.gestion }) });
    expect(answer(created)).toEqual({ status: 200, body: JSON.stringify({ userName: 'camille.nouvelle@example.fr' }) });
    expect(answer(again)).toEqual({ status: 200, body: JSON.stringify({ userName: 'camille.autre@example.fr' }) });
    expect((await lastMailTo(h.app, DEMO.gestion))?.subject).toBe('Cette adresse est déjà celle d’un Espace Adhérent');
    // The account created gets its activation mail, then hears of the second attempt; the address of that attempt hears nothing.
    const { rows } = await h.db.query<{ subject: string }>("SELECT subject FROM outbox WHERE recipient = 'camille.nouvelle@example.fr' ORDER BY id");
    expect(rows.map((row) => row.subject)).toEqual(['Activez votre Espace Adhérent', 'Votre Espace Adhérent existe déjà']);
    expect(await lastMailTo(h.app, 'camille.autre@example.fr')).toBeUndefined();
  });

  it('forgot-username answers the same when the new address is already an identifier; the member is told by mail', async () => {
    const sophie = { numeroContrat: 'DEMO1001', nom: 'Durand', prenom: 'Sophie', dateNaissance: '1990-05-12', codePostal: '69003' };
    await h.db.query(
      "UPDATE adherents SET telephone_confirme = false WHERE id = (SELECT adherent_id FROM users WHERE user_name = $1)",
      [DEMO.adherent],
    );
    const visitor = h.client();
    const nobody = await visitor.post('/api/identity/forgot-username', { ...sophie, nom: 'AUTRE', email: 'libre@example.fr' });
    const taken = await visitor.post('/api/identity/forgot-username', { ...sophie, email: DEMO.gestion });
    expect(answer(taken)).toEqual(answer({ ...nobody, body: nobody.body.replace('libre@example.fr', DEMO.gestion) }));
    expect((await lastMailTo(h.app, DEMO.adherent))?.subject).toBe('Votre identifiant n’a pas été modifié');
    expect((await lastMailTo(h.app, DEMO.adherent))?.text).toContain(`${DEMO.gestion} est déjà l’identifiant d’un autre compte`);
  });
});
