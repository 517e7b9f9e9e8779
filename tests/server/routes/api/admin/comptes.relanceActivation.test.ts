import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, camilleRegistration, lastMailTo, linkParams, startHarness, type Harness } from '../../../helpers';

const URL = '/api/admin/comptes/relance-activation';
const NADIA = { numeroContrat: 'DEMO2001', email: 'nadia.leroy@demo.fr' };

describe.each(DB_KINDS)('« Relancer l’activation » as a staff action, POST /api/admin/comptes/relance-activation (%s)', (kind) => {
  let h: Harness;
  let nadiaId: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    const admin = await as(DEMO.admin);
    const created = await admin.post('/api/identity/client/create', NADIA);
    expect(created.statusCode).toBe(200);
    nadiaId = created.json().userId;
  });
  afterAll(async () => h?.close());

  async function as(userName: string) {
    const client = h.client();
    expect((await client.login(userName, DEMO.password)).statusCode).toBe(200);
    return client;
  }

  it('anonymous 401, member 403, a gestionnaire without comptes/modification 403', async () => {
    expect((await h.client().post(URL, { userId: nadiaId })).statusCode).toBe(401);
    expect((await (await as(DEMO.adherent)).post(URL, { userId: nadiaId })).statusCode).toBe(403);
    const gestion = await as(DEMO.gestion);
    await h.db.query("DELETE FROM role_rights WHERE role = 'BackEndUser' AND resource = 'comptes' AND action = 'modification'");
    try {
      expect((await gestion.post(URL, { userId: nadiaId })).statusCode).toBe(403);
    } finally {
      await h.db.query("INSERT INTO role_rights (role, resource, action) VALUES ('BackEndUser', 'comptes', 'modification')");
    }
  });

  it('the gestionnaire resends the activation mail of an account staff created, through the outbox', async () => {
    const first = linkParams(await lastMailTo(h.app, NADIA.email), 'activate-user');
    const gestion = await as(DEMO.gestion);
    const res = await gestion.post(URL, { userId: nadiaId });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Le mail d'activation a été renvoyé à nadia.leroy@demo.fr.");
    const mail = await lastMailTo(h.app, NADIA.email);
    expect(mail?.subject).toBe('Activez votre Espace Adhérent');
    const second = linkParams(mail, 'activate-user');
    expect(second.userId).toBe(nadiaId);
    expect(second.code).not.toBe(first.code);
    const { rows } = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND subject = 'Activez votre Espace Adhérent'", [NADIA.email]);
    expect(rows[0].n).toBe(2);
  });

  it('refuses in French: an unknown account, one the member created, one already activated', async () => {
    const gestion = await as(DEMO.gestion);
    const unknown = await gestion.post(URL, { userId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Ce compte n'existe pas.");

    // Camille registers herself: her own account, not staff's.
    expect((await h.client().post('/api/identity/register', camilleRegistration())).statusCode).toBe(200);
    const { rows } = await h.db.query<{ id: string }>('SELECT id FROM users WHERE user_name = $1', ['camille.martin@example.fr']);
    const own = await gestion.post(URL, { userId: rows[0].id });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe("Ce compte n'a pas été créé par la gestion : l'adhérent demande lui-même un nouveau lien d'activation.");

    const { rows: sophie } = await h.db.query<{ id: string }>('SELECT id FROM users WHERE user_name = $1', [DEMO.adherent]);
    await h.db.query('UPDATE users SET created_by_admin = true WHERE id = $1', [sophie[0].id]);
    try {
      const active = await gestion.post(URL, { userId: sophie[0].id });
      expect(active.statusCode).toBe(409);
      expect(active.json().message).toBe("Ce compte est déjà activé : il n'y a pas d'activation à relancer.");
    } finally {
      await h.db.query('UPDATE users SET created_by_admin = false WHERE id = $1', [sophie[0].id]);
    }
    const malformed = await gestion.post(URL, { userId: 'pas-un-identifiant' });
    expect(malformed.statusCode).toBe(400);
  });
});
