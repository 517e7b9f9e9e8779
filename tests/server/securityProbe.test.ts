import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import { defaultConfig } from '../../src/server/config';
import { seedContent } from '../../src/server/demo/seedContent';
import { seedIdentity } from '../../src/server/demo/seedIdentity';
import { LIMITS } from '../../src/server/auth/rateLimit';
import type { Db } from '../../src/server/db/types';
import { buildTestApp, Client, createPgDatabase, DB_KINDS, DEMO, openTestDatabase, type DbKind } from './helpers';

/**
 * Issue 13 (an independent probe of the reference server), items 1, 2, 3, 5, 10, 11, 12:
 * each finding is replayed here against the server.
 */

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

describe.each(DB_KINDS)('item 1: login lockout under parallel attempts (%s)', (kind) => {
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
  });

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
