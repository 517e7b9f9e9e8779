import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../src/server/mail/outbox';
import { compose } from '../../src/server/mail/templates';
import { buildTestApp, DEMO, logCollector, startHarness, type Harness } from './helpers';

/** What an operations team watches: /metrics behind its token, liveness and readiness, shedding under overload. */

const TOKEN = 'jeton-de-supervision-0123456789';

describe('metrics and health (postgres)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('postgres', { config: { metricsToken: TOKEN, argon2: { memoryCost: 1024, timeCost: 1 } } });
  });
  afterAll(async () => h?.close());

  const scrape = (authorization?: string) => h.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('/metrics answers only its bearer token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer mauvais-jeton-0123456789000')).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route pattern and status, login failures, the pool and the outbox backlog', async () => {
    const c = h.client();
    await c.get('/api/identity/current-user');
    await c.get('/api/upload/aaaaaaaaaaaaaaaaaaaa'); // 401: a pattern, not the URL
    await c.login(DEMO.adherent, 'Mauvais#2026pass');
    await h.db.transaction((tx) => queueMail(tx, compose('attente@demo.fr', 'Objet', ['Texte']), null));
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/portail_http_requests_total\{method="GET",route="\/api\/identity\/current-user",status="200"\} \d+/);
    expect(text).toMatch(/portail_http_requests_total\{method="GET",route="\/api\/upload\/:id",status="401"\} 1/);
    expect(text).not.toContain('aaaaaaaaaaaaaaaaaaaa');
    expect(text).toMatch(/portail_http_request_duration_seconds_bucket\{le="0.5",method="GET",route="\/api\/identity\/current-user",status="200"\} \d+/);
    expect(text).toMatch(/portail_login_failures_total\{motif="identifiants"\} 1/);
    expect(text).toContain('portail_login_lockouts_total 0');
    expect(text).toContain('portail_uploads_total 0');
    expect(text).toMatch(/portail_db_pool_connections\{state="max"\} 4/);
    expect(text).toMatch(/portail_outbox_pending [1-9]/);
    expect(text).toMatch(/portail_outbox_oldest_pending_seconds \d/);
    expect(text).toContain('portail_outbox_undelivered 0');
  });

  it('liveness always, readiness when the database answers and every migration is applied', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    expect((await h.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ status: 'ready', database: 'postgres' });
    await h.db.query(`DELETE FROM schema_migrations WHERE name = '780_outbox_delivery.sql'`);
    try {
      const notReady = await h.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ message: 'Service momentanément indisponible', pendingMigrations: ['780_outbox_delivery.sql'] });
      expect((await h.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'postgres' }); // unchanged contract
    } finally {
      await h.db.query(`INSERT INTO schema_migrations (name) VALUES ('780_outbox_delivery.sql')`);
    }
  });

  it("an error answer carries the request's id, the same as every log line the request caused", async () => {
    const { stream, lines } = logCollector();
    const { app } = await buildTestApp(h.db, { logLevel: 'info', logStream: stream });
    try {
      const ids = new Set<string>();
      for (const url of ['/api/adherent/contrats', '/api/inconnue']) {
        const res = await app.inject({ method: 'GET', url });
        const { requestId } = res.json() as { requestId: string };
        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        ids.add(requestId);
        const caused = lines.map((line) => JSON.parse(line) as { reqId?: string; path?: string }).filter((line) => line.path === url);
        expect(caused.length).toBeGreaterThan(0);
        expect(caused.every((line) => line.reqId === requestId)).toBe(true);
      }
      expect(ids.size).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('/metrics is not there without METRICS_TOKEN', async () => {
    const { app } = await buildTestApp(h.db);
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('sheds with 503 « Service momentanément indisponible » while the event loop lags, liveness still 200, then recovers', async () => {
    const { app } = await buildTestApp(h.db, { maxEventLoopDelayMs: 50 });
    try {
      // Keep the event loop busy in 150 ms slices for 2.5 s: the plugin's 1 s samples see the lag.
      const end = Date.now() + 2_500;
      while (Date.now() < end) {
        const slice = Date.now() + 150;
        while (Date.now() < slice);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const shed = await app.inject({ method: 'GET', url: '/api/health' });
      expect(shed.statusCode).toBe(503);
      expect(shed.json()).toMatchObject({ message: 'Service momentanément indisponible' });
      expect(shed.headers['retry-after']).toBe('10');
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
