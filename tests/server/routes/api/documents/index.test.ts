import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../../helpers';
import { loginAs } from '../../../contentHelpers';

const isPdf = (payload: Buffer) =>
  payload.subarray(0, 5).toString('latin1') === '%PDF-' && payload.subarray(-8).toString('latin1').includes('%%EOF');

/** Attestations, GED documents, courriers read on download, notifications. */
describe.each(DB_KINDS)('Mes documents and notifications (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  const asSophie = (url: string, numContrat = 'DEMO1001') => sophie.get(url, { 'x-numcontrat': numContrat });
  beforeAll(async () => {
    h = await startHarness(kind, { config: { now: () => new Date('2026-11-15T10:00:00Z') } });
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it('lists the attestation categories and makes each one as a real PDF', async () => {
    const categories = (await asSophie('/api/documents/categories')).json().items;
    expect(categories.map((c: { code: string }) => c.code)).toEqual(['droits', 'tiers-payant', 'cotisations']);
    expect(categories[0].libelle).toBe('Attestation de droits');
    for (const { code } of categories) {
      const res = await asSophie(`/api/documents/attestation?categorie=${code}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="attestation-${code}-DEMO1001-2026-11-15.pdf"`);
      expect(isPdf(res.rawPayload)).toBe(true);
    }
    expect((await asSophie('/api/documents/attestation?categorie=inconnue')).statusCode).toBe(400);
  });

  it('lists the GED documents of the contract, paged in SQL, and downloads one', async () => {
    const first = (await asSophie('/api/cgdm-svc/ged?taille=2')).json();
    expect(first).toMatchObject({ total: 5, page: 1, taille: 2 });
    expect(first.items[0]).toMatchObject({ date: '2026-01-02', categorie: expect.any(String), titre: expect.any(String) });
    const last = (await asSophie('/api/cgdm-svc/ged?taille=2&page=3')).json();
    expect(last.items.map((d: { titre: string }) => d.titre)).toEqual(['Bulletin d’adhésion signé']);
    expect((await asSophie('/api/cgdm-svc/ged?taille=2&page=9')).json()).toEqual({ items: [], total: 5, page: 9, taille: 2 });
    expect((await asSophie('/api/cgdm-svc/ged', 'DEMO1002')).json().total).toBe(0);
    const res = await asSophie(`/api/cgdm-svc/ged/${first.items[0].id}/download`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="document-2026-01-02-${first.items[0].id}.pdf"`);
    expect(isPdf(res.rawPayload)).toBe(true);
    // Named on the terminated contract, a document of the active one is not handed out.
    expect((await asSophie(`/api/cgdm-svc/ged/${first.items[0].id}/download`, 'DEMO1002')).statusCode).toBe(404);
  });

  it('marks a courrier read once downloaded', async () => {
    const unread = (await asSophie('/api/adherent/courriers')).json().items.find((c: { lu: boolean }) => !c.lu);
    expect(unread).toBeDefined();
    expect((await asSophie(`/api/adherent/courriers/${unread.id}/download`)).statusCode).toBe(200);
    const after = (await asSophie('/api/adherent/courriers')).json().items.find((c: { id: number }) => c.id === unread.id);
    expect(after.lu).toBe(true);
  });

  it("refuses another member's contract (403) and an anonymous caller (401)", async () => {
    const other = await loginAs(h.db, { contrats: [{ numero: 'AUTRE201', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    for (const url of ['/api/documents/attestation?categorie=droits', '/api/cgdm-svc/ged']) {
      const res = await h.app.inject({ method: 'GET', url, headers: { ...other.session.headers, 'x-numcontrat': 'DEMO1001' } });
      expect(res.statusCode, url).toBe(403);
    }
    for (const url of ['/api/documents/categories', '/api/documents/attestation?categorie=droits', '/api/cgdm-svc/ged', '/api/notification']) {
      expect((await h.client().get(url)).statusCode, url).toBe(401);
    }
    const anonymous = h.client();
    await anonymous.get('/api/identity/client');
    expect((await anonymous.post('/api/notification/lue', { id: 1 })).statusCode).toBe(401);
  });

  it('lists the notifications newest first with the unread count, marks one and all read', async () => {
    const list = (await sophie.get('/api/notification')).json();
    expect(list).toMatchObject({ total: 4, nonLues: 2, page: 1, taille: 10 });
    expect(list.items[0]).toMatchObject({ date: '2026-10-21', titre: 'Nouveau remboursement', lue: false });
    expect((await sophie.get('/api/notification?nonLues=true')).json()).toMatchObject({ total: 2, nonLues: 2 });
    expect((await sophie.get('/api/notification?taille=3&page=2')).json().items).toHaveLength(1);
    const marked = await sophie.post('/api/notification/lue', { id: list.items[0].id });
    expect(marked.json()).toEqual({ id: list.items[0].id, lue: true });
    expect((await sophie.get('/api/notification')).json().nonLues).toBe(1);
    // Someone else's notification is not theirs to mark.
    const other = await loginAs(h.db, {});
    const foreign = await h.app.inject({
      method: 'POST',
      url: '/api/notification/lue',
      payload: { id: list.items[1].id },
      headers: { ...other.session.headers },
    });
    expect([403, 404]).toContain(foreign.statusCode);
    expect((await sophie.get('/api/notification')).json().nonLues).toBe(1);
    expect((await sophie.post('/api/notification/lue', { id: 1e20 })).statusCode).toBe(400);
    expect((await sophie.post('/api/notification/lues')).json()).toEqual({ nombre: 1 });
    expect((await sophie.get('/api/notification')).json().nonLues).toBe(0);
  });
});
