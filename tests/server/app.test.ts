import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { LOG_REDACT } from '../../src/server/app';
import { migrate } from '../../src/server/db/migrate';
import { DB_KINDS, DEMO, logCollector, startHarness, type Harness } from './helpers';

describe.each(DB_KINDS)('server core (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('GET /api/health answers when the database is reachable', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('sends a strict CSP, nosniff and no-referrer', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('applying the migrations again changes nothing', async () => {
    expect(await migrate(h.db)).toEqual([]);
    const { rows } = await h.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toContain('001_identity.sql');
  });

  it('gives an anonymous visitor a sid (HttpOnly, Lax) and an XSRF-TOKEN tied to it', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/identity/current-user' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
    const sid = res.cookies.find((c) => c.name === 'sid');
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("looks a session up only for a logged-in visitor's id (prefix s.), never for an anonymous one", async () => {
    const sessionLookups: string[] = [];
    const query = h.app.db.query.bind(h.app.db);
    h.app.db.query = (async (sql: string, params?: unknown[]) => {
      if (/FROM sessions s JOIN users/.test(sql)) sessionLookups.push(sql);
      return query(sql, params);
    }) as typeof h.app.db.query;
    try {
      const visitor = h.client();
      await visitor.get('/api/identity/client');
      expect(visitor.cookies.get('sid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await visitor.get('/api/referentiel/civilite');
      expect(sessionLookups).toEqual([]);
      // Logged in: a new id with the prefix, looked up at each request.
      expect((await visitor.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
      expect(visitor.cookies.get('sid')).toMatch(/^s\.[A-Za-z0-9_-]{43}$/);
      expect((await visitor.get('/api/identity/current-user')).json()).toMatchObject({ userName: DEMO.adherent });
      expect(sessionLookups.length).toBeGreaterThan(0);
      // A forged prefixed id is looked up, finds nothing, and stays anonymous.
      const forged = await h.app.inject({ method: 'GET', url: '/api/identity/current-user', headers: { cookie: `sid=s.${'A'.repeat(43)}` } });
      expect(forged.body).toBe('null');
    } finally {
      h.app.db.query = query;
    }
  });

  it('marks cookies Secure except on plain-HTTP localhost', async () => {
    const local = await h.app.inject({ method: 'GET', url: '/api/identity/current-user', headers: { host: 'localhost:8080' } });
    expect(local.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
    const remote = await h.app.inject({ method: 'GET', url: '/api/identity/current-user', headers: { host: 'portail.mutuelle.fr' } });
    expect(remote.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
  });

  it('refuses a write without X-XSRF-TOKEN, with a wrong one, or with one of another session (403)', async () => {
    const c = h.client();
    await c.get('/api/identity/client');
    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/identity/login',
      headers: { cookie: c.cookieHeader },
      payload: { userName: DEMO.adherent, password: DEMO.password },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'XsrfTokenInvalid', message: expect.stringContaining('Requête refusée') });
    const wrong = await c.post('/api/identity/login', { userName: DEMO.adherent, password: DEMO.password }, { 'x-xsrf-token': 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
    const other = h.client();
    await other.get('/api/identity/client');
    const crossed = await c.post('/api/identity/login', { userName: DEMO.adherent, password: DEMO.password }, {
      'x-xsrf-token': other.cookies.get('XSRF-TOKEN')!,
    });
    expect(crossed.statusCode).toBe(403);
    const noCookie = await h.app.inject({ method: 'POST', url: '/api/identity/logout', headers: { 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')! } });
    expect(noCookie.statusCode).toBe(403);
    const ok = await c.post('/api/identity/login', { userName: DEMO.adherent, password: DEMO.password });
    expect(ok.statusCode).toBe(200);
  });

  it('re-sets XSRF-TOKEN on GET /api/identity/client even when the page already has it', async () => {
    const c = h.client();
    await c.get('/api/identity/client');
    const again = await c.get('/api/identity/client');
    expect(again.cookies.map((x) => x.name)).toContain('XSRF-TOKEN');
    const other = await c.get('/api/health');
    expect(other.cookies.map((x) => x.name)).not.toContain('XSRF-TOKEN');
  });

  it('answers unknown API paths with a French 404 and malformed JSON with a French 400', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'La ressource demandée est introuvable', requestId: expect.any(String) });
    const c = h.client();
    await c.get('/api/identity/client');
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/identity/login',
      headers: { cookie: c.cookieHeader, 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')!, 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Les informations fournies sont erronées');
  });

  it('rejects a body missing required fields with 400 and field errors in French', async () => {
    const res = await h.client().post('/api/identity/login', { userName: DEMO.adherent });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Les informations fournies sont erronées',
      code: 'ValidationFailed',
      errors: [{ path: '/password', message: 'Ce champ est obligatoire' }],
      requestId: expect.any(String),
    });
  });

  it('GET /api/identity/login sends the browser to the login screen, keeping only a same-origin callback', async () => {
    const plain = await h.app.inject({ method: 'GET', url: '/api/identity/login' });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/#/login');
    const kept = await h.app.inject({ method: 'GET', url: `/api/identity/login?callbackUrl=${encodeURIComponent('/#/contrats')}` });
    expect(kept.headers.location).toBe(`/#/login?callbackUrl=${encodeURIComponent('/#/contrats')}`);
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await h.app.inject({ method: 'GET', url: `/api/identity/login?callbackUrl=${encodeURIComponent(evil)}` });
      expect(res.headers.location).toBe('/#/login');
    }
  });

  it('shows the development mailbox as JSON (newest first) and as an escaped HTML page', async () => {
    await h.db.query(
      `INSERT INTO outbox (channel, recipient, subject, text_body) VALUES ('mail', 'a@b.fr', 'Premier', 'un'),
       ('mail', 'a@b.fr', '<script>alert(1)</script>', 'Lien : http://localhost/#/x?code=1'), ('sms', '0600000000', NULL, 'Votre code : 123456')`,
    );
    const json = await h.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const list = json.json();
    expect(list[0]).toMatchObject({ channel: 'sms', to: '0600000000', text: 'Votre code : 123456' });
    expect(list[1]).toMatchObject({ subject: '<script>alert(1)</script>', links: ['http://localhost/#/x?code=1'] });
    const html = await h.app.inject({ method: 'GET', url: '/api/dev/mailbox.html' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.body).not.toContain('<script>');
    expect(html.body).toContain('Boîte de développement');
  });
});

describe('production configuration', () => {
  it('has no development mailbox when NODE_ENV=production', async () => {
    const h = await startHarness('pglite', { seed: false, config: { nodeEnv: 'production', devTools: false } });
    try {
      const res = await h.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await h.close();
    }
  });
});

describe('logs', () => {
  it('never carry a password, cookie, token or XSRF header', async () => {
    const { stream, lines } = logCollector();
    {
      // Same logger options as buildApp, observed through a stream.
      const probe = Fastify({ logger: { level: 'info', redact: LOG_REDACT, stream } });
      probe.post('/x', async () => ({ ok: true }));
      await probe.inject({ method: 'POST', url: '/x', headers: { cookie: 'sid=SECRETSID', 'x-xsrf-token': 'SECRETXSRF' }, payload: { password: 'SECRETPWD' } });
      await probe.close();
      const all = lines.join('\n');
      expect(all).toContain('incoming request');
      for (const secret of ['SECRETSID', 'SECRETXSRF', 'SECRETPWD']) expect(all).not.toContain(secret);
    }
  });
});
