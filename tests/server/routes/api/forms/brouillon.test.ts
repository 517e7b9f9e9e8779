import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../../helpers';
import { uploadAs, withOwnUploads } from '../../../ownUploads';
import { MAX_BROUILLON_BYTES } from '../../../../../src/server/routes/api/forms/brouillon';
import { cleanBrouillon } from '../../../../../src/server/actes/brouillons';
import type { Queryable } from '../../../../../src/server/db/types';
import { readActeSample } from '../../../../../src/server/actes/acteSample';

/**
 * Drafts of long actes on the server. Owner-scoped (anonymous 401, a contract not
 * the caller's 403, an acte without drafts 404, another member's draft never seen), cleaned (fields
 * the schema lacks, other people's uploads), size-capped, stamped with the acte's version and
 * migrated when read under a newer one (pec-hospi v1 → v3), deleted once the acte is filed, and the
 * demande stamped with the version it was filed under.
 */
const sample = readActeSample('pec-hospi') as Record<string, any>;
const URL = '/api/forms/pec-hospi/brouillon';
const DEMO1001 = { 'x-numcontrat': 'DEMO1001' };

/** PUT / DELETE with the jar's cookies and XSRF header (the harness's Client has GET and POST). */
async function send(c: Client, method: 'PUT' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = DEMO1001) {
  if (!c.cookies.has('XSRF-TOKEN')) await c.get('/api/identity/client');
  return c.app.inject({
    method,
    url,
    headers: { cookie: c.cookieHeader, 'x-xsrf-token': c.cookies.get('XSRF-TOKEN') ?? '', ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe.each(DB_KINDS)('brouillons (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  let thomas: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    await sophie.login(DEMO.adherent, DEMO.password);
    thomas = h.client();
    await thomas.login('beneficiaire@demo.fr', DEMO.password);
  });
  afterAll(async () => h?.close());

  it('anonymous: 401 on every method', async () => {
    const anonymous = h.client();
    expect((await anonymous.get(URL, DEMO1001)).statusCode).toBe(401);
    expect((await send(anonymous, 'PUT', URL, { version: 3, data: {} })).statusCode).toBe(401);
    expect((await send(anonymous, 'DELETE', URL)).statusCode).toBe(401);
  });

  it('a contract that is not the caller’s is 403; an acte without drafts, or unknown, is 404', async () => {
    expect((await sophie.get(URL, { 'x-numcontrat': 'DEMO2001' })).statusCode).toBe(403);
    expect((await send(sophie, 'PUT', URL, { version: 3, data: {} }, { 'x-numcontrat': 'DEMO2001' })).statusCode).toBe(403);
    expect((await thomas.get(URL, { 'x-numcontrat': 'DEMO1002' })).statusCode).toBe(403);
    expect((await sophie.get('/api/forms/adresse/brouillon', DEMO1001)).statusCode).toBe(404);
    expect((await send(sophie, 'PUT', '/api/forms/nimporte/brouillon', { version: 1, data: {} })).statusCode).toBe(404);
  });

  it('PUT is an idempotent upsert of one draft per member × acte × contract; another member never reads it', async () => {
    const first = await send(sophie, 'PUT', URL, { version: 3, data: { etablissement: { raisonSociale: 'Clinique' } } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: 3 });
    const again = await send(sophie, 'PUT', URL, { version: 3, data: { etablissement: { raisonSociale: 'Clinique du Parc' } } });
    expect(again.statusCode).toBe(200);
    const { rows } = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM brouillons WHERE acte = 'pec-hospi' AND numero_contrat = 'DEMO1001'");
    expect(rows[0].n).toBe(1);
    const mine = await sophie.get(URL, DEMO1001);
    expect(mine.json().brouillon).toMatchObject({ version: 3, savedVersion: 3, data: { etablissement: { raisonSociale: 'Clinique du Parc' } } });
    // Thomas is covered by DEMO1001 too: his own (empty) draft, never Sophie's.
    const his = await thomas.get(URL, DEMO1001);
    expect(his.statusCode).toBe(200);
    expect(his.json()).toEqual({ brouillon: null });
    // Another contract of Sophie's has its own draft.
    expect((await sophie.get(URL, { 'x-numcontrat': 'DEMO1004' })).json()).toEqual({ brouillon: null });
  });

  it('keeps only the fields the schema declares and the member’s own uploads (as references)', async () => {
    const own = await uploadAs(sophie, 'devis.pdf');
    const others = await uploadAs(thomas, 'autre.pdf');
    const res = await send(sophie, 'PUT', URL, {
      version: 3,
      data: {
        context: { roles: ['Admin'] },
        inconnu: 'x',
        etablissement: { raisonSociale: 'Clinique', pirate: 1 },
        document: [
          { remoteFileName: own, localFileName: 'devis.pdf', size: 10, inputName: 'document' },
          { remoteFileName: others, localFileName: 'autre.pdf', size: 10, inputName: 'document' },
          { remoteFileName: 'invente0000000000', localFileName: 'x.pdf', size: 10, inputName: 'document' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await h.db.query<{ donnees: Record<string, unknown> }>("SELECT donnees FROM brouillons WHERE acte = 'pec-hospi' AND numero_contrat = 'DEMO1001'");
    expect(rows[0].donnees).toEqual({
      etablissement: { raisonSociale: 'Clinique' },
      document: [{ remoteFileName: own, localFileName: 'devis.pdf', size: 10, inputName: 'document' }],
    });
  });

  it('checks the body is an object with a version, caps its size, refuses a version newer than the acte', async () => {
    expect((await send(sophie, 'PUT', URL, { version: 3, data: 'texte' })).statusCode).toBe(400);
    expect((await send(sophie, 'PUT', URL, { data: {} })).statusCode).toBe(400);
    expect((await send(sophie, 'PUT', URL, { version: 4, data: {} })).statusCode).toBe(409);
    const big = await send(sophie, 'PUT', URL, { version: 3, data: { etablissement: { raisonSociale: 'x'.repeat(MAX_BROUILLON_BYTES) } } });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Le brouillon est trop volumineux pour être enregistré.');
    expect((await send(sophie, 'PUT', URL, { version: 3, data: { etablissement: { raisonSociale: 'x'.repeat(3 * MAX_BROUILLON_BYTES) } } })).statusCode).toBe(413);
  });

  it('a draft saved under version 1 is read under version 3 with every value in its new place', async () => {
    const { rows } = await h.db.query<{ id: string }>("SELECT id FROM users WHERE user_name = 'adherent@demo.fr'");
    await h.db.query(
      `INSERT INTO brouillons (user_id, acte, numero_contrat, acte_version, donnees) VALUES ($1, 'pec-hospi', 'DEMO1004', 1, $2)
       ON CONFLICT (user_id, acte, numero_contrat) DO UPDATE SET acte_version = 1, donnees = EXCLUDED.donnees`,
      [rows[0].id, JSON.stringify({ etablissement: { nom: 'Clinique du Parc', finess: '690000880', ville: 'Lyon' }, sejour: { dureeJours: 3, codeDmt: '181' } })],
    );
    const res = await sophie.get(URL, { 'x-numcontrat': 'DEMO1004' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().brouillon).toMatchObject({
      version: 3,
      savedVersion: 1,
      data: {
        etablissement: { raisonSociale: 'Clinique du Parc', finess: '690000880', ville: 'Lyon', codeDmt: '181' },
        sejour: { dureeJours: 3, chambreParticuliere: false },
      },
    });
    // A page still on version 1 saves: the server carries it to version 3 before keeping it.
    const old = await send(sophie, 'PUT', URL, { version: 1, data: { etablissement: { nom: 'Hôpital Nord' } } }, { 'x-numcontrat': 'DEMO1004' });
    expect(old.json()).toMatchObject({ version: 3 });
    expect((await sophie.get(URL, { 'x-numcontrat': 'DEMO1004' })).json().brouillon.data.etablissement).toEqual({ raisonSociale: 'Hôpital Nord' });
  });

  it('DELETE forgets the draft (« Recommencer »)', async () => {
    await send(sophie, 'PUT', URL, { version: 3, data: { sejour: { dureeJours: 2 } } }, { 'x-numcontrat': 'DEMO1004' });
    const res = await send(sophie, 'DELETE', URL, undefined, { 'x-numcontrat': 'DEMO1004' });
    expect(res.statusCode).toBe(204);
    expect((await sophie.get(URL, { 'x-numcontrat': 'DEMO1004' })).json()).toEqual({ brouillon: null });
  });

  it('filing the acte deletes the draft of that contract and stamps the demande with the acte’s version', async () => {
    await send(sophie, 'PUT', URL, { version: 3, data: { etablissement: { raisonSociale: 'Clinique du Parc' } } });
    await send(sophie, 'PUT', URL, { version: 3, data: { etablissement: { raisonSociale: 'Autre' } } }, { 'x-numcontrat': 'DEMO1004' });
    const filed = await sophie.post('/api/forms/pec-hospi/form', await withOwnUploads(sophie, sample), DEMO1001);
    expect(filed.statusCode, filed.body).toBe(200);
    expect((await sophie.get(URL, DEMO1001)).json()).toEqual({ brouillon: null });
    expect((await sophie.get(URL, { 'x-numcontrat': 'DEMO1004' })).json().brouillon.data.etablissement).toEqual({ raisonSociale: 'Autre' });
    const { rows } = await h.db.query<{ acte_version: number }>('SELECT acte_version FROM demandes WHERE id = $1', [filed.json().demandeId]);
    expect(rows[0].acte_version).toBe(3);
    // Another acte is stamped with its own manifest's version.
    const adresse = await sophie.post('/api/forms/communication-mail/form', { email: 'sophie.durand@exemple.fr' }, DEMO1001);
    expect(adresse.statusCode, adresse.body).toBe(200);
    const other = await h.db.query<{ acte_version: number }>('SELECT acte_version FROM demandes WHERE id = $1', [adresse.json().demandeId]);
    expect(other.rows[0].acte_version).toBe(1);
  });

  it('a demande filed under version 1 is read by the back office in version 3 (stored as filed)', async () => {
    const v1 = { etablissement: { nom: 'Clinique des Lilas', finess: '750000123', ville: 'Paris' }, sejour: { dateEntree: '2026-12-07', beneficiaire: '02', dureeJours: 4, codeDmt: '182' } };
    const { rows } = await h.db.query<{ id: number }>(
      `INSERT INTO demandes (acte, user_id, numero_contrat, donnees, acte_version)
       SELECT 'pec-hospi', id, 'DEMO1001', $1, 1 FROM users WHERE user_name = 'adherent@demo.fr' RETURNING id::int AS id`,
      [JSON.stringify(v1)],
    );
    const gestion = h.client();
    await gestion.login(DEMO.gestion, DEMO.password);
    const res = await gestion.get(`/api/admin/demandes/${rows[0].id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().donnees).toEqual({
      etablissement: { raisonSociale: 'Clinique des Lilas', finess: '750000123', ville: 'Paris', codeDmt: '182' },
      sejour: { dateEntree: '2026-12-07', beneficiaire: '02', dureeJours: 4, chambreParticuliere: false },
    });
    const stored = await h.db.query<{ donnees: unknown }>('SELECT donnees FROM demandes WHERE id = $1', [rows[0].id]);
    expect(stored.rows[0].donnees).toEqual(v1);
  });
});

describe('cleanBrouillon', () => {
  it('never keeps a field drawn as a password (the browser’s withoutSecrets), nor the context or an undeclared field', async () => {
    const noUploads: Queryable = { query: async () => ({ rows: [], affectedRows: 0 }), exec: async () => {} };
    const kept = await cleanBrouillon(noUploads, 'u', 'suppressioncompte', { motif: 'Je pars', password: 'Demo#2026pass', context: { roles: ['User'] }, inconnu: 1 });
    expect(kept).toEqual({ motif: 'Je pars' });
  });
});
