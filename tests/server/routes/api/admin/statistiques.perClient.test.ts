import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, camilleRegistration, lastMailTo, linkParams, startHarness, type Harness } from '../../../helpers';

const HORIZON = { host: 'horizon.localhost' };

interface StatRow {
  client: string;
  crees: number;
  actives: number;
}

describe.each(DB_KINDS)('a registration counts for the client it was made on (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function stats(): Promise<Record<string, StatRow>> {
    const admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
    const res = await admin.get('/api/admin/statistiques-users');
    expect(res.statusCode).toBe(200);
    return Object.fromEntries((res.json().items as StatRow[]).map((row) => [row.client, row]));
  }

  it('registered on horizon.localhost, the account counts for Mutuelle Horizon, created then activated', async () => {
    const { rows: defaults } = await h.db.query<{ code: string }>('SELECT code FROM clients WHERE is_default');
    const demo = defaults[0].code;
    const before = await stats();
    const visitor = h.client();
    const registered = await visitor.post('/api/identity/register', camilleRegistration(), HORIZON);
    expect(registered.statusCode).toBe(200);
    const { rows } = await h.db.query<{ client_code: string | null }>('SELECT client_code FROM users WHERE user_name = $1', ['camille.martin@example.fr']);
    expect(rows).toEqual([{ client_code: 'mutuelle-horizon' }]);

    const created = await stats();
    expect(created['mutuelle-horizon'].crees).toBe(before['mutuelle-horizon'].crees + 1);
    expect(created[demo].crees).toBe(before[demo].crees);

    const link = linkParams(await lastMailTo(h.app, 'camille.martin@example.fr'), 'confirm-email');
    const activated = await visitor.post('/api/identity/confirm-email', link, HORIZON);
    expect(activated.statusCode).toBe(200);
    const after = await stats();
    expect(after['mutuelle-horizon'].actives).toBe(before['mutuelle-horizon'].actives + 1);
    expect(after[demo].actives).toBe(before[demo].actives);
  });

  it('an account without client (made before users.client_code) takes the client it is activated on', async () => {
    await h.db.query("INSERT INTO users (user_name, status) VALUES ('sans.client@demo.fr', 'created')");
    const { rows } = await h.db.query<{ id: string }>("SELECT id FROM users WHERE user_name = 'sans.client@demo.fr'");
    const { issueToken } = await import('../../../../../src/server/auth/tokens');
    const code = await issueToken(h.db, rows[0].id, 'Confirmation', h.config.now());
    const activated = await h.client().post('/api/identity/activate-user', { password: 'SansClient#2026', confirmPassword: 'SansClient#2026', code, userId: rows[0].id }, HORIZON);
    expect(activated.statusCode).toBe(200);
    const { rows: after } = await h.db.query<{ client_code: string | null }>("SELECT client_code FROM users WHERE user_name = 'sans.client@demo.fr'");
    expect(after).toEqual([{ client_code: 'mutuelle-horizon' }]);
  });
});
