import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Harness } from '../../../helpers';
import { SEARCH_COUNT_LIMIT } from '../../../../../src/server/admin/cappedCount';
import { RECENT_ATTEMPTS } from '../../../../../src/server/admin/connectionLogReads';

describe.each(DB_KINDS)('connection log (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('anonymous 401, member 403 on both reads; gestion (statistiques/visualisation) may read them', async () => {
    for (const url of ['/api/admin/connections-logs', '/api/admin/connexion-counter']) {
      expect((await h.client().get(url)).statusCode).toBe(401);
      const member = h.client();
      await member.login(DEMO.adherent, DEMO.password);
      expect((await member.get(url)).statusCode).toBe(403);
      const gestion = h.client();
      await gestion.login(DEMO.gestion, DEMO.password);
      expect((await gestion.get(url)).statusCode).toBe(200);
    }
  });

  it('every login attempt is recorded: success and failure, identifier, IP, user agent; filtered and paged in SQL', async () => {
    const guess = h.client();
    expect((await guess.post('/api/identity/login', { userName: 'Inconnu.Log@demo.fr', password: 'pas-le-bon' }, { 'user-agent': 'Sonde/1.0' })).statusCode).toBe(400);
    const wrong = h.client();
    expect((await wrong.login(DEMO.adherent, 'mauvais#Mot2passe')).statusCode).toBe(400);
    const right = h.client();
    expect((await right.post('/api/identity/login', { userName: DEMO.adherent, password: DEMO.password }, { 'user-agent': 'Navigateur/2.0' })).statusCode).toBe(200);

    const admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
    // Each row is written once its answer is sent (an onResponse hook): the last may land just after.
    const lastSuccess = async () => (await admin.get(`/api/admin/connections-logs?identifiant=${encodeURIComponent(DEMO.adherent)}&succes=true`)).json().items[0]?.navigateur;
    await expect.poll(lastSuccess).toBe('Navigateur/2.0');
    const unknown = (await admin.get('/api/admin/connections-logs?identifiant=inconnu.log')).json();
    expect(unknown.total).toBe(1);
    expect(unknown.items[0]).toMatchObject({ succes: false, motif: 'identifiants', identifiant: 'inconnu.log@demo.fr', navigateur: 'Sonde/1.0', ip: '127.0.0.1' });
    expect(unknown.items[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(unknown.items[0].heure).toMatch(/^\d{2}:\d{2}:\d{2}$/);

    const sophie = (await admin.get(`/api/admin/connections-logs?identifiant=${encodeURIComponent(DEMO.adherent)}`)).json();
    expect(sophie.items.map((row: { succes: boolean; motif: string }) => [row.succes, row.motif]).slice(0, 2)).toEqual([
      [true, 'succes'],
      [false, 'identifiants'],
    ]);
    const successes = (await admin.get(`/api/admin/connections-logs?succes=true&identifiant=${encodeURIComponent(DEMO.adherent)}`)).json();
    expect(successes.items.every((row: { succes: boolean }) => row.succes)).toBe(true);
    expect(successes.items[0].navigateur).toBe('Navigateur/2.0');

    const page = (await admin.get('/api/admin/connections-logs?taille=2&page=2')).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);

    // A wildcard typed in the filter is taken literally.
    expect((await admin.get('/api/admin/connections-logs?identifiant=%25')).json().total).toBe(0);
    // A period in the future has nothing; an end before the start is refused in French.
    expect((await admin.get('/api/admin/connections-logs?du=2999-01-01')).json().total).toBe(0);
    const reversed = await admin.get('/api/admin/connections-logs?du=2026-02-01&au=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('La date de fin de la période doit être postérieure ou égale à la date de début.');
  });

  it('an identifier search counts up to its limit, then says « more than »; one or two characters find the start of an identifier', async () => {
    const admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
    await h.db.query(
      `INSERT INTO connection_logs (at, success, motif, identifier)
       SELECT now() - make_interval(secs => i), false, 'identifiants', 'zz.plafond.' || i || '@demo.fr' FROM generate_series(1, $1::int) i`,
      [SEARCH_COUNT_LIMIT + 5],
    );
    const many = (await admin.get('/api/admin/connections-logs?identifiant=plafond&taille=20&page=3')).json();
    expect(many).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalAuMoins: true, page: 3 });
    expect(many.items).toHaveLength(20);
    const few = (await admin.get('/api/admin/connections-logs?identifiant=plafond.7@')).json();
    expect(few).toMatchObject({ total: 1, totalAuMoins: false });
    // without an identifier the total is exact (the kept counts)
    expect((await admin.get('/api/admin/connections-logs')).json()).toMatchObject({ totalAuMoins: false });
    expect((await admin.get('/api/admin/connections-logs')).json().total).toBeGreaterThan(SEARCH_COUNT_LIMIT);
    // « zz » starts those identifiers; « la » is inside them (plafond) but starts none
    expect((await admin.get('/api/admin/connections-logs?identifiant=zz')).json()).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalAuMoins: true });
    expect((await admin.get('/api/admin/connections-logs?identifiant=la')).json().items.some((item: { identifiant: string }) => item.identifiant.startsWith('zz.'))).toBe(false);
    await h.db.query("DELETE FROM connection_logs WHERE identifier LIKE 'zz.plafond.%'");
  });

  it('a search takes its page among the newest attempts when they hold it, else through the trigram index: the same pages either way', async () => {
    const admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
    // One identifier in seven is « commun » among more attempts than the newest tested first (all
    // newer than the log's others); the « ancien » ones are all older than those.
    await h.db.query(
      `INSERT INTO connection_logs (at, success, motif, identifier)
       SELECT now() + interval '1 day' - make_interval(secs => i), i % 3 = 0, 'identifiants', CASE WHEN i % 7 = 0 THEN 'zz.commun.' ELSE 'zz.autre.' END || i || '@demo.fr'
         FROM generate_series(1, $1::int) i
       UNION ALL
       SELECT now() - make_interval(days => 30, secs => i), i % 2 = 0, 'succes', 'zz.ancien.' || i || '@demo.fr' FROM generate_series(1, $2::int) i`,
      [RECENT_ATTEMPTS + 500, SEARCH_COUNT_LIMIT + 5],
    );
    const expected = async (piece: string, succes: boolean | null, page: number) =>
      (
        await h.db.query<{ id: number }>(
          `SELECT id::int AS id FROM connection_logs WHERE identifier LIKE $1 AND ($2::boolean IS NULL OR success = $2)
            ORDER BY at DESC, id DESC LIMIT 20 OFFSET $3`,
          [`%${piece}%`, succes, (page - 1) * 20],
        )
      ).rows.map((row) => row.id);
    // « commun » pages 1, 7 and 30 are among the newest (which hold 2 857 of them); page 143 only in
    // part (its 2 841st to 2 857th), page 147 not at all, nor is any « ancien ».
    const cases: [string, boolean | null, number][] = [
      ['commun.2', null, 1], ['commun.2', null, 9], ['commun', null, 1], ['commun', null, 7], ['commun', false, 30], ['commun', null, 143], ['commun', null, 147],
      ['ancien', null, 1], ['ancien', null, 3], ['ancien', true, 2], ['ancien', false, 26], ['ancien', null, 51],
    ];
    for (const [piece, succes, page] of cases) {
      const reply = (await admin.get(`/api/admin/connections-logs?identifiant=${piece}&page=${page}&taille=20${succes === null ? '' : `&succes=${succes}`}`)).json();
      const ids = await expected(piece, succes, page);
      expect(reply.items.map((item: { id: number }) => item.id), `${piece} ${succes} ${page}`).toEqual(ids);
      expect(reply.items.every((item: { identifiant: string }) => item.identifiant.includes(piece))).toBe(true);
    }
    // Counted up to the limit either way: among the newest (« commun »), or through the trigram index
    // (« ancien », none of them among the newest; « ancien.1 » 1, 10 to 19, 100 to 199 and 1000 to 1005).
    const total = async (piece: string) => {
      const { total, totalAuMoins } = (await admin.get(`/api/admin/connections-logs?identifiant=${piece}`)).json();
      return { total, totalAuMoins };
    };
    expect(await total('commun')).toEqual({ total: SEARCH_COUNT_LIMIT, totalAuMoins: true });
    expect(await total('ancien')).toEqual({ total: SEARCH_COUNT_LIMIT, totalAuMoins: true });
    expect(await total('ancien.1')).toEqual({ total: 117, totalAuMoins: false });
    // « commun.2 » holds its first page among the newest, and more matches past them: the count is
    // « at least » those among the newest, without reading the others.
    const among = async (limit: number | null) =>
      Number((await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT identifier FROM connection_logs ORDER BY at DESC, id DESC LIMIT $1) newest WHERE identifier LIKE '%commun.2%'`,
        [limit],
      )).rows[0]!.n);
    const newest = await among(RECENT_ATTEMPTS);
    expect(newest).toBeGreaterThan(20);
    expect(await among(null)).toBeGreaterThan(newest);
    expect(await total('commun.2')).toEqual({ total: newest, totalAuMoins: true });
    await h.db.query("DELETE FROM connection_logs WHERE identifier LIKE 'zz.%'");
  });

  it('an account not activated yet is told apart from a wrong password', async () => {
    await h.db.query(
      `INSERT INTO users (user_name, password_hash, status) SELECT 'pas.active@demo.fr', password_hash, 'created' FROM users WHERE user_name = $1`,
      [DEMO.adherent],
    );
    expect((await h.client().login('pas.active@demo.fr', DEMO.password)).statusCode).toBe(403);
    const admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
    await expect.poll(async () => (await admin.get('/api/admin/connections-logs?identifiant=pas.active')).json().items[0]).toMatchObject({ succes: false, motif: 'non_active' });
  });

  it('the counter gives successes and failures per day', async () => {
    const admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
    const before = (await admin.get('/api/admin/connexion-counter')).json().items as { jour: string; reussies: number; echouees: number; total: number }[];
    await h.client().login(DEMO.gestion, 'faux#Mot2passe');
    const todayOf = (items: typeof before) => items[items.length - 1];
    const failuresBefore = (day: string) => before.find((row) => row.jour === day)?.echouees ?? 0;
    // the attempt is written after the reply: read again until it is counted
    await expect
      .poll(async () => {
        const today = todayOf((await admin.get('/api/admin/connexion-counter')).json().items);
        return today.echouees - failuresBefore(today.jour);
      })
      .toBe(1);
    const today = todayOf((await admin.get('/api/admin/connexion-counter')).json().items);
    expect(today.total).toBe(today.reussies + today.echouees);
    expect((await admin.get('/api/admin/connexion-counter?du=2999-01-01')).json().items).toEqual([]);
  });
});
