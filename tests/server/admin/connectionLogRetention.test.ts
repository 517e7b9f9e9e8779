import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, buildTestApp, startHarness, type Harness } from '../helpers';
import { ConfigError, settingsFromEnv } from '../../../src/server/envConfig';
import { purgeConnectionLogs, retentionCutoff } from '../../../src/server/admin/connectionLogRetention';

describe('connection log retention setting', () => {
  it('is 12 months by default, CONNECTION_LOG_RETENTION_MONTHS otherwise; a value that is not 1 to 120 months stops the start', () => {
    expect(settingsFromEnv({}).connectionLogRetentionMonths).toBe(12);
    expect(settingsFromEnv({ CONNECTION_LOG_RETENTION_MONTHS: '6' }).connectionLogRetentionMonths).toBe(6);
    for (const wrong of ['0', 'douze', '-3', '121', '1.5']) {
      expect(() => settingsFromEnv({ CONNECTION_LOG_RETENTION_MONTHS: wrong })).toThrow(ConfigError);
    }
  });

  it('the cutoff is that many calendar months back', () => {
    expect(retentionCutoff(new Date('2026-11-23T08:00:00Z'), 12).toISOString()).toBe('2025-11-23T08:00:00.000Z');
  });
});

describe.each(DB_KINDS)('connection logs are kept a bounded time (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const monthsAgo = (months: number) => {
    const at = new Date(h.config.now());
    at.setUTCMonth(at.getUTCMonth() - months);
    return at;
  };
  const insert = (identifier: string, at: Date) =>
    h.db.query("INSERT INTO connection_logs (at, success, motif, identifier) VALUES ($1, false, 'identifiants', $2)", [at, identifier]);
  const identifiers = async () =>
    (await h.db.query<{ identifier: string }>("SELECT identifier FROM connection_logs WHERE identifier LIKE 'retention.%' ORDER BY identifier")).rows.map((row) => row.identifier);

  it('a server starting purges the attempts older than the retention (12 months by default), keeps the others', async () => {
    await insert('retention.13mois@demo.fr', monthsAgo(13));
    await insert('retention.11mois@demo.fr', monthsAgo(11));
    const started = await buildTestApp(h.db);
    try {
      expect(await identifiers()).toEqual(['retention.11mois@demo.fr']);
    } finally {
      await started.app.close();
    }
    // A shorter setting keeps less; the purge is idempotent (a second run, or a second server, deletes nothing more).
    const shorter = await buildTestApp(h.db, { connectionLogRetentionMonths: 6 });
    try {
      expect(await identifiers()).toEqual([]);
      expect(await purgeConnectionLogs(h.db, h.config.now(), 6)).toBe(0);
    } finally {
      await shorter.app.close();
    }
  });

  it('today’s attempts stay, and the log keeps being written', async () => {
    const logged = async () =>
      (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM connection_logs WHERE identifier = $1', [DEMO.adherent])).rows[0].n;
    expect((await h.client().login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    // Written once the answer is sent (an onResponse hook): on a busy machine, just after the reply.
    await expect.poll(logged).toBeGreaterThan(0);
    const before = await logged();
    expect(await purgeConnectionLogs(h.db, h.config.now(), 12)).toBe(0);
    expect(await logged()).toBe(before);
  });
});
