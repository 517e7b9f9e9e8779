import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { defaultConfig } from '../../src/server/config';
import { sha256 } from '../../src/server/auth/crypto';
import { helmetHeaders } from '../../src/server/securityHeaders';
import { DB_KINDS, DEMO, logCollector, startHarness, TEST_SECRET, type Harness } from './helpers';

/**
 * What the server-throughput work (bench/serverProfile.ts) changed or relies on, checked so it
 * cannot regress into a write per read or weaker sessions: reads write nothing, last-seen is
 * refreshed at most once a minute, the idle timeout and the XSRF tie still hold, prepared
 * statements survive a schema change, one compact log line per request, helmet's headers.
 */
describe.each(DB_KINDS)('sessions under load (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const sessionCount = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0].n;
  const lastSeen = async (sid: string) =>
    new Date((await h.db.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM sessions WHERE id_hash = $1', [sha256(sid)])).rows[0].last_seen_at).getTime();

  it('anonymous reads, with or without cookies, insert no session row', async () => {
    const before = await sessionCount();
    for (let i = 0; i < 5; i++) {
      const bare = await h.app.inject({ method: 'GET', url: '/api/referentiel/civilite' });
      expect(bare.statusCode).toBe(200);
    }
    const c = h.client();
    await c.get('/api/identity/client');
    for (let i = 0; i < 5; i++) expect((await c.get('/api/referentiel/civilite')).statusCode).toBe(200);
    expect(await c.get('/api/identity/current-user').then((r) => r.body)).toBe('null');
    expect(await sessionCount()).toBe(before);
  });

  it('refreshes last-seen at most once a minute, and the idle timeout still ends the session', async () => {
    const c = h.client();
    expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    const sid = c.cookies.get('sid')!;
    const start = await lastSeen(sid);
    h.advance(30_000);
    expect((await c.get('/api/adherent/contrats')).statusCode).toBe(200);
    expect((await c.get('/api/adherent/contrats')).statusCode).toBe(200);
    expect(await lastSeen(sid)).toBe(start); // read within the minute: no write
    h.advance(31_000);
    expect((await c.get('/api/adherent/contrats')).statusCode).toBe(200);
    const touched = await lastSeen(sid);
    expect(touched - start).toBeGreaterThanOrEqual(60_000);
    expect((await c.get('/api/adherent/contrats')).statusCode).toBe(200);
    expect(await lastSeen(sid)).toBe(touched);
    // Activity every 50 s keeps it alive past 30 min (the coarse refresh never loses activity of more than a minute)…
    for (let i = 0; i < 40; i++) {
      h.advance(50_000);
      expect((await c.get('/api/adherent/contrats')).statusCode).toBe(200);
    }
    // …and 30 min of silence still ends it: 401, row gone.
    h.advance(30 * 60_000 + 1_000);
    expect((await c.get('/api/adherent/contrats')).statusCode).toBe(401);
    expect((await h.db.query('SELECT 1 FROM sessions WHERE id_hash = $1', [sha256(sid)])).rows).toHaveLength(0);
  });

  it('keeps XSRF required and tied to the session id, which login rotates', async () => {
    const c = h.client();
    await c.get('/api/referentiel/civilite');
    const anonymousToken = c.cookies.get('XSRF-TOKEN')!;
    const anonymousSid = c.cookies.get('sid')!;
    const bare = await h.app.inject({ method: 'POST', url: '/api/identity/logout', headers: { cookie: c.cookieHeader } });
    expect(bare.statusCode).toBe(403);
    expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    expect(c.cookies.get('sid')).not.toBe(anonymousSid);
    expect(c.cookies.get('XSRF-TOKEN')).not.toBe(anonymousToken);
    // The token of the anonymous id no longer passes with the new session.
    const stale = await c.post('/api/identity/logout', undefined, { 'x-xsrf-token': anonymousToken });
    expect(stale.statusCode).toBe(403);
    expect((await c.get('/api/adherent/contrats')).statusCode).toBe(200);
    expect((await c.post('/api/identity/logout')).statusCode).toBe(200);
    expect((await c.get('/api/adherent/contrats')).statusCode).toBe(401);
  });

  it('prepared statements follow a schema change, and bad SQL still fails cleanly', async () => {
    await h.db.exec('CREATE TABLE perf_probe (id int PRIMARY KEY, label text)');
    await h.db.query("INSERT INTO perf_probe VALUES (1, 'un')");
    const sql = 'SELECT * FROM perf_probe WHERE id = $1';
    expect((await h.db.query(sql, [1])).rows).toEqual([{ id: 1, label: 'un' }]);
    await h.db.exec("ALTER TABLE perf_probe ADD COLUMN extra text NOT NULL DEFAULT 'x'");
    expect((await h.db.query(sql, [1])).rows).toEqual([{ id: 1, label: 'un', extra: 'x' }]);
    await expect(h.db.query('SELECT nope FROM perf_probe')).rejects.toMatchObject({ code: '42703' });
    await expect(h.db.query("INSERT INTO perf_probe VALUES (1, 'deux')")).rejects.toMatchObject({ code: '23505' });
    // The connection is still usable, inside and outside transactions, and values round-trip.
    const result = await h.db.transaction((tx) => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM perf_probe'));
    expect(result.rows).toEqual([{ n: 1 }]);
    const { rows } = await h.db.query<{ d: string; a: string[]; j: unknown; t: Date; nothing: null }>(
      'SELECT $1::date AS d, $2::text[] AS a, $3::jsonb AS j, $4::timestamptz AS t, $5::text AS nothing',
      ['2026-01-31', ['a', 'b'], JSON.stringify({ k: [1] }), new Date('2026-01-31T10:00:00Z'), null],
    );
    expect(rows[0]).toEqual({ d: '2026-01-31', a: ['a', 'b'], j: { k: [1] }, t: new Date('2026-01-31T10:00:00Z'), nothing: null });
    expect((await h.db.query('DELETE FROM perf_probe WHERE id = $1', [1])).affectedRows).toBe(1);
    await h.db.exec('DROP TABLE perf_probe');
  });
});

describe('request logs and security headers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(async () => h?.close());

  it('write one compact line per request, without query string, cookies or tokens', async () => {
    const { stream, lines } = logCollector();
    const config = defaultConfig({ cookieSecret: TEST_SECRET, logLevel: 'info', logStream: stream });
    const app = await buildApp({ db: h.db, config });
    try {
      await app.inject({ method: 'GET', url: '/api/referentiel/civilite?q=SECRETQUERY', headers: { cookie: 'sid=SECRETSIDSECRETSIDSECRETSIDSECRETSIDSECRETSI' } });
      await app.inject({
        method: 'POST',
        url: '/api/identity/login',
        headers: { cookie: 'sid=SECRETSID', 'x-xsrf-token': 'SECRETXSRF' },
        payload: { userName: DEMO.adherent, password: 'SECRETPWD' },
      });
    } finally {
      await app.close();
    }
    const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ level: 30, method: 'GET', path: '/api/referentiel/civilite', status: 200, reqId: expect.anything() });
    expect(requests[1]).toMatchObject({ method: 'POST', path: '/api/identity/login', status: 403 });
    expect(typeof requests[0].ms).toBe('number');
    const all = lines.join('\n');
    expect(all).not.toContain('incoming request');
    for (const secret of ['SECRETQUERY', 'SECRETSID', 'SECRETXSRF', 'SECRETPWD']) expect(all).not.toContain(secret);
  });

  it('send exactly what @fastify/helmet sends, on answers, errors and refusals alike', async () => {
    const options = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } }, referrerPolicy: { policy: 'no-referrer' as const } };
    const reference = Fastify({ logger: false });
    await reference.register(helmet, options);
    reference.get('/', async () => 'ok');
    const expected = (await reference.inject({ method: 'GET', url: '/' })).headers;
    await reference.close();
    const computed = Object.fromEntries(await helmetHeaders(options));
    expect(Object.keys(computed).length).toBeGreaterThanOrEqual(10);
    for (const [name, value] of Object.entries(computed)) expect(expected[name]).toEqual(value);

    for (const res of [
      await h.app.inject({ method: 'GET', url: '/api/referentiel/civilite' }),
      await h.app.inject({ method: 'GET', url: '/api/nope' }),
      await h.app.inject({ method: 'POST', url: '/api/identity/logout' }),
    ]) {
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    }
  });
});

describe('buffered log destination', () => {
  it('gathers info lines, writes warnings and errors at once, and flushes on demand', async () => {
    const { bufferedStdout } = await import('../../src/server/logDestination');
    const written: string[] = [];
    const original = process.stdout.write;
    process.stdout.write = ((chunk: string) => (written.push(String(chunk)), true)) as typeof process.stdout.write;
    try {
      const out = bufferedStdout({ maxBytes: 1000, maxDelayMs: 10_000 });
      out.write('{"level":30,"msg":"a"}\n');
      out.write('{"level":30,"msg":"b"}\n');
      expect(written).toEqual([]);
      out.write('{"level":50,"msg":"boom"}\n');
      expect(written).toEqual(['{"level":30,"msg":"a"}\n{"level":30,"msg":"b"}\n{"level":50,"msg":"boom"}\n']);
      out.write('{"level":30,"msg":"' + 'x'.repeat(1000) + '"}\n');
      expect(written).toHaveLength(2);
      out.write('{"level":20,"msg":"c"}\n');
      out.flush();
      expect(written[2]).toBe('{"level":20,"msg":"c"}\n');
    } finally {
      process.stdout.write = original;
    }
  });
});
