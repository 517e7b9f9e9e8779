import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../../helpers';

/**
 * A draft read under a newer version of its acte says which fields the migration touched (the
 * browser signals them to the member): pec-hospi v1 → v3 renames the establishment's name, moves
 * the DMT code, gives the private-room question its default. A draft of the current version has none.
 */
const URL = '/api/forms/pec-hospi/brouillon';

describe.each(DB_KINDS)('brouillon of an older acte version: its marks (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    await sophie.login(DEMO.adherent, DEMO.password);
  });
  afterAll(async () => h?.close());

  async function store(version: number, data: object): Promise<void> {
    const { rows } = await h.db.query<{ id: string }>("SELECT id FROM users WHERE user_name = 'adherent@demo.fr'");
    await h.db.query(
      `INSERT INTO brouillons (user_id, acte, numero_contrat, acte_version, donnees) VALUES ($1, 'pec-hospi', 'DEMO1001', $2, $3)
       ON CONFLICT (user_id, acte, numero_contrat) DO UPDATE SET acte_version = EXCLUDED.acte_version, donnees = EXCLUDED.donnees`,
      [rows[0].id, version, JSON.stringify(data)],
    );
  }

  it('saved under version 1: the values in their new places, and the fields the migration touched', async () => {
    await store(1, { etablissement: { nom: 'Clinique du Parc', finess: '690000880' }, sejour: { codeDmt: '181' } });
    const res = await sophie.get(URL, { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().brouillon).toMatchObject({
      version: 3,
      savedVersion: 1,
      data: { etablissement: { raisonSociale: 'Clinique du Parc', finess: '690000880', codeDmt: '181' }, sejour: { chambreParticuliere: false } },
      marks: [
        { path: 'etablissement.raisonSociale', kind: 'moved' },
        { path: 'etablissement.codeDmt', kind: 'moved' },
        { path: 'sejour.chambreParticuliere', kind: 'defaulted' },
      ],
    });
  });

  it('saved under version 2 without a DMT code: only the default is a mark (nothing was carried)', async () => {
    await store(2, { etablissement: { raisonSociale: 'Clinique du Parc' } });
    expect((await sophie.get(URL, { 'x-numcontrat': 'DEMO1001' })).json().brouillon.marks).toEqual([{ path: 'sejour.chambreParticuliere', kind: 'defaulted' }]);
  });

  it('saved under the current version: no marks', async () => {
    await store(3, { etablissement: { raisonSociale: 'Clinique du Parc' } });
    expect((await sophie.get(URL, { 'x-numcontrat': 'DEMO1001' })).json().brouillon).toMatchObject({ version: 3, savedVersion: 3, marks: [] });
  });
});
