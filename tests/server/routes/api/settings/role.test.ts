import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../../helpers';
import { ADMIN_RESOURCES } from '../../../../../src/server/admin/rights';
import { ROLE_RIGHTS_MESSAGES } from '../../../../../src/server/admin/roleRights';

// The rights matrix (/api/settings/role), right roles/visualisation to read,
// roles/modification to change one role's rights.

async function put(client: Client, url: string, body: unknown) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/identity/client');
  return client.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '' },
    payload: body as object,
  });
}

type Saisie = Record<string, { actions: string[]; portee: string }>;

/** A role's rights as the form sends them: these actions on these resources, nothing elsewhere. */
function saisie(granted: Record<string, { actions: string[]; portee?: string }> = {}): Saisie {
  return Object.fromEntries(ADMIN_RESOURCES.map((resource) => [resource, { actions: granted[resource]?.actions ?? [], portee: granted[resource]?.portee ?? 'Both' }]));
}

describe.each(DB_KINDS)('rights matrix (%s)', (kind) => {
  let h: Harness;
  let admin: Client;
  let gestion: Client;
  let member: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
    admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
    gestion = h.client();
    await gestion.login(DEMO.gestion, DEMO.password);
    member = h.client();
    await member.login(DEMO.adherent, DEMO.password);
  });
  afterAll(async () => h?.close());

  it('every route: 401 anonymous, 403 for a member and for the gestionnaire (no right on roles by default)', async () => {
    const anonymous = h.client();
    const routes: Array<[string, (client: Client) => ReturnType<Client['get']>]> = [
      ['GET matrix', (client) => client.get('/api/settings/role')],
      ['GET one role', (client) => client.get('/api/settings/role/BackEndUser')],
      ['PUT', (client) => put(client, '/api/settings/role', { role: 'BackEndUser', droits: saisie({ roles: { actions: ['visualisation', 'modification'] } }) })],
    ];
    for (const [name, call] of routes) {
      expect((await call(anonymous)).statusCode, name).toBe(401);
      expect((await call(member)).statusCode, name).toBe(403);
      const refused = await call(gestion);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json().message, name).toBe('Accès refusé');
    }
    expect((await gestion.get('/api/identity/current-user')).json().rights.roles).toBeUndefined();
  });

  it('the matrix: every role of role_labels by its label, each resource with its four actions and scope', async () => {
    const res = await admin.get('/api/settings/role');
    expect(res.statusCode).toBe(200);
    const { roles } = res.json();
    expect(roles.map((role: { libelle: string }) => role.libelle)).toEqual([
      'Administrateur Digital', 'Gestionnaire', 'Consultant', 'Adhérent', 'Bénéficiaire', 'Adhérent/Bénéficiaire', 'Admin Digital', 'Autres admins',
    ]);
    // Labels that read alike are told apart by what the role is for: every role says it, each differently.
    const descriptions = roles.map((role: { description: string | null }) => role.description);
    expect(descriptions.every((d: string | null) => typeof d === 'string' && d.length > 10)).toBe(true);
    expect(new Set(descriptions).size).toBe(roles.length);
    expect(roles.find((role: { role: string }) => role.role === 'admin_digital').description).toContain('distinct du rôle Administrateur Digital');
    const gestionnaire = roles.find((role: { role: string }) => role.role === 'BackEndUser');
    expect(gestionnaire.droits.find((row: { resource: string }) => row.resource === 'comptes')).toEqual({
      resource: 'comptes', libelle: 'Comptes adhérents', creation: true, visualisation: true, modification: true, suppression: false, portee: 'Both',
    });
    expect(gestionnaire.saisie.fonctionnalites).toEqual({ actions: ['visualisation'], portee: 'Both' });
    expect(gestionnaire.saisie.roles).toEqual({ actions: [], portee: 'Both' });
    const adminRole = roles.find((role: { role: string }) => role.role === 'Admin');
    expect(adminRole.droits.every((row: Record<string, unknown>) => row.creation && row.visualisation && row.modification && row.suppression)).toBe(true);

    expect((await admin.get('/api/settings/role/BackEndUser')).json()).toEqual(gestionnaire);
    const unknown = await admin.get('/api/settings/role/Pirate');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ROLE_RIGHTS_MESSAGES.unknownRole);
  });

  it("the admin gives the gestionnaire a right: the gestionnaire's next read has it and the server lets it through; then takes it back", async () => {
    const before = (await admin.get('/api/settings/role/BackEndUser')).json().saisie as Saisie;
    const granted = { ...before, roles: { actions: ['visualisation'], portee: 'Contrat' }, fonctionnalites: { actions: ['visualisation', 'modification'], portee: 'Both' } };
    const res = await put(admin, '/api/settings/role', { role: 'BackEndUser', droits: granted });
    expect(res.statusCode).toBe(200);
    expect(res.json().droits.find((row: { resource: string }) => row.resource === 'roles')).toMatchObject({ visualisation: true, modification: false, portee: 'Contrat' });

    const rights = (await gestion.get('/api/identity/current-user')).json().rights;
    expect(rights.fonctionnalites).toEqual({ visualisation: 'Both', modification: 'Both' });
    expect(rights.roles).toEqual({ visualisation: 'Contrat' });
    expect((await gestion.get('/api/settings/role')).statusCode).toBe(200);
    // Reading is not changing.
    expect((await put(gestion, '/api/settings/role', { role: 'BackEndUser', droits: before })).statusCode).toBe(403);

    expect((await put(admin, '/api/settings/role', { role: 'BackEndUser', droits: before })).statusCode).toBe(200);
    expect((await gestion.get('/api/identity/current-user')).json().rights.roles).toBeUndefined();
    expect((await gestion.get('/api/settings/role')).statusCode).toBe(403);
  });

  it("the Admin role's rights on roles cannot be removed (no lock-out); its other rights can", async () => {
    const full = ['creation', 'visualisation', 'modification', 'suppression'];
    const everything = saisie(Object.fromEntries(ADMIN_RESOURCES.map((resource) => [resource, { actions: full }])));
    for (const actions of [[], ['visualisation'], ['creation', 'visualisation', 'modification']]) {
      const refused = await put(admin, '/api/settings/role', { role: 'Admin', droits: { ...everything, roles: { actions, portee: 'Both' } } });
      expect(refused.statusCode, actions.join()).toBe(400);
      expect(refused.json()).toMatchObject({ message: ROLE_RIGHTS_MESSAGES.adminLockOut, errors: [{ path: '/droits/roles/actions' }] });
    }
    expect((await admin.get('/api/identity/current-user')).json().rights.roles).toEqual({ creation: 'Both', visualisation: 'Both', modification: 'Both', suppression: 'Both' });

    const withoutDeletion = { ...everything, contenus: { actions: ['creation', 'visualisation', 'modification'], portee: 'Both' } };
    expect((await put(admin, '/api/settings/role', { role: 'Admin', droits: withoutDeletion })).statusCode).toBe(200);
    expect((await admin.get('/api/identity/current-user')).json().rights.contenus.suppression).toBeUndefined();
    expect((await put(admin, '/api/settings/role', { role: 'Admin', droits: everything })).statusCode).toBe(200);
  });

  it('bad bodies are refused with French messages, nothing written', async () => {
    const bad: Array<[unknown, string]> = [
      [{ role: 'BackEndUser' }, 'Les droits de chaque ressource sont attendus.'],
      [{ role: 'BackEndUser', droits: { fonctionnalites: { actions: [], portee: 'Both' } } }, 'Les droits de chaque ressource sont attendus.'],
      [{ role: 'BackEndUser', droits: { ...saisie(), pirate: { actions: [], portee: 'Both' } } }, "Cette ressource n'existe pas."],
      [{ role: 'BackEndUser', droits: saisie({ demandes: { actions: ['tout'] } }) }, "Cette action n'existe pas."],
      [{ role: 'BackEndUser', droits: saisie({ demandes: { actions: ['visualisation'], portee: 'Partout' } }) }, 'La portée doit être Contrat, Bénéficiaire ou les deux.'],
      [{ role: 'Pas un rôle !', droits: saisie() }, "Ce rôle n'existe pas."],
    ];
    for (const [body, message] of bad) {
      const refused = await put(admin, '/api/settings/role', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message, JSON.stringify(body)).toBe(message);
    }
    const unknown = await put(admin, '/api/settings/role', { role: 'Pirate', droits: saisie() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ROLE_RIGHTS_MESSAGES.unknownRole);
    expect((await admin.get('/api/settings/role/BackEndUser')).json().saisie.demandes).toEqual({ actions: ['visualisation', 'modification'], portee: 'Both' });
  });

  it('the resources agree: the CHECK of role_rights, right_resources and the groups of the acte admin-droits-role', async () => {
    const { rows } = await h.db.query<{ resource: string; libelle: string }>('SELECT resource, libelle FROM right_resources ORDER BY ordre');
    expect(rows.map((row) => row.resource)).toEqual([...ADMIN_RESOURCES]);
    const schema = JSON.parse(fs.readFileSync('schemas/actes/admin-droits-role/admin-droits-role.schema.json', 'utf8'));
    const ui = JSON.parse(fs.readFileSync('schemas/actes/admin-droits-role/admin-droits-role.ui.json', 'utf8'));
    expect(Object.keys(schema.properties.droits.properties)).toEqual([...ADMIN_RESOURCES]);
    for (const row of rows) expect(ui.droits[row.resource]['ui:title'], row.resource).toBe(row.libelle);
  });
});
