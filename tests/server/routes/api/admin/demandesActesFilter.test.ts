import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startHarness, type Client, type Harness } from '../../../helpers';
import { readManifests } from '../../../../../src/server/actes/manifests';

/** The back office's « Demande » filter: every acte that files a demande, named by its manifest, none typed by hand. */
describe('the « Demande » filter of the demandes list', () => {
  let h: Harness;
  let gestion: Client;

  beforeAll(async () => {
    h = await startHarness('pglite');
    gestion = h.client();
    expect((await gestion.login(DEMO.gestion, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it('offers every acte filed as a demande with its manifest libelle, sinistre, PEC and inscription too', async () => {
    const res = await gestion.get('/api/admin/demandes/actes');
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json() as { acte: string; libelle: string }[];
    const byActe = new Map(options.map((option) => [option.acte, option.libelle]));
    const manifests = readManifests();
    for (const acte of ['adresse', 'rib', 'rib-prestations', 'declarationsinistre', 'pec-hospi', 'inscriptionbeneficiaire', 'resiliation', 'option-affiliation']) {
      expect(byActe.get(acte), acte).toContain(manifests.get(acte)!.libelle);
    }
    // Two versions of one form are told apart by their libelles (npm run check refuses the same one twice).
    expect(byActe.get('declarationsinistre')).toBe('Déclaration de sinistre simplifiée');
    expect(byActe.get('declarationsinistre-v2')).toBe('Déclaration de sinistre');
    // Not a demande: staff settings, identity forms, an acte on its own route.
    for (const acte of ['login', 'register', 'cms-block', 'suppressioncompte', 'consentement']) expect(byActe.has(acte), acte).toBe(false);
    expect(options.map((option) => option.libelle)).toEqual([...options.map((option) => option.libelle)].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('is for staff who read demandes', async () => {
    expect((await h.client().get('/api/admin/demandes/actes')).statusCode).toBe(401);
    const member = h.client();
    expect((await member.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    expect((await member.get('/api/admin/demandes/actes')).statusCode).toBe(403);
  });
});
