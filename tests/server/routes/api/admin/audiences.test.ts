import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Harness } from '../../../helpers';

interface Audience {
  id: number;
  nom: string;
  client: string | null;
  offre: string | null;
  etat: string | null;
  membres: number;
}

describe.each(DB_KINDS)('audiences (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function as(userName: string) {
    const client = h.client();
    expect((await client.login(userName, DEMO.password)).statusCode).toBe(200);
    return client;
  }
  const request = (client: ReturnType<Harness['client']>, method: 'DELETE', url: string) =>
    client.app.inject({ method, url, headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '' } });

  it('anonymous 401, member 403; gestion reads (contenus/visualisation) but may not create nor delete', async () => {
    const member = await as(DEMO.adherent);
    const gestion = await as(DEMO.gestion);
    for (const url of ['/api/admin/audiences', '/api/admin/audiences/criteres']) {
      expect((await h.client().get(url)).statusCode).toBe(401);
      expect((await member.get(url)).statusCode).toBe(403);
      expect((await gestion.get(url)).statusCode).toBe(200);
    }
    const body = { nom: 'Refusée', client: 'tous', offre: 'tous', etat: 'tous' };
    expect((await h.client().post('/api/admin/audiences', body)).statusCode).toBe(401);
    expect((await member.post('/api/admin/audiences', body)).statusCode).toBe(403);
    expect((await gestion.post('/api/admin/audiences', body)).statusCode).toBe(403);
    expect((await request(gestion, 'DELETE', '/api/admin/audiences/1')).statusCode).toBe(403);
    expect((await request(member, 'DELETE', '/api/admin/audiences/1')).statusCode).toBe(403);
  });

  it('counts the members each audience matches, by offer, contract state and client', async () => {
    const admin = await as(DEMO.admin);
    const criteres = (await admin.get('/api/admin/audiences/criteres')).json();
    expect(criteres.offres[0]).toEqual({ code: 'tous', libelle: 'Tous' });
    expect(criteres.offres.map((o: { code: string }) => o.code)).toContain('Santé Famille Confort');

    const { rows } = await h.db.query<{ all: number; resilie: number; confort: number }>(
      `SELECT count(DISTINCT adherent_id)::int AS all,
              count(DISTINCT adherent_id) FILTER (WHERE etat = 'resilie')::int AS resilie,
              count(DISTINCT adherent_id) FILTER (WHERE nom_offre = 'Santé Famille Confort' AND etat = 'valide')::int AS confort
         FROM contrats`,
    );
    const expected = rows[0];
    const create = async (nom: string, criteria: Record<string, string>) => {
      const res = await admin.post('/api/admin/audiences', { nom, client: 'tous', offre: 'tous', etat: 'tous', ...criteria });
      expect(res.statusCode).toBe(200);
      return res.json().id as number;
    };
    await create('Tous les adhérents', {});
    await create('Résiliés', { etat: 'resilie' });
    await create('Confort valides', { offre: 'Santé Famille Confort', etat: 'valide' });
    const defaultClient = criteres.clients[1].code as string;
    await create('Client par défaut', { client: defaultClient });

    const list = (await admin.get('/api/admin/audiences')).json().items as Audience[];
    const byName = Object.fromEntries(list.map((a) => [a.nom, a]));
    expect(byName['Tous les adhérents'].membres).toBe(expected.all);
    expect(byName['Résiliés']).toMatchObject({ etat: 'resilie', offre: null, client: null, membres: expected.resilie });
    expect(byName['Confort valides'].membres).toBe(expected.confort);
    expect(expected.confort).toBeGreaterThan(0);
    // Every demo member belongs to the default client.
    expect(byName['Client par défaut']).toMatchObject({ client: defaultClient, membres: expected.all });

    // Another client has no member until an account is tied to it.
    await h.db.query("INSERT INTO clients (code, libelle) VALUES ('aud-autre', 'Mutuelle Autre')");
    await create('Autre client', { client: 'aud-autre' });
    const other = () => admin.get('/api/admin/audiences').then((res) => (res.json().items as Audience[]).find((a) => a.nom === 'Autre client')!);
    expect((await other()).membres).toBe(0);
    await h.db.query("UPDATE users SET client_code = 'aud-autre' WHERE user_name = $1", [DEMO.adherent]);
    expect((await other()).membres).toBe(1);
  });

  it('a name already used is a 409, a missing name a 400, an unknown client a 400; delete removes it', async () => {
    const admin = await as(DEMO.admin);
    const first = (await admin.post('/api/admin/audiences', { nom: 'Unique', client: 'tous', offre: 'tous', etat: 'tous' })).json();
    const twice = await admin.post('/api/admin/audiences', { nom: 'Unique', client: 'tous', offre: 'tous', etat: 'tous' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Une audience porte déjà ce nom.');
    const nameless = await admin.post('/api/admin/audiences', { client: 'tous', offre: 'tous', etat: 'tous' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe("Le nom de l'audience est obligatoire");
    expect((await admin.post('/api/admin/audiences', { nom: 'X', client: 'inconnu', offre: 'tous', etat: 'tous' })).json().message).toBe("Ce client n'existe pas.");
    expect((await request(admin, 'DELETE', `/api/admin/audiences/${first.id}`)).statusCode).toBe(204);
    expect((await request(admin, 'DELETE', `/api/admin/audiences/${first.id}`)).statusCode).toBe(404);
  });
});
