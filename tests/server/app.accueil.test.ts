import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from './helpers';

/** The reads of the member home (screens/member/accueil.screen.json) the other tests do not cover. */
describe.each(DB_KINDS)('accueil reads (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it('counts the unread courriers of the current contract in SQL (lu=false)', async () => {
    const unread = (await sophie.get('/api/adherent/courriers?lu=false&taille=1', { 'x-numcontrat': 'DEMO1001' })).json();
    expect(unread.total).toBe(3);
    expect(unread.items).toEqual([expect.objectContaining({ lu: false })]);
    const read = (await sophie.get('/api/adherent/courriers?lu=true&taille=100', { 'x-numcontrat': 'DEMO1001' })).json();
    expect(read.total).toBe(9);
    expect(read.items.every((item: { lu: boolean }) => item.lu)).toBe(true);
    expect((await sophie.get('/api/adherent/courriers?lu=peut-etre')).statusCode).toBe(400);
  });

  it('answers the current contract (X-NumContrat), else the first, and refuses one that is not theirs', async () => {
    const first = await sophie.get('/api/v2/adherent/contrat-courant');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ numeroContratIndividuel: 'DEMO1001', nomOffre: 'Santé Famille Confort', etat: 'valide' });
    expect((await sophie.get('/api/v2/adherent/contrat-courant', { 'x-numcontrat': 'DEMO1003' })).json()).toMatchObject({ numeroContratIndividuel: 'DEMO1003' });
    expect((await sophie.get('/api/v2/adherent/contrat-courant', { 'x-numcontrat': 'DEMO0001' })).statusCode).toBe(403);
    expect((await h.client().get('/api/v2/adherent/contrat-courant')).statusCode).toBe(401);
  });
});
