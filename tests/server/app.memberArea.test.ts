import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from './helpers';
import { loginAs } from './contentHelpers';

/**
 * "Mes contrats", "Carte tiers payant" and "Mon profil" read the logged-in
 * member's own data only, for the contract in X-NumContrat (another member's → 403; anonymous → 401).
 */
describe.each(DB_KINDS)('member area reads (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  const asSophie = (url: string, numContrat = 'DEMO1001') => sophie.get(url, { 'x-numcontrat': numContrat });
  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  const URLS = [
    '/api/v2/adherent/contrats',
    '/api/v2/adherent/contrats/DEMO1001',
    '/api/cgdm-svc/carte-tp',
    '/api/cgdm-svc/carte-tp/print',
    '/api/adherent/profil/v2',
    '/api/adherent/profil/situation-familiale',
  ];

  it.each(URLS)('%s: anonymous → 401, another member naming DEMO1001 → 403', async (url) => {
    expect((await h.client().get(url)).statusCode).toBe(401);
    const other = await loginAs(h.db, { contrats: [{ numero: `AUTRE-${Math.random().toString(36).slice(2, 8)}`, nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    const res = await h.app.inject({ method: 'GET', url, headers: { ...other.session.headers, 'x-numcontrat': 'DEMO1001' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ContratNotOwned', message: 'Ce contrat ne fait pas partie de vos contrats.' });
  });

  it("refuses another member's contract named in the URL, even with their own X-NumContrat", async () => {
    const other = await loginAs(h.db, { contrats: [{ numero: 'AUTRE-URL', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    const res = await h.app.inject({ method: 'GET', url: '/api/v2/adherent/contrats/DEMO1001', headers: { ...other.session.headers, 'x-numcontrat': 'AUTRE-URL' } });
    expect(res.statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/api/v2/adherent/contrats/AUTRE-URL', headers: other.session.headers })).statusCode).toBe(200);
  });

  it('lists the contracts, DEMO1001 first, each with its label (non-valid states in brackets) and dates', async () => {
    const res = await asSophie('/api/v2/adherent/contrats');
    expect(res.statusCode).toBe(200);
    expect(res.json().contrats).toEqual([
      { numeroContratIndividuel: 'DEMO1001', nomOffre: 'Santé Famille Confort', libelle: 'Santé Famille Confort – n° DEMO1001', etat: 'valide', typeContrat: 'Contrat individuel', dateDebut: '2021-01-01', dateFin: null },
      { numeroContratIndividuel: 'DEMO1003', nomOffre: 'Santé Entreprise', libelle: 'Santé Entreprise – n° DEMO1003', etat: 'valide', typeContrat: "Contrat collectif d'entreprise", dateDebut: '2023-09-01', dateFin: null },
      { numeroContratIndividuel: 'DEMO1002', nomOffre: 'Santé Jeunes', libelle: 'Santé Jeunes – n° DEMO1002 (résilié)', etat: 'resilie', typeContrat: 'Contrat individuel', dateDebut: '2015-01-01', dateFin: '2020-12-31' },
      { numeroContratIndividuel: 'DEMO1004', nomOffre: 'Santé Sérénité', libelle: 'Santé Sérénité – n° DEMO1004 (suspendu)', etat: 'suspendu', typeContrat: 'Contrat individuel', dateDebut: '2024-01-01', dateFin: null },
    ]);
  });

  it('details DEMO1001: beneficiaries, garanties with their example in euros, 2026 schedule, masked accounts, no fiche salarié', async () => {
    const res = await asSophie('/api/v2/adherent/contrats/DEMO1001');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.beneficiaires).toEqual([
      { codeCivilite: 'MME', nom: 'DURAND', prenom: 'Sophie', numPers: '01', dateNaissance: '1990-05-12' },
      { codeCivilite: 'M', nom: 'DURAND', prenom: 'Thomas', numPers: '02', dateNaissance: '1988-11-03' },
      { codeCivilite: 'M', nom: 'DURAND', prenom: 'Léo', numPers: '03', dateNaissance: '2016-04-21' },
      { codeCivilite: 'MME', nom: 'DURAND', prenom: 'Emma', numPers: '04', dateNaissance: '2019-09-08' },
    ]);
    expect(body.garanties).toHaveLength(12);
    expect(new Set(body.garanties.map((g: { poste: string }) => g.poste))).toEqual(new Set(['Hospitalisation', 'Soins courants', 'Optique', 'Dentaire', 'Aides auditives']));
    expect(body.garanties.find((g: { libelle: string }) => g.libelle.startsWith('Honoraires des médecins généralistes'))).toMatchObject({
      garantie: '150 % BR',
      depense: 30,
      secu: 16,
      mutuelle: 12,
      resteACharge: 2,
    });
    expect(body.cotisations).toMatchObject({ modePaiement: 'Prélèvement mensuel', compteEncaissement: 'FR14 **** **** **** **** ***2 606', totalAnnuel: 2248.8 });
    expect(body.cotisations.echeancier).toHaveLength(12);
    const paid = body.cotisations.echeancier[0].statut === 'payee';
    expect(body.cotisations.echeancier[0]).toEqual({
      id: '2026-01-05', date: '2026-01-05', montant: 187.4, statut: expect.stringMatching(/^(payee|a_venir)$/),
      payeeLe: paid ? '2026-01-05' : null, libelleStatut: paid ? 'Payée le 05/01/2026' : 'À venir',
    });
    expect(body.ribPrestations).toBe('FR14 **** **** **** **** ***2 606');
    expect(JSON.stringify(body)).not.toContain('FR1420041010050500013M02606');
    expect(body.ficheSalarie).toBeNull();
  });

  it('details the company contract DEMO1003 with its fiche salarié', async () => {
    const body = (await asSophie('/api/v2/adherent/contrats/DEMO1003', 'DEMO1003')).json();
    expect(body).toMatchObject({ typeContrat: "Contrat collectif d'entreprise", cotisations: { modePaiement: 'Précompte sur salaire' } });
    expect(body.ficheSalarie).toEqual({ entreprise: 'Transports Rhône-Alpes SAS', siret: '81234567800027', matricule: 'TRA-004512', dateEmbauche: '2023-09-01', categorie: 'Cadre', partEmployeur: 50 });
  });

  it('gives the carte tiers payant of the current contract, none for a suspended one', async () => {
    const body = (await asSophie('/api/cgdm-svc/carte-tp')).json();
    const year = new Date().getFullYear();
    expect(body.carte).toMatchObject({
      numeroContrat: 'DEMO1001',
      nomOffre: 'Santé Famille Confort',
      organisme: 'Mutuelle Démo',
      numeroAmc: '99123456',
      dateDebutValidite: `${year}-01-01`,
      dateFinValidite: `${year}-12-31`,
    });
    expect(body.carte.beneficiaires.map((b: { prenom: string }) => b.prenom)).toEqual(['Sophie', 'Thomas', 'Léo', 'Emma']);
    expect(body.carte.domaines.map((d: { code: string }) => d.code)).toContain('PHAR');
    expect((await asSophie('/api/cgdm-svc/carte-tp', 'DEMO1004')).json()).toEqual({ carte: null });
    const none = await asSophie('/api/cgdm-svc/carte-tp/print', 'DEMO1002');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Aucune carte de tiers payant n'est disponible pour ce contrat.");
  });

  it('downloads the carte tiers payant as a real PDF named by content-disposition', async () => {
    const res = await asSophie('/api/cgdm-svc/carte-tp/print');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="carte-tiers-payant-DEMO1001.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-8).toString('latin1')).toContain('%%EOF');
  });

  it('gives the profile: identity, address, contacts, télétransmission, dematerialisation', async () => {
    const res = await asSophie('/api/adherent/profil/v2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.personne).toEqual({
      civilite: 'MME', nom: 'DURAND', prenom: 'Sophie', dateNaissance: '1990-05-12', nompatronymique: 'MARTIN', teletransmission: true, motifRefusTeletransmission: null,
    });
    expect(Object.keys(body.adresse).sort()).toEqual(
      ['codePays', 'adresseEtrangere', 'libellePays', 'pointRemiseCourrier', 'numVoie', 'libelleCourtBtq', 'libelleCourtNatureVoie', 'libelleVoie',
        'complementGeographique', 'codeCedex', 'nomCedex', 'bureauCedex', 'mentionParticuliere', 'lieuDit', 'codePostal', 'localite'].sort(),
    );
    expect(body.adresse).toMatchObject({ numVoie: '12', libelleCourtNatureVoie: 'RUE', libelleVoie: 'de la Part-Dieu', codePostal: '69003', localite: 'LYON', adresseEtrangere: false, codeCedex: null });
    expect(body.contacts).toEqual({ email: 'adherent@demo.fr', telephoneMobile: '0698765432', telephoneFixe: '0478123456' });
    expect(body.dematerialisation).toBe(true);
  });

  it('gives the family situation of the current contract with each télétransmission and its refusal reason', async () => {
    const body = (await asSophie('/api/adherent/profil/situation-familiale')).json();
    expect(body.situationFamiliale).toBe('Mariée');
    expect(body.beneficiaires.map((b: { prenom: string; teletransmission: boolean; motifRefusTeletransmission: unknown }) => [b.prenom, b.teletransmission, b.motifRefusTeletransmission])).toEqual([
      ['Sophie', true, null],
      ['Thomas', false, { libelle: 'Télétransmission déjà active auprès d’un autre organisme complémentaire' }],
      ['Léo', true, null],
      ['Emma', true, null],
    ]);
    expect((await asSophie('/api/adherent/profil/situation-familiale', 'DEMO1003')).json().beneficiaires).toHaveLength(1);
  });

  it('answers a member without profile, contracts or address with empty values, not an error', async () => {
    const bare = await loginAs(h.db, {});
    const profil = await h.app.inject({ method: 'GET', url: '/api/adherent/profil/v2', headers: bare.session.headers });
    expect(profil.statusCode).toBe(200);
    expect(profil.json().adresse.codePostal).toBeNull();
    expect((await h.app.inject({ method: 'GET', url: '/api/v2/adherent/contrats', headers: bare.session.headers })).json()).toEqual({ contrats: [] });
    expect((await h.app.inject({ method: 'GET', url: '/api/cgdm-svc/carte-tp', headers: bare.session.headers })).json()).toEqual({ carte: null });
    expect((await h.app.inject({ method: 'GET', url: '/api/adherent/profil/situation-familiale', headers: bare.session.headers })).json()).toEqual({ situationFamiliale: null, beneficiaires: [] });
  });
});
