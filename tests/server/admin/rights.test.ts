import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { requireRight, rightsOfRoles } from '../../../src/server/admin/rights';
import { DB_KINDS, DEMO, startHarness, type Harness } from '../helpers';

describe.each(DB_KINDS)('back-office rights (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('the current user carries the rights of its roles: all for the admin, a gestionnaire reads the toggles without changing them, none for a member', async () => {
    const admin = h.client();
    const adminUser = (await admin.login(DEMO.admin, DEMO.password)).json();
    expect(adminUser.rights.fonctionnalites).toEqual({ creation: 'Both', visualisation: 'Both', modification: 'Both', suppression: 'Both' });
    expect(Object.keys(adminUser.rights)).toHaveLength(8);

    const gestion = h.client();
    const gestionUser = (await gestion.login(DEMO.gestion, DEMO.password)).json();
    expect(gestionUser.rights.fonctionnalites).toEqual({ visualisation: 'Both' });
    expect(gestionUser.rights.demandes).toEqual({ visualisation: 'Both', modification: 'Both' });
    expect(gestionUser.rights.roles).toBeUndefined();

    const member = h.client();
    expect((await member.login(DEMO.adherent, DEMO.password)).json().rights).toEqual({});
  });

  it('a right held by two roles with different scopes reaches both', async () => {
    await h.db.query("INSERT INTO role_rights (role, resource, action, scope) VALUES ('Consultant', 'comptes', 'visualisation', 'Benef'), ('BackEndUser', 'statistiques', 'creation', 'Contrat')");
    await h.db.query("UPDATE role_rights SET scope = 'Contrat' WHERE role = 'BackEndUser' AND resource = 'comptes' AND action = 'visualisation'");
    try {
      const rights = await rightsOfRoles(h.db, ['BackEndUser', 'Consultant']);
      expect(rights.comptes?.visualisation).toBe('Both');
      expect(rights.statistiques?.creation).toBe('Contrat');
    } finally {
      await h.db.query("DELETE FROM role_rights WHERE (role, resource, action) IN (('Consultant', 'comptes', 'visualisation'), ('BackEndUser', 'statistiques', 'creation'))");
      await h.db.query("UPDATE role_rights SET scope = 'Both' WHERE role = 'BackEndUser' AND resource = 'comptes'");
    }
  });

  it('requireRight: 401 anonymous, 403 without the right, through with it', async () => {
    const app = Fastify();
    app.decorate('db', h.db);
    let user: { roles: string[] } | null = null;
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      (request as unknown as { user: unknown }).user = user;
    });
    app.setErrorHandler((error: { statusCode?: number }, _request, reply) => reply.status(error.statusCode ?? 500).send({}));
    app.get('/toggle', { preHandler: requireRight('fonctionnalites', 'modification') }, async () => ({ ok: true }));
    try {
      expect((await app.inject('/toggle')).statusCode).toBe(401);
      user = { roles: ['BackEndUser'] };
      expect((await app.inject('/toggle')).statusCode).toBe(403);
      user = { roles: ['User', 'Admin'] };
      expect((await app.inject('/toggle')).json()).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });
});
