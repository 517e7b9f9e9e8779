import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../../helpers';
import { USER_ROLES_MESSAGES } from '../../../../../src/server/admin/userRoles';

// Users and their roles (/api/admin/users/roles), right roles/visualisation to
// read, roles/modification to change.

/** A PUT as the browser sends it (anti-forgery header from the cookie). */
async function put(client: Client, url: string, body: unknown) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/identity/client');
  const res = await client.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '' },
    payload: body as object,
  });
  return res;
}

describe.each(DB_KINDS)('users and roles (%s)', (kind) => {
  let h: Harness;
  let admin: Client;
  let gestion: Client;
  let member: Client;
  let gestionId: string;
  let adminId: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
    gestion = h.client();
    await gestion.login(DEMO.gestion, DEMO.password);
    member = h.client();
    await member.login(DEMO.adherent, DEMO.password);
    const ids = await h.db.query<{ id: string; user_name: string }>("SELECT id::text AS id, user_name FROM users WHERE user_name IN ('gestion@demo.fr', 'admin@demo.fr')");
    gestionId = ids.rows.find((row) => row.user_name === DEMO.gestion)!.id;
    adminId = ids.rows.find((row) => row.user_name === DEMO.admin)!.id;
  });
  afterAll(async () => h?.close());

  it('every route: 401 anonymous, 403 for a member and for the gestionnaire (no right on roles by default)', async () => {
    const anonymous = h.client();
    const routes: Array<[string, (client: Client) => ReturnType<Client['get']>]> = [
      ['GET list', (client) => client.get('/api/admin/users/roles')],
      ['GET one', (client) => client.get(`/api/admin/users/roles/${gestionId}`)],
      ['PUT', (client) => put(client, '/api/admin/users/roles', { userId: gestionId, roles: ['BackEndUser', 'Consultant'] })],
    ];
    for (const [name, call] of routes) {
      expect((await call(anonymous)).statusCode, name).toBe(401);
      expect((await call(member)).statusCode, name).toBe(403);
      const refused = await call(gestion);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json().message, name).toBe('Accès refusé');
    }
    const { rows } = await h.db.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [gestionId]);
    expect(rows[0]!.roles).toEqual(['BackEndUser']);
  });

  it('the list: every account with its roles by their product labels, paged and searched by name or identifiant in SQL', async () => {
    const all = await admin.get('/api/admin/users/roles?taille=100');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(body.items.length);
    const gestionRow = body.items.find((row: { identifiant: string }) => row.identifiant === DEMO.gestion);
    expect(gestionRow).toEqual({ id: gestionId, identifiant: DEMO.gestion, nom: 'BERNARD', prenom: 'Julien', roles: ['BackEndUser'], libellesRoles: 'Gestionnaire' });
    expect(body.items.find((row: { identifiant: string }) => row.identifiant === DEMO.admin).libellesRoles).toBe('Administrateur Digital');
    expect(body.items.find((row: { identifiant: string }) => row.identifiant === DEMO.adherent)).toMatchObject({ nom: 'DURAND', prenom: 'Sophie', libellesRoles: 'Adhérent' });

    // By name (any case), by first name and name either way round (across the space too), by a
    // piece of the first name, by identifiant; % and _ are taken literally.
    for (const recherche of ['bernard', 'Julien BERNARD', 'BERNARD Julien', 'nard jul', 'ulien', 'gestion@demo']) {
      const found = (await admin.get(`/api/admin/users/roles?recherche=${encodeURIComponent(recherche)}`)).json();
      expect(found.items.map((row: { identifiant: string }) => row.identifiant), recherche).toEqual([DEMO.gestion]);
      expect(found.total).toBe(1);
    }
    expect((await admin.get('/api/admin/users/roles?recherche=%25')).json().total).toBe(0);

    const firstPage = (await admin.get('/api/admin/users/roles?taille=1&page=1')).json();
    const secondPage = (await admin.get('/api/admin/users/roles?taille=1&page=2')).json();
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.total).toBe(body.total);
    expect(secondPage.items[0].id).not.toBe(firstPage.items[0].id);
  });

  it("one or two characters find the names and identifiers that start with them; a renamed member is found and sorted by his new name", async () => {
    const identifiants = async (recherche: string) =>
      (await admin.get(`/api/admin/users/roles?recherche=${encodeURIComponent(recherche)}&taille=100`)).json().items.map((row: { identifiant: string }) => row.identifiant);
    // « du » starts DURAND (a name) but is only inside other texts (« adherent@demo.fr » has no « du »)
    expect(await identifiants('du')).toContain(DEMO.adherent);
    expect(await identifiants('Ju')).toContain(DEMO.gestion); // the start of a first name, any case
    expect(await identifiants('ge')).toContain(DEMO.gestion); // the start of an identifier
    expect(await identifiants('er')).not.toContain(DEMO.gestion); // inside BERNARD, not at its start
    expect(await identifiants('ern')).toContain(DEMO.gestion);

    const { rows } = await h.db.query<{ id: string; nom: string; prenom: string }>(
      "SELECT a.id::text, a.nom, a.prenom FROM adherents a JOIN users u ON u.adherent_id = a.id WHERE u.user_name = $1", [DEMO.adherent],
    );
    const member = rows[0]!;
    try {
      await h.db.query("UPDATE adherents SET nom = 'AARONSON' WHERE id = $1", [member.id]);
      const first = (await admin.get('/api/admin/users/roles?taille=1')).json().items[0];
      expect(first).toMatchObject({ identifiant: DEMO.adherent, nom: 'AARONSON', prenom: member.prenom });
      expect(await identifiants('aaronson')).toEqual([DEMO.adherent]);
      expect(await identifiants('durand')).not.toContain(DEMO.adherent);
    } finally {
      await h.db.query('UPDATE adherents SET nom = $2 WHERE id = $1', [member.id, member.nom]);
    }
    expect(await identifiants('durand')).toContain(DEMO.adherent);
  });

  it('a search whose names more than 1 000 accounts bear takes its page through the names, with the accounts found by their identifier alone: the same pages as the plain query, « Plus de 1000 »', async () => {
    // 1 100 accounts named ZZCOMMUN; accounts whose identifier alone holds the search, before them
    // in the list's order (AABEFORE, AAPREFIX) and after (ZZZAFTER).
    await h.db.query(
      `INSERT INTO users (user_name, roles, nom, prenom)
       SELECT 'zzc.' || i || '@demo.fr', ARRAY['User'], 'ZZCOMMUN', (ARRAY['Anne', 'Bruno', 'Claire', 'Denis', 'Emma'])[i % 5 + 1] FROM generate_series(1, 1100) i
       UNION ALL VALUES ('x.zzcommun.avant@demo.fr', ARRAY['User'], 'AABEFORE', 'Xavier'), ('zzprefixe@demo.fr', ARRAY['User'], 'AAPREFIX', 'Yves'),
                        ('zzcommun.apres@demo.fr', ARRAY['User'], 'ZZZAFTER', 'Zoé')`,
    );
    try {
      const plain = async (pattern: string, page: number) =>
        (
          await h.db.query<{ id: string }>(
            `SELECT u.id::text AS id FROM users u
              WHERE u.user_name ILIKE $1 OR (coalesce(u.prenom_compte, '') || ' ' || coalesce(u.nom_compte, '')) ILIKE $1
                 OR (coalesce(u.nom_compte, '') || ' ' || coalesce(u.prenom_compte, '')) ILIKE $1
              ORDER BY u.nom_compte NULLS LAST, u.prenom_compte NULLS LAST, u.user_name LIMIT 20 OFFSET $2`,
            [pattern, (page - 1) * 20],
          )
        ).rows.map((row) => row.id);
      // [typed, its LIKE pattern, page, the count said]: « commun anne » is borne by 220 accounts, counted exactly
      const more = { total: 1000, totalAuMoins: true };
      const cases: [string, string, number, object][] = [
        ['zzcommun', '%zzcommun%', 1, more], ['zzcommun', '%zzcommun%', 2, more], ['zzcommun', '%zzcommun%', 30, more],
        ['zz', 'zz%', 1, more], ['zz', 'zz%', 12, more], ['commun anne', '%commun anne%', 3, { total: 220, totalAuMoins: false }],
        ['zzcommun', '%zzcommun%', 56, { total: 1102, totalAuMoins: false }],
        // the page that ends the names' 1 100 accounts: no page after it by name, so counted exactly
        ['zzcommun', '%zzcommun%', 55, { total: 1102, totalAuMoins: false }], ['zzcommun', '%zzcommun%', 54, more],
      ];
      for (const [recherche, pattern, page, count] of cases) {
        const reply = (await admin.get(`/api/admin/users/roles?recherche=${encodeURIComponent(recherche)}&page=${page}&taille=20`)).json();
        expect(reply.items.map((row: { id: string }) => row.id), `${recherche} ${page}`).toEqual(await plain(pattern, page));
        expect(reply, `${recherche} ${page}`).toMatchObject(count);
      }
      const first = (await admin.get('/api/admin/users/roles?recherche=zzcommun')).json().items[0];
      expect(first).toMatchObject({ identifiant: 'x.zzcommun.avant@demo.fr', nom: 'AABEFORE' });
      expect((await admin.get('/api/admin/users/roles?recherche=zz')).json().items[0]).toMatchObject({ identifiant: 'zzprefixe@demo.fr' });
      // a name borne by fewer accounts is counted exactly
      expect((await admin.get('/api/admin/users/roles?recherche=aabefore')).json()).toMatchObject({ total: 1, totalAuMoins: false });
    } finally {
      await h.db.query("DELETE FROM users WHERE user_name LIKE 'zzc.%' OR user_name IN ('x.zzcommun.avant@demo.fr', 'zzprefixe@demo.fr', 'zzcommun.apres@demo.fr')");
    }
  });

  it("one user's effective rights: the union of its roles', one row per resource with its French label", async () => {
    const res = await admin.get(`/api/admin/users/roles/${gestionId}`);
    expect(res.statusCode).toBe(200);
    const { droits, libellesRoles } = res.json();
    expect(libellesRoles).toBe('Gestionnaire');
    expect(droits.map((row: { libelle: string }) => row.libelle)).toEqual([
      'Fonctionnalités', 'Configuration du client', 'Rôles et droits', 'Demandes à traiter', 'Paramétrage', 'Contenus', 'Statistiques et connexions', 'Comptes adhérents',
    ]);
    expect(droits.find((row: { resource: string }) => row.resource === 'demandes')).toEqual({
      resource: 'demandes', libelle: 'Demandes à traiter', creation: false, visualisation: true, modification: true, suppression: false, portee: 'Both',
    });
    expect(droits.find((row: { resource: string }) => row.resource === 'roles')).toMatchObject({ visualisation: false, modification: false, portee: null });

    expect((await admin.get('/api/admin/users/roles/00000000-0000-0000-0000-000000000000')).json()).toEqual({ message: USER_ROLES_MESSAGES.notFound, code: 'UserNotFound', requestId: expect.any(String) });
    expect((await admin.get('/api/admin/users/roles/pas-un-id')).statusCode).toBe(400);
  });

  it('the admin changes roles: the user gets the new rights at its next read; bad bodies are refused in French', async () => {
    const changed = await put(admin, '/api/admin/users/roles', { userId: gestionId, roles: ['BackEndUser', 'Consultant'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ roles: ['BackEndUser', 'Consultant'], libellesRoles: 'Gestionnaire, Consultant' });
    const me = (await gestion.get('/api/identity/current-user')).json();
    expect(me.roles).toEqual(['BackEndUser', 'Consultant']);

    const bad: Array<[unknown, string]> = [
      [{ userId: gestionId, roles: [] }, 'Choisissez au moins un rôle.'],
      [{ userId: gestionId, roles: ['Pirate'] }, "Ce rôle n'existe pas."],
      [{ userId: gestionId }, 'Choisissez au moins un rôle.'],
      [{ userId: 'pas-un-id', roles: ['User'] }, "L'utilisateur est introuvable."],
    ];
    for (const [body, message] of bad) {
      const refused = await put(admin, '/api/admin/users/roles', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message, JSON.stringify(body)).toBe(message);
    }
    const unknown = await put(admin, '/api/admin/users/roles', { userId: '00000000-0000-0000-0000-000000000000', roles: ['User'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(USER_ROLES_MESSAGES.notFound);

    expect((await put(admin, '/api/admin/users/roles', { userId: gestionId, roles: ['BackEndUser'] })).statusCode).toBe(200);
  });

  it('an administrator cannot remove their own Admin role; only an administrator gives or removes it', async () => {
    const own = await put(admin, '/api/admin/users/roles', { userId: adminId, roles: ['BackEndUser'] });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: 'Vous ne pouvez pas retirer votre propre rôle Administrateur Digital.', errors: [{ path: '/roles' }] });
    expect((await h.db.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [adminId])).rows[0]!.roles).toEqual(['Admin']);
    // Keeping it while adding another is fine.
    expect((await put(admin, '/api/admin/users/roles', { userId: adminId, roles: ['Admin', 'Consultant'] })).statusCode).toBe(200);
    expect((await put(admin, '/api/admin/users/roles', { userId: adminId, roles: ['Admin'] })).statusCode).toBe(200);

    // A gestionnaire given the right to edit roles still cannot make itself administrator.
    await h.db.query("INSERT INTO role_rights (role, resource, action) VALUES ('BackEndUser', 'roles', 'modification')");
    try {
      const escalate = await put(gestion, '/api/admin/users/roles', { userId: gestionId, roles: ['BackEndUser', 'Admin'] });
      expect(escalate.statusCode).toBe(403);
      expect(escalate.json().message).toBe(USER_ROLES_MESSAGES.adminOnly);
      expect((await put(gestion, '/api/admin/users/roles', { userId: gestionId, roles: ['BackEndUser', 'Consultant'] })).statusCode).toBe(200);
    } finally {
      await h.db.query("DELETE FROM role_rights WHERE role = 'BackEndUser' AND resource = 'roles'");
      await h.db.query("UPDATE users SET roles = ARRAY['BackEndUser'] WHERE id = $1", [gestionId]);
    }
  });

  it('the acte offers the roles with the labels of role_labels', async () => {
    const schema = JSON.parse(fs.readFileSync('schemas/actes/admin-roles-utilisateur/admin-roles-utilisateur.schema.json', 'utf8'));
    const offered = schema.properties.roles.items.oneOf as Array<{ const: string; title: string }>;
    const { rows } = await h.db.query<{ role: string; libelle: string }>('SELECT role, libelle FROM role_labels WHERE role = ANY ($1::text[])', [offered.map((o) => o.const)]);
    expect(rows).toHaveLength(offered.length);
    for (const option of offered) expect(option.title, option.const).toBe(rows.find((row) => row.role === option.const)!.libelle);
  });
});
