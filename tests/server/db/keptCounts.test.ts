import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startHarness, type Harness } from '../helpers';
import { purgeConnectionLogs } from '../../../src/server/admin/connectionLogRetention';
import { demandeQueuePage, type DemandeFilters } from '../../../src/server/actes/demandes/backOfficeReads';

/**
 * The counts the database keeps by trigger (migration 900) — login attempts per day, demandes per
 * day and month, acte, status and client — say what their tables hold, whatever writes them: inserts of
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
  const monthCounts = () => rows('SELECT mois::text, acte, statut, client_code, n::int FROM demandes_par_mois WHERE n > 0 ORDER BY 1, 2, 3, 4');
  const monthTruth = () =>
    rows(`SELECT date_trunc('month', created_at::date)::date::text AS mois, acte, statut, coalesce(client_code, '') AS client_code, count(*)::int AS n
            FROM demandes GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`);
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
    expect(await monthCounts()).toEqual(await monthTruth());
  });

  it("the queue's total over a period (whole months and the days at its ends) is the count of the demandes filed in it", async () => {
    const { rows: users } = await h.db.query<{ id: string }>("SELECT id FROM users WHERE user_name = 'adherent@demo.fr'");
    // one demande a day over 15 months (month ends, a leap day), in three actes, statuses and clients
    await h.db.query(
      `INSERT INTO demandes (acte, user_id, donnees, statut, client_code, created_at)
       SELECT CASE WHEN i % 2 = 0 THEN 'adresse' ELSE 'abonnement' END, $1, '{}'::jsonb, CASE WHEN i % 3 = 0 THEN 'traitee' ELSE 'envoyee' END,
              CASE WHEN i % 4 = 0 THEN 'mutuelle-azur' END, timestamp '2027-11-03 10:00' + make_interval(days => i)
         FROM generate_series(0, 460) i`,
      [users[0].id],
    );
    expect(await monthCounts()).toEqual(await monthTruth());
    const periods: [string | null, string | null][] = [
      [null, null], ['2028-01-01', null], [null, '2028-02-29'], ['2028-01-15', '2028-01-20'], ['2028-01-15', '2028-01-31'],
      ['2028-01-31', '2028-02-01'], ['2027-12-02', '2028-11-30'], ['2028-02-01', '2028-04-30'], ['2027-11-20', '2029-01-01'], ['2028-06-01', '2028-05-01'], ['2028-01-01', '2028-02-01'], [null, '2028-03-01'], ['2028-02-29', null],
    ];
    for (const [du, au] of periods) {
      for (const extra of [{}, { acte: 'adresse' }, { statut: 'traitee', client: 'mutuelle-azur' }]) {
        const filters: DemandeFilters = { acte: null, statut: null, client: null, du, au, ...extra };
        const { rows: counted } = await h.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM demandes
            WHERE ($1::date IS NULL OR created_at >= $1::date) AND ($2::date IS NULL OR created_at < $2::date + 1)
              AND ($3::text IS NULL OR acte = $3) AND ($4::text IS NULL OR statut = $4) AND ($5::text IS NULL OR client_code = $5)`,
          [du, au, filters.acte, filters.statut, filters.client],
        );
        const { total } = await demandeQueuePage(h.db, filters, { tri: undefined, ordre: undefined }, 5, 0);
        expect({ du, au, ...extra, total }).toEqual({ du, au, ...extra, total: counted[0].n });
      }
    }
  });
});
