import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import { defaultConfig } from '../../src/server/config';
import { seedIdentity } from '../../src/server/demo/seedIdentity';
import { seedContent } from '../../src/server/demo/seedContent';
import { buildTestApp, Client, createPgDatabase, DEMO, tempDataDir } from './helpers';

describe('restart on PGlite', () => {
  it('keeps what was written before a stop', async () => {
    const { dir, remove } = tempDataDir();
    try {
      const first = await openPglite(dir);
      await migrate(first);
      expect(await seedIdentity(first, defaultConfig().argon2)).toBe(true);
      await seedContent(first);
      const { app } = await buildTestApp(first);
      const c = new Client(app);
      expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
      await app.close();
      await first.close();

      const second = await openPglite(dir);
      expect(await migrate(second)).toEqual([]);
      expect(await seedIdentity(second, defaultConfig().argon2)).toBe(false); // not seeded twice
      const again = await buildTestApp(second);
      // Same session cookie, after the restart.
      const res = await again.app.inject({ method: 'GET', url: '/api/identity/current-user', headers: { cookie: c.cookieHeader } });
      expect(res.json()?.userName).toBe(DEMO.adherent);
      await again.app.close();
      await second.close();
    } finally {
      remove();
    }
  });
});

describe('two instances on one PostgreSQL', () => {
  it('migrate and seed at the same time without clash, then share sessions and rate limits', async () => {
    const { url, drop } = await createPgDatabase();
    const a = await openPostgres(url, 4);
    const b = await openPostgres(url, 4);
    try {
      const applied = await Promise.all([migrate(a), migrate(b)]);
      expect(applied[0].length + applied[1].length).toBeGreaterThan(0);
      expect(new Set([...applied[0], ...applied[1]]).size).toBe(applied[0].length + applied[1].length); // each file once
      const seeded = await Promise.all([seedIdentity(a, defaultConfig().argon2), seedIdentity(b, defaultConfig().argon2)]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      await seedContent(a);

      const one = await buildTestApp(a);
      const two = await buildTestApp(b);
      // Log in on instance one, use the session on instance two.
      const c = new Client(one.app);
      expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
      c.app = two.app;
      expect((await c.get('/api/identity/current-user')).json()?.userName).toBe(DEMO.adherent);
      expect((await c.post('/api/identity/logout')).statusCode).toBe(200); // XSRF token valid on both
      c.app = one.app;
      expect((await c.get('/api/identity/current-user')).body).toBe('null');

      // Wrong passwords spread over both instances add up.
      for (let i = 0; i < 5; i++) {
        const instance = i % 2 === 0 ? one.app : two.app;
        expect((await new Client(instance).login(DEMO.gestion, `Mauvais#${i}`)).statusCode).toBe(400);
      }
      expect((await new Client(one.app).login(DEMO.gestion, DEMO.password)).statusCode).toBe(429);
      expect((await new Client(two.app).login(DEMO.gestion, DEMO.password)).statusCode).toBe(429);
      await one.app.close();
      await two.app.close();
    } finally {
      await a.close();
      await b.close();
      await drop();
    }
  });
});
