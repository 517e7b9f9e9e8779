import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeConnectionLogs, retentionCutoff } from '../../../src/server/admin/connectionLogRetention';
import { purgeSecurityJournal } from '../../../src/server/admin/securityJournal';
import { DEMO, startHarness, type Client, type Harness } from '../helpers';

/** The security journal: a change of roles is written with who, what and the address; staff with roles/visualisation read it; it goes with the connection log's retention. */

async function put(client: Client, url: string, body: unknown) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/identity/client');
  return client.app.inject({ method: 'PUT', url, headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '' }, payload: body as object });
}

describe('security journal (postgres)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('postgres', { config: { argon2: { memoryCost: 1024, timeCost: 1 } } });
  });
  afterAll(async () => h?.close());

  it('records who changed a user’s roles, from which address, readable with roles/visualisation only, purged past the retention', async () => {
    const admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
    const { rows } = await h.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE user_name = $1', [DEMO.gestion]);
    expect((await put(admin, '/api/admin/users/roles', { userId: rows[0].id, roles: ['BackEndUser', 'Consultant'] })).statusCode).toBe(200);

    const journal = (await admin.get('/api/admin/journal-securite')).json();
    expect(journal.total).toBe(1);
    expect(journal.items[0]).toMatchObject({ auteur: DEMO.admin, action: 'roles_utilisateur', objet: `${DEMO.gestion} : BackEndUser, Consultant`, ip: '127.0.0.1' });

    const member = h.client();
    await member.login(DEMO.adherent, DEMO.password);
    expect((await member.get('/api/admin/journal-securite')).statusCode).toBe(403);

    // Kept as long as the connection log: 12 months from now keeps it, a moment later than it does not.
    const now = h.config.now();
    expect(await purgeSecurityJournal(h.db, retentionCutoff(now, 12))).toBe(0);
    await purgeConnectionLogs(h.db, now, 12);
    expect(await purgeSecurityJournal(h.db, new Date(now.getTime() + 60_000))).toBe(1);
    expect((await admin.get('/api/admin/journal-securite')).json().total).toBe(0);
  });
});
