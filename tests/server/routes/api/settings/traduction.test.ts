import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startHarness, type Harness } from '../../../helpers';
import { callers, send, statuses } from '../../../settingsClient';

describe.each(DB_KINDS)('traductions /api/settings/traduction (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('401 anonymous, 403 member; gestionnaire reads but may not write; admin creates, updates, deletes', async () => {
    const url = '/api/settings/traduction';
    expect(await statuses(h, (c) => c.get(url))).toEqual({ anonymous: 401, member: 403, gestion: 200, admin: 200 });
    const pointers = ['/title', '/blocks/0/text', '/blocks/1/label', '/blocks/3/label'];
    let n = 0;
    expect(await statuses(h, (c) => c.post(url, { screen: '', pointer: pointers[n++], texte: 'Essai' }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
    const { admin } = await callers(h);
    const id = ((await admin.get(url)).json().items as { id: number }[])[0].id;
    expect(await statuses(h, (c) => send(c, 'PUT', url, { id, screen: '', pointer: '/title', texte: 'Essai 2' }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
    expect(await statuses(h, (c) => send(c, 'DELETE', url, { id }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
    await h.db.query('DELETE FROM traductions');
  });

  it('an override of a screen text reaches the portal’s public read; a pointer that names no text is refused in French', async () => {
    const { admin } = await callers(h);
    expect((await h.client().get('/api/identity/traductions')).json()).toEqual({ screens: {}, actes: {} });
    const created = await admin.post('/api/settings/traduction', { screen: '', pointer: '/title', texte: 'Bienvenue chez Mutuelle Démo' });
    expect(created.json()).toMatchObject({ screen: '', pointer: '/title', texte: 'Bienvenue chez Mutuelle Démo', original: 'Bienvenue sur votre Espace Adhérent' });
    expect((await h.client().get('/api/identity/traductions')).json()).toEqual({ screens: { '': { '/title': 'Bienvenue chez Mutuelle Démo' } }, actes: {} });

    const twice = await admin.post('/api/settings/traduction', { screen: '', pointer: '/title', texte: 'Encore' });
    expect(twice.statusCode).toBe(409);
    const noText = await admin.post('/api/settings/traduction', { screen: '', pointer: '/blocks/0', texte: 'x' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().message).toBe('Le pointeur /blocks/0 ne désigne pas un texte de la page d’accueil publique.');
    const noScreen = await admin.post('/api/settings/traduction', { screen: 'inconnu', pointer: '/title', texte: 'x' });
    expect(noScreen.json().message).toBe('Aucun écran n’a la route « inconnu ».');
  });
});
