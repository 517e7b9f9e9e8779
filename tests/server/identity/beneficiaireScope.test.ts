import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../helpers';
import { readPdf } from '../pdfText';

/**
 * A beneficiary's own account (beneficiaire@demo.fr, Thomas 02 on DEMO1001) sees
 * only the contracts he is a beneficiary of, none of the holder's courriers, and his own care.
 */
describe.each(DB_KINDS)('beneficiary account scope (%s)', (kind) => {
  let h: Harness;
  let thomas: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
    thomas = h.client();
    expect((await thomas.login('beneficiaire@demo.fr', DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it('lists only the contracts he is a beneficiary of (not DEMO1002/1003/1004 of the holder)', async () => {
    const v1 = (await thomas.get('/api/adherent/contrats')).json();
    expect(v1.contrats.map((c: { numeroContratIndividuel: string }) => c.numeroContratIndividuel)).toEqual(['DEMO1001']);
    const v2 = (await thomas.get('/api/v2/adherent/contrats')).json();
    expect(v2.contrats.map((c: { numeroContratIndividuel: string }) => c.numeroContratIndividuel)).toEqual(['DEMO1001']);
    expect((await thomas.get('/api/v2/adherent/contrats/DEMO1001')).statusCode).toBe(200);
    for (const other of ['DEMO1002', 'DEMO1003', 'DEMO1004']) {
      expect((await thomas.get(`/api/v2/adherent/contrats/${other}`)).statusCode).toBe(403);
      // Naming it as the current contract is refused too (X-NumContrat).
      expect((await thomas.get('/api/v1/adherent/remboursements', { 'x-numcontrat': other })).statusCode).toBe(403);
    }
  });

  it('his attestation names him among the covered people, none of the family; the holder’s names them all', async () => {
    const own = await thomas.get('/api/documents/attestation?categorie=droits', { 'x-numcontrat': 'DEMO1001' });
    expect(own.statusCode).toBe(200);
    const text = (await readPdf(own.rawPayload)).text;
    expect(text).toContain('Thomas');
    for (const other of ['Léo', 'Emma']) expect(text).not.toContain(other);
    const sophie = h.client();
    await sophie.login(DEMO.adherent, DEMO.password);
    const family = (await readPdf((await sophie.get('/api/documents/attestation?categorie=droits', { 'x-numcontrat': 'DEMO1001' })).rawPayload)).text;
    for (const name of ['Thomas', 'Léo', 'Emma']) expect(family).toContain(name);
  });

  it('sees none of the holder’s courriers, nor downloads one', async () => {
    const list = await thomas.get('/api/adherent/courriers', { 'x-numcontrat': 'DEMO1001' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    const sophie = h.client();
    await sophie.login(DEMO.adherent, DEMO.password);
    const { items } = (await sophie.get('/api/adherent/courriers', { 'x-numcontrat': 'DEMO1001' })).json();
    expect(items.length).toBeGreaterThan(0);
    expect((await thomas.get(`/api/adherent/courriers/${items[0].id}/download`)).statusCode).toBe(404);
  });

  it('reads himself, never the holder: profil, situation familiale, carte TP, bénéficiaires, contrat', async () => {
    const onFamille = { 'x-numcontrat': 'DEMO1001' };
    const profil = (await thomas.get('/api/adherent/profil/v2', onFamille)).json();
    expect(profil.personne).toEqual({
      civilite: 'M',
      nom: 'DURAND',
      prenom: 'Thomas',
      dateNaissance: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      nompatronymique: null,
      teletransmission: false,
      motifRefusTeletransmission: { libelle: 'Télétransmission déjà active auprès d’un autre organisme complémentaire' },
    });
    expect(profil.contacts).toEqual({ email: 'beneficiaire@demo.fr', telephoneMobile: null, telephoneFixe: null });
    expect(JSON.stringify(profil)).not.toMatch(/Sophie|adherent@demo\.fr|1990-05-12/);

    const situation = (await thomas.get('/api/adherent/profil/situation-familiale', onFamille)).json();
    expect(situation.situationFamiliale).toBeNull();
    expect(situation.beneficiaires.map((b: { numPers: string }) => b.numPers)).toEqual(['02']);

    const { carte } = (await thomas.get('/api/cgdm-svc/carte-tp', onFamille)).json();
    expect(carte.beneficiaires.map((b: { prenom: string }) => b.prenom)).toEqual(['Thomas']);

    const beneficiaires = (await thomas.get('/api/adherent/beneficiaires', onFamille)).json();
    expect(beneficiaires.map((b: { code: string; libelle: string }) => [b.code, b.libelle])).toEqual([['02', 'Thomas DURAND']]);

    const contrat = (await thomas.get('/api/v2/adherent/contrats/DEMO1001', onFamille)).json();
    expect(contrat.beneficiaires.map((b: { numPers: string }) => b.numPers)).toEqual(['02']);
  });

  it('simulates a reimbursement for himself only: another person of the contract is unknown to him', async () => {
    const onFamille = { 'x-numcontrat': 'DEMO1001' };
    const own = await thomas.post('/api/v2/simulateurprestation', { beneficiaire: '02', poste: '4', prix: 30, secteur: 'secteur1' }, onFamille);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().beneficiaire).toBe('Thomas DURAND');
    const other = await thomas.post('/api/v2/simulateurprestation', { beneficiaire: '01', poste: '4', prix: 30, secteur: 'secteur1' }, onFamille);
    expect(other.statusCode).toBe(400);
    expect(other.body).not.toContain('Sophie');
  });

  it('the holder still reads herself and her whole family', async () => {
    const sophie = h.client();
    await sophie.login(DEMO.adherent, DEMO.password);
    const onFamille = { 'x-numcontrat': 'DEMO1001' };
    const profil = (await sophie.get('/api/adherent/profil/v2', onFamille)).json();
    expect(profil.personne).toMatchObject({ nom: 'DURAND', prenom: 'Sophie', dateNaissance: '1990-05-12', teletransmission: true });
    expect(profil.contacts.email).toBe(DEMO.adherent);
    const situation = (await sophie.get('/api/adherent/profil/situation-familiale', onFamille)).json();
    expect(situation.beneficiaires.map((b: { numPers: string }) => b.numPers)).toEqual(['01', '02', '03', '04']);
    expect((await sophie.get('/api/adherent/beneficiaires', onFamille)).json()).toHaveLength(4);
    // A page that reads before the app has stored its contract names none: the first contract, as every member read.
    expect((await sophie.get('/api/adherent/beneficiaires')).json().map((b: { code: string }) => b.code)).toEqual(['01', '02', '03', '04']);
    expect((await thomas.get('/api/adherent/beneficiaires')).json().map((b: { code: string }) => b.code)).toEqual(['02']);
    expect((await sophie.get('/api/cgdm-svc/carte-tp', onFamille)).json().carte.beneficiaires).toHaveLength(4);
  });

  it('may neither change the contract’s bank account nor terminate the contract: the server refuses both', async () => {
    const onFamille = { 'x-numcontrat': 'DEMO1001' };
    for (const acte of ['rib', 'resiliation']) {
      const refused = await thomas.post(`/api/forms/${acte}/form`, {}, onFamille);
      expect(refused.statusCode, acte).toBe(403);
      expect(refused.json().code, acte).toBe('ActeRoleNotAllowed');
    }
  });

  it('still reads his own reimbursements on DEMO1001, and the holder keeps all four contracts', async () => {
    const page = (await thomas.get('/api/v1/adherent/remboursements?taille=100')).json();
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.items.map((a: { numPers: string }) => a.numPers))).toEqual(new Set(['02']));
    const sophie = h.client();
    await sophie.login(DEMO.adherent, DEMO.password);
    expect((await sophie.get('/api/adherent/contrats')).json().contrats).toHaveLength(4);
  });
});
