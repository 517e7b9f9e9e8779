import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../helpers';

/**
 * The simulator computes on the server with the garanties table's rule
 * (simulerRemboursement → remboursementExemple). Figures checked by hand below each case.
 * Santé Famille Confort (DEMO1001) rows: 4 généraliste 150 % BR (BR 30 €, 60 %, PF 2 €; outside
 * OPTAM BR 23 €), 3 chambre particulière 60 €, 6 médicaments 65 % at 100 % BR (BR = price).
 */
describe.each(DB_KINDS)('POST /api/v2/simulateurprestation (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  const simulate = (body: unknown, path = '/api/v2/simulateurprestation') => sophie.post(path, body, { 'x-numcontrat': 'DEMO1001' });
  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it('lists the postes of the current contract, the médecins flagged where the sector matters', async () => {
    const postes = (await sophie.get('/api/v2/simulateurprestation/postes', { 'x-numcontrat': 'DEMO1001' })).json();
    expect(postes).toHaveLength(12);
    expect(postes[3]).toEqual({ code: '4', libelle: expect.stringMatching(/^Soins courants – Honoraires des médecins généralistes/), secteur: true });
    expect(postes[2]).toMatchObject({ code: '3', secteur: false });
  });

  it('a 30 € consultation of a secteur 1 généraliste: SS 16 € (60 % of 30 − 2 € PF), mutuelle 12 €, reste 2 €', async () => {
    const res = await simulate({ beneficiaire: '02', poste: '4', prix: 30, secteur: 'secteur1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ beneficiaire: 'Thomas DURAND', garantie: '150 % BR', prix: 30, secu: 16, mutuelle: 12, resteACharge: 2 });
    // The v1 path answers the same.
    expect((await simulate({ beneficiaire: '02', poste: '4', prix: 30, secteur: 'secteur1' }, '/api/simulateurprestation')).json()).toMatchObject({ secu: 16, mutuelle: 12, resteACharge: 2 });
  });

  it('50 € outside OPTAM: BR 23 € → SS 13,80 − 2 = 11,80 €, mutuelle 150 % × 23 − 13,80 = 20,70 €, reste 17,50 €', async () => {
    expect((await simulate({ beneficiaire: '01', poste: '4', prix: 50, secteur: 'nonOptam' })).json()).toMatchObject({ secteur: 'nonOptam', secu: 11.8, mutuelle: 20.7, resteACharge: 17.5 });
    // With OPTAM, the BR stays 30 €: SS 18 − 2 = 16 €, mutuelle 45 − 18 = 27 €, reste 7 €.
    expect((await simulate({ beneficiaire: '01', poste: '4', prix: 50, secteur: 'optam' })).json()).toMatchObject({ secu: 16, mutuelle: 27, resteACharge: 7 });
  });

  it('a 20 € médicament (BR = price): SS 13 €, mutuelle 7 €, reste 0; a chambre particulière at 80 €: mutuelle 60 €, reste 20 €', async () => {
    expect((await simulate({ beneficiaire: '03', poste: '6', prix: 20 })).json()).toMatchObject({ secteur: null, secu: 13, mutuelle: 7, resteACharge: 0 });
    expect((await simulate({ beneficiaire: '03', poste: '3', prix: 80 })).json()).toMatchObject({ secu: 0, mutuelle: 60, resteACharge: 20 });
  });

  it('refuses a poste or a beneficiary outside the contract, a bad price, another member’s contract and an anonymous caller', async () => {
    const poste = await simulate({ beneficiaire: '01', poste: '99', prix: 10 });
    expect(poste.statusCode).toBe(400);
    expect(poste.json().errors).toEqual([{ path: '/poste', message: 'Ce poste de soins ne fait pas partie des garanties de votre contrat.' }]);
    expect((await simulate({ beneficiaire: '09', poste: '4', prix: 10 })).statusCode).toBe(400);
    const prix = await simulate({ beneficiaire: '01', poste: '4', prix: -3 });
    expect(prix.statusCode).toBe(400);
    expect(prix.json().message).toBe('Le montant doit être supérieur à 0');
    expect((await sophie.post('/api/v2/simulateurprestation', { beneficiaire: '01', poste: '4', prix: 10 }, { 'x-numcontrat': 'DEMO0001' })).statusCode).toBe(403);
    expect((await h.client().post('/api/v2/simulateurprestation', { beneficiaire: '01', poste: '4', prix: 10 })).statusCode).toBe(401);
  });
});
