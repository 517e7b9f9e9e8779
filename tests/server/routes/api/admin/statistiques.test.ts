import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Harness } from '../../../helpers';

interface StatRow {
  client: string;
  libelle: string;
  crees: number;
  actives: number;
  actifs30j: number;
}

describe.each(DB_KINDS)('account statistics (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function stats(): Promise<StatRow[]> {
    const admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
    const res = await admin.get('/api/admin/statistiques-users');
    expect(res.statusCode).toBe(200);
    return res.json().items;
  }

  it('anonymous 401, member 403, gestion (statistiques/visualisation) 200', async () => {
    expect((await h.client().get('/api/admin/statistiques-users')).statusCode).toBe(401);
    const member = h.client();
    await member.login(DEMO.adherent, DEMO.password);
    expect((await member.get('/api/admin/statistiques-users')).statusCode).toBe(403);
    const gestion = h.client();
    await gestion.login(DEMO.gestion, DEMO.password);
    expect((await gestion.get('/api/admin/statistiques-users')).statusCode).toBe(200);
  });

  it('counts members’ accounts per client — created, activated, active in the last 30 days — never staff', async () => {
    const [before] = await stats();
    expect(before.crees).toBeGreaterThan(0);
    const { rows } = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE NOT (roles && ARRAY['Admin','BackEndUser','Consultant'])");
    expect(before.crees).toBe(rows[0].n);

    // A new account not activated: created +1 only.
    await h.db.query("INSERT INTO users (user_name, status) VALUES ('stat.nouveau@demo.fr', 'created')");
    // An account activated long ago, last seen 40 days ago: activated, not active.
    const old = new Date(h.config.now().getTime() - 40 * 86_400_000);
    await h.db.query("INSERT INTO users (user_name, status, last_login_at) VALUES ('stat.ancien@demo.fr', 'active', $1)", [old]);
    // A staff account is not a member's.
    await h.db.query("INSERT INTO users (user_name, status, roles) VALUES ('stat.staff@demo.fr', 'active', ARRAY['BackEndUser'])");
    const [middle] = await stats();
    expect(middle.crees).toBe(before.crees + 2);
    expect(middle.actives).toBe(before.actives + 1);

    // A member logs in: active in the last 30 days.
    // (Sophie logged in during the first test: she is active until her last login is cleared.)
    await h.db.query('UPDATE users SET last_login_at = NULL WHERE user_name = $1', [DEMO.adherent]);
    const [cleared] = await stats();
    expect(cleared.actifs30j).toBe(middle.actifs30j - 1);
    await h.client().login(DEMO.adherent, DEMO.password);
    const [after] = await stats();
    expect(after.actifs30j).toBe(cleared.actifs30j + 1);
  });

  it('a client with its own accounts gets its own row', async () => {
    await h.db.query("INSERT INTO clients (code, libelle) VALUES ('stat-autre', 'Mutuelle Autre')");
    await h.db.query("INSERT INTO users (user_name, status, client_code) VALUES ('stat.autre@demo.fr', 'active', 'stat-autre')");
    const rows = await stats();
    expect(rows.find((row) => row.client === 'stat-autre')).toEqual({ client: 'stat-autre', libelle: 'Mutuelle Autre', crees: 1, actives: 1, actifs30j: 0 });
  });
});
