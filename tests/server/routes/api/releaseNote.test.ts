import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Harness } from '../../helpers';
import { callers, send, statuses } from '../../settingsClient';

describe.each(DB_KINDS)('release notes /api/admin/release-note (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('admin routes: 401 anonymous, 403 member; gestionnaire reads (200) but may not write (403); admin 200', async () => {
    expect(await statuses(h, (c) => c.get('/api/admin/release-note'))).toEqual({ anonymous: 401, member: 403, gestion: 200, admin: 200 });
    expect(await statuses(h, (c) => c.post('/api/admin/release-note', { titre: 'Droits', contenu: 'Texte' }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
    const { admin } = await callers(h);
    const id = (await admin.post('/api/admin/release-note', { titre: 'Cible', contenu: 'Texte' })).json().id as number;
    expect(await statuses(h, (c) => send(c, 'PUT', '/api/admin/release-note', { id, titre: 'Cible 2', contenu: 'Texte' }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
    expect(await statuses(h, (c) => send(c, 'DELETE', '/api/admin/release-note', { id }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
    await h.db.query('DELETE FROM release_notes');
  });

  it('the member sees the newest published note once; a dismissed note is not shown again; a future note waits', async () => {
    const { admin } = await callers(h);
    const sophie = h.client();
    await sophie.login(DEMO.adherent, DEMO.password);
    expect((await h.client().get('/api/adherent/release-note')).statusCode).toBe(401);
    expect((await sophie.get('/api/adherent/release-note')).json()).toEqual({ note: null });

    const older = (await admin.post('/api/admin/release-note', { titre: 'Ancienne', contenu: 'Avant', publieeLe: '2026-01-05' })).json();
    const newer = (await admin.post('/api/admin/release-note', { titre: 'Mes demandes', contenu: 'Suivez vos demandes.', publieeLe: '2026-02-10' })).json();
    await admin.post('/api/admin/release-note', { titre: 'Plus tard', contenu: 'Pas encore', publieeLe: '2999-01-01' });
    expect((await sophie.get('/api/adherent/release-note')).json().note).toEqual({ id: newer.id, titre: 'Mes demandes', contenu: 'Suivez vos demandes.', publieeLe: '2026-02-10' });

    expect((await sophie.post('/api/adherent/release-note/vue', { id: newer.id })).statusCode).toBe(204);
    expect((await sophie.get('/api/adherent/release-note')).json().note.id).toBe(older.id);
    await sophie.post('/api/adherent/release-note/vue', { id: older.id });
    expect((await sophie.get('/api/adherent/release-note')).json()).toEqual({ note: null });
    expect((await sophie.post('/api/adherent/release-note/vue', { id: 999999 })).statusCode).toBe(404);

    const empty = await admin.post('/api/admin/release-note', { titre: '', contenu: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Merci de saisir le titre.');
  });
});
