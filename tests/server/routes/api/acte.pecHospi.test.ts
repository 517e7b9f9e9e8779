import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Harness } from '../../helpers';
import { withOwnUploads } from '../../ownUploads';
import { readActeSample } from '../../../../src/server/actes/acteSample';

/**
 * pec-hospi (prise en charge hospitalière), a stepped acte filed by the generic
 * route. The same schema as the browser refuses a bad FINESS, DMT code or duration in French and
 * accepts the sample with the member's own upload.
 */
const sample = readActeSample('pec-hospi') as Record<string, any>;

describe.each(DB_KINDS)('pec-hospi (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const count = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demandes')).rows[0].n;

  it.each([
    ['/etablissement/finess', { etablissement: { ...sample.etablissement, finess: '69000088' } }, 'Le numéro FINESS comporte 9 caractères (chiffres, ou 2A / 2B pour la Corse)'],
    ['/etablissement/codeDmt', { etablissement: { ...sample.etablissement, codeDmt: '18A' } }, 'Le code DMT comporte 3 chiffres'],
    ['/sejour/dureeJours', { sejour: { ...sample.sejour, dureeJours: 400 } }, 'La durée ne doit pas dépasser 365 jours'],
    ['/sejour/beneficiaire', { sejour: { ...sample.sejour, beneficiaire: undefined } }, 'Merci de choisir le bénéficiaire'],
    ['/document', { document: [] }, 'Merci de joindre le document demandé.'],
  ])('%s: a bad body is refused with the French message', async (at, change, message) => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    const before = await count();
    const res = await c.post('/api/forms/pec-hospi/form', { ...sample, ...change }, { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ValidationFailed', message });
    expect(res.json().errors).toContainEqual({ path: at, message });
    expect(await count()).toBe(before);
  });

  it('accepts the sample with the member’s own document', async () => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    const res = await c.post('/api/forms/pec-hospi/form', await withOwnUploads(c, sample), { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await h.db.query<{ acte: string; donnees: Record<string, unknown> }>('SELECT acte, donnees FROM demandes WHERE id = $1', [res.json().demandeId]);
    // Version 3 of the acte (pec-hospi.migrations.json): the DMT code is the establishment's, the private room is asked.
    expect(rows[0]).toMatchObject({ acte: 'pec-hospi', donnees: { etablissement: { raisonSociale: 'Clinique du Parc', codeDmt: '181' }, sejour: { chambreParticuliere: true } } });
  });
});
