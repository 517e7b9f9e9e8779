import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startHarness, type Client, type Harness } from '../../../helpers';
import { callers, statuses } from '../../../settingsClient';

const URL = '/api/settings/traduction/catalogue';
const HORIZON = { host: 'horizon.localhost' };

describe.each(DB_KINDS)('traductions of the portal’s catalogue /api/settings/traduction/catalogue (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function send(client: Client, method: 'PUT' | 'DELETE', body: unknown, headers: Record<string, string> = {}) {
    if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/identity/client');
    return client.app.inject({
      method,
      url: URL,
      headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '', ...headers },
      payload: body as object,
    });
  }

  it('401 anonymous, 403 member; the gestionnaire reads but may not write; the admin writes', async () => {
    expect(await statuses(h, (c) => c.get(URL))).toEqual({ anonymous: 401, member: 403, gestion: 200, admin: 200 });
    expect(await statuses(h, (c) => send(c, 'PUT', { cle: 'shellTexts.login', texte: 'Essai' }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
    expect(await statuses(h, (c) => send(c, 'DELETE', { cle: 'shellTexts.login' }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
  });

  it('lists the catalogue’s texts with the product’s wording, searchable; refuses a key it does not have, in French', async () => {
    const { admin } = await callers(h);
    const items = (await admin.get(URL)).json().items as { cle: string; original: string; texte: string | null; partie: string }[];
    expect(items).toContainEqual({ cle: 'shellTexts.login', partie: 'En-tête, pied de page et messages du portail', original: 'Me connecter', texte: null });
    expect(items).toContainEqual({ cle: 'httpMessages.404', partie: "Messages d'erreur", original: 'La ressource demandée est introuvable', texte: null });
    expect((await admin.get(`${URL}?texte=${encodeURIComponent('déconnecter')}`)).json().items.map((i: { cle: string }) => i.cle)).toEqual(['shellTexts.logout']);
    const unknown = await send(admin, 'PUT', { cle: 'shellTexts.inconnu', texte: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Le portail n’a pas de texte « shellTexts.inconnu ».');
    const empty = await send(admin, 'PUT', { cle: 'shellTexts.login', texte: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Merci de saisir le texte.');
  });

  it('an override for one client travels with that client’s read only, until it is removed', async () => {
    const { admin } = await callers(h);
    const read = (headers: Record<string, string>) => h.app.inject({ method: 'GET', url: '/api/identity/client', headers });
    expect((await read(HORIZON)).json().traductions).toBeUndefined();
    const saved = await send(admin, 'PUT', { cle: 'shellTexts.login', texte: 'Accéder à mon espace Horizon' }, HORIZON);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ cle: 'shellTexts.login', original: 'Me connecter', texte: 'Accéder à mon espace Horizon' });
    expect((await read(HORIZON)).json().traductions).toEqual({ 'shellTexts.login': 'Accéder à mon espace Horizon' });
    expect((await read({ host: 'localhost' })).json().traductions).toBeUndefined();
    expect((await admin.get(URL, HORIZON)).json().items.find((i: { cle: string }) => i.cle === 'shellTexts.login').texte).toBe('Accéder à mon espace Horizon');
    expect((await admin.get(URL)).json().items.find((i: { cle: string }) => i.cle === 'shellTexts.login').texte).toBeNull();

    expect((await send(admin, 'DELETE', { cle: 'shellTexts.login' }, HORIZON)).json().texte).toBeNull();
    expect((await read(HORIZON)).json().traductions).toBeUndefined();
  });
});
