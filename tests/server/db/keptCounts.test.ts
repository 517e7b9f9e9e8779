import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startHarness, type Harness } from '../helpers';
import { purgeConnectionLogs } from '../../../src/server/admin/connectionLogRetention';

/**
 * The counts the database keeps by trigger (migration 900) — login attempts per day, demandes per
 * day, acte, status and client — say what their tables hold, whatever writes them: inserts of
 * several rows at once, status changes, deletions, the retention purge; and the rebuild gives the same.
 */
describe.each(DB_KINDS)('counts kept beside the big tables (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const rows = async (sql: string) => (await h.db.query<Record<string, unknown>>(sql)).rows;
  const connectionCounts = () => rows('SELECT jour::text, success, n::int FROM connexions_par_jour WHERE n > 0 ORDER BY 1, 2');
  const connectionTruth = () =>
    rows("SELECT (at AT TIME ZONE 'Europe/Paris')::date::text AS jour, success, count(*)::int AS n FROM connection_logs GROUP BY 1, 2 ORDER BY 1, 2");
  const demandeCounts = () => rows('SELECT jour::text, acte, statut, client_code, n::int FROM demandes_par_jour WHERE n > 0 ORDER BY 1, 2, 3, 4');
  const demandeTruth = () =>
    rows("SELECT created_at::date::text AS jour, acte, statut, coalesce(client_code, '') AS client_code, count(*)::int AS n FROM demandes GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4");

  it('login attempts per day (a day of Paris): inserts, the purge, and the rebuild agree with the log', async () => {
    const now = h.config.now();
    const monthsAgo = (months: number) => new Date(now.getTime() - months * 31 * 86_400_000);
    await h.db.query(
      `INSERT INTO connection_logs (at, success, motif, identifier)
       SELECT at, i % 3 = 0, 'identifiants', 'compte.' || i || '@demo.fr'
         FROM (VALUES (1, $1::timestamptz), (2, $1), (3, $2), (4, $2), (5, $3), (6, '2026-03-28T23:30:00Z'::timestamptz)) v(i, at)`,
      [monthsAgo(14), monthsAgo(2), now],
    );
    expect(await connectionCounts()).toEqual(await connectionTruth());
    // 23:30 UTC on 28 March 2026 is already the 29th in Paris (summer time): counted on the 29th
    expect((await connectionCounts()).some((row) => row.jour === '2026-03-29')).toBe(true);
    expect(await purgeConnectionLogs(h.db, now, 12)).toBeGreaterThanOrEqual(2);
    expect(await connectionCounts()).toEqual(await connectionTruth());
    await h.db.query('SELECT connexions_par_jour_rebuild()');
    expect(await connectionCounts()).toEqual(await connectionTruth());
  });

  it('demandes per day, acte, status and client: filing, a status change, a deletion, and the rebuild agree with the table', async () => {
    const { rows: users } = await h.db.query<{ id: string }>("SELECT id FROM users WHERE user_name = 'adherent@demo.fr'");
    const { rows: filed } = await h.db.query<{ id: number }>(
      `INSERT INTO demandes (acte, user_id, donnees, statut, client_code)
       SELECT a, $1, '{}'::jsonb, 'envoyee', c FROM (VALUES ('adresse', NULL), ('adresse', 'mutuelle-azur'), ('abonnement', NULL)) v(a, c) RETURNING id`,
      [users[0].id],
    );
    expect(await demandeCounts()).toEqual(await demandeTruth());
    await h.db.query("UPDATE demandes SET statut = 'traitee' WHERE id = ANY ($1::bigint[])", [filed.slice(0, 2).map((row) => row.id)]);
    expect(await demandeCounts()).toEqual(await demandeTruth());
    await h.db.query('DELETE FROM demandes WHERE id = $1', [filed[2].id]);
    expect(await demandeCounts()).toEqual(await demandeTruth());
    await h.db.query('SELECT demandes_par_jour_rebuild()');
    expect(await demandeCounts()).toEqual(await demandeTruth());
  });
});
