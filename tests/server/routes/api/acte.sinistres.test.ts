import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Harness } from '../../helpers';
import { loginAs, multipart, PDF } from '../../contentHelpers';
import { uploadAs, withOwnUploads } from '../../ownUploads';
import { DOCUMENT_MESSAGES } from '../../../../src/server/actes/documentChecks';
import { REFERENCE_MESSAGE } from '../../../../src/server/actes/referenceChecks';
import { COUVERTURE_MESSAGE } from '../../../../src/server/actes/beneficiaireCouvert';
import { readActeSample } from '../../../../src/server/actes/acteSample';

/**
 * declarationsinistre (V1, V2) and pj-sinistre. The documents asked for depend on
 * the care type, the beneficiaries offered are those covered at the care date, and the server
 * files only the member's own uploads, within 5 files, 5 Mo each, 15 Mo in all.
 */
const MO = 1024 * 1024;
const sampleOf = (acte: string): Record<string, unknown> =>
  readActeSample(acte);

describe.each(DB_KINDS)('declarationsinistre and pj-sinistre (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    // The tests file and upload more than a member may in a day.
    await h.db.query("DELETE FROM rate_limits WHERE key LIKE 'demandes%'");
    await h.db.query("UPDATE uploads SET created_at = created_at - interval '2 days'");
  });

  const count = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demandes')).rows[0].n;
  const sophie = async () => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    return c;
  };
  const send = async (acte: string, body: unknown) => (await sophie()).post(`/api/forms/${acte}/form`, body, { 'x-numcontrat': 'DEMO1001' });

  it('accepts the sample with the member’s own uploads and keeps the documents with their stored size', async () => {
    const c = await sophie();
    const body = await withOwnUploads(c, sampleOf('declarationsinistre'));
    const res = await c.post('/api/forms/declarationsinistre/form', { ...body, facture: [{ ...(body.facture as object[])[0], size: 1 }] }, { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await h.db.query<{ acte: string; taille: number }>(
      'SELECT d.acte, dd.taille::int AS taille FROM demandes d JOIN demande_documents dd ON dd.demande_id = d.id WHERE d.id = $1 ORDER BY dd.id',
      [res.json().demandeId],
    );
    expect(rows).toEqual([
      { acte: 'declarationsinistre', taille: PDF.length },
      { acte: 'declarationsinistre', taille: expect.any(Number) },
    ]);
  });

  it('asks for the documents of the care type: the prescription for optics, the estimate for dental care', async () => {
    const c = await sophie();
    const body = await withOwnUploads(c, sampleOf('declarationsinistre'));
    const before = await count();
    const { prescription: _p, ...sansPrescription } = body;
    const optique = await c.post('/api/forms/declarationsinistre/form', sansPrescription, { 'x-numcontrat': 'DEMO1001' });
    expect(optique.statusCode).toBe(400);
    expect(optique.json()).toMatchObject({ code: 'ValidationFailed', message: 'Merci de joindre la prescription médicale.' });
    expect(optique.json().errors).toContainEqual({ path: '/prescription', message: 'Merci de joindre la prescription médicale.' });
    const dentaire = await c.post(
      '/api/forms/declarationsinistre/form',
      { ...sansPrescription, soins: { ...(body.soins as object), typeSoins: 'DENTAIRE' } },
      { 'x-numcontrat': 'DEMO1001' },
    );
    expect(dentaire.json().errors).toContainEqual({ path: '/devis', message: 'Merci de joindre le devis du chirurgien-dentiste.' });
    const future = await c.post(
      '/api/forms/declarationsinistre/form',
      { ...body, soins: { ...(body.soins as object), dateSoins: '2999-01-01' } },
      { 'x-numcontrat': 'DEMO1001' },
    );
    expect(future.json().errors).toContainEqual({ path: '/soins/dateSoins', message: 'La date des soins ne peut pas être postérieure à la date du jour' });
    expect(await count()).toBe(before);
  });

  it('lists only the beneficiaries covered at the care date (Emma joined on 1 August 2024)', async () => {
    const c = await sophie();
    const codes = async (date?: string) =>
      (await c.get(`/api/adherent/beneficiaires${date ? `?date=${date}` : ''}`, { 'x-numcontrat': 'DEMO1001' })).json().map((b: { code: string }) => b.code);
    expect(await codes('2024-03-10')).toEqual(['01', '02', '03']);
    expect(await codes('2024-08-01')).toEqual(['01', '02', '03', '04']);
    expect(await codes('2020-12-31')).toEqual([]);
    expect(await codes()).toEqual(['01', '02', '03', '04']);
    expect((await c.get('/api/adherent/beneficiaires?date=hier', { 'x-numcontrat': 'DEMO1001' })).statusCode).toBe(400);
  });

  it('refuses a beneficiary the contract did not cover at the care date (Emma before August 2024), or unknown', async () => {
    const c = await sophie();
    const body = await withOwnUploads(c, sampleOf('declarationsinistre'));
    const before = await count();
    for (const soins of [
      { typeSoins: 'OPTIQUE', dateSoins: '2024-03-10', beneficiaire: '04' },
      { typeSoins: 'OPTIQUE', dateSoins: '2026-11-03', beneficiaire: '09' },
    ]) {
      const res = await c.post('/api/forms/declarationsinistre/form', { ...body, soins }, { 'x-numcontrat': 'DEMO1001' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BeneficiaireNonCouvert', message: COUVERTURE_MESSAGE, errors: [{ path: '/soins/beneficiaire', message: COUVERTURE_MESSAGE }] });
    }
    expect(await count()).toBe(before);
    const emma = await c.post('/api/forms/declarationsinistre/form', { ...body, soins: { typeSoins: 'OPTIQUE', dateSoins: '2024-08-01', beneficiaire: '04' } }, { 'x-numcontrat': 'DEMO1001' });
    expect(emma.statusCode, emma.body).toBe(200);
  });

  it('refuses, for every acte, a document the member did not upload', async () => {
    const other = await loginAs(h.db, { contrats: [{ numero: 'AUTRE480', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    const upload = multipart([{ fileName: 'releve.pdf', contentType: 'application/pdf', content: PDF }]);
    const theirs = (await h.app.inject({ method: 'POST', url: '/api/upload', headers: { ...other.session.headers, ...upload.headers }, payload: upload.payload })).json()
      .fileNames[0] as string;
    const c = await sophie();
    const before = await count();
    for (const [acte, body] of [
      ['declarationsinistre', { ...(await withOwnUploads(c, sampleOf('declarationsinistre'))), facture: [{ remoteFileName: theirs, localFileName: 'releve.pdf' }] }],
      ['contact', { ...sampleOf('contact'), piecesJointes: [{ remoteFileName: theirs, localFileName: 'releve.pdf' }] }],
      ['contact', { ...sampleOf('contact'), piecesJointes: [{ remoteFileName: 'invente-0000000000000000', localFileName: 'x.pdf' }] }],
    ] as const) {
      const res = await c.post(`/api/forms/${acte}/form`, body, { 'x-numcontrat': 'DEMO1001' });
      expect(res.statusCode, acte).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DocumentRefused', message: DOCUMENT_MESSAGES.notOwned });
    }
    expect(await count()).toBe(before);
  });

  it('enforces 5 files, 5 Mo each and 15 Mo in all on the stored files, whatever the body says', async () => {
    const c = await sophie();
    const base = await withOwnUploads(c, sampleOf('declarationsinistre'));
    const doc = async (name: string, bytes: number) => ({
      remoteFileName: await uploadAs(c, name, Buffer.concat([PDF, Buffer.alloc(Math.max(0, bytes - PDF.length))])),
      localFileName: name,
      size: 1000,
    });
    const before = await count();

    const six = [];
    for (let i = 0; i < 5; i += 1) six.push(await doc(`facture-${i}.pdf`, 2000));
    const tooMany = await send('declarationsinistre', { ...base, facture: six });
    expect(tooMany.json()).toMatchObject({ code: 'DocumentRefused', message: 'Vous pouvez joindre 5 documents au plus.' });

    const big = await send('declarationsinistre', { ...base, facture: [await doc('scan.pdf', 5 * MO + 1)] });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Le document « scan.pdf » dépasse le poids maximum autorisé (5 Mo).');

    const heavy = [];
    for (let i = 0; i < 4; i += 1) heavy.push(await doc(`page-${i}.pdf`, 4 * MO));
    const total = await send('declarationsinistre', { ...base, facture: heavy });
    expect(total.json().message).toBe('Les documents joints dépassent le poids total autorisé (15 Mo).');
    expect(await count()).toBe(before);
  });

  it('declarationsinistre-v2: the same rules over steps, with the expense; a bad amount is refused in French', async () => {
    const c = await sophie();
    const body = await withOwnUploads(c, sampleOf('declarationsinistre-v2'));
    const before = await count();
    const bad = await c.post('/api/forms/declarationsinistre-v2/form', { ...body, montant: 0 }, { 'x-numcontrat': 'DEMO1001' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ValidationFailed', message: 'Le montant doit être supérieur à 0' });
    expect(bad.json().errors).toContainEqual({ path: '/montant', message: 'Le montant doit être supérieur à 0' });
    const hospi = await c.post(
      '/api/forms/declarationsinistre-v2/form',
      { ...body, soins: { ...(body.soins as object), typeSoins: 'HOSPITALISATION' } },
      { 'x-numcontrat': 'DEMO1001' },
    );
    expect(hospi.json().errors).toContainEqual({ path: '/bulletinSituation', message: "Merci de joindre le bulletin de situation de l'établissement." });
    expect(await count()).toBe(before);
    const res = await c.post('/api/forms/declarationsinistre-v2/form', body, { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('pj-sinistre: completes one of the member’s own declared sinistres only', async () => {
    const c = await sophie();
    const declared = await c.post('/api/forms/declarationsinistre/form', await withOwnUploads(c, sampleOf('declarationsinistre')), { 'x-numcontrat': 'DEMO1001' });
    const sinistreId = String(declared.json().demandeId);
    const list = (await c.get('/api/adherent/sinistres', { 'x-numcontrat': 'DEMO1001' })).json() as Array<{ code: string; libelle: string }>;
    expect(list).toContainEqual({ code: sinistreId, libelle: `Déclaration n° ${sinistreId} (Optique, soins du 03/11/2026)` });
    expect((await h.client().get('/api/adherent/sinistres')).statusCode).toBe(401);

    const body = await withOwnUploads(c, sampleOf('pj-sinistre'));
    // Another member's demande, or one that is not a sinistre (a demande of another acte), is refused.
    const other = await loginAs(h.db, { contrats: [{ numero: 'AUTRE481', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    const theirs = await h.app.inject({
      method: 'POST',
      url: '/api/forms/communication-mail/form',
      headers: { ...other.session.headers, 'x-numcontrat': 'AUTRE481' },
      payload: { email: 'claire@exemple.fr' },
    });
    const before = await count();
    for (const sinistre of [String(theirs.json().demandeId), '999999']) {
      const res = await c.post('/api/forms/pj-sinistre/form', { ...body, sinistre }, { 'x-numcontrat': 'DEMO1001' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'UnknownReference', message: REFERENCE_MESSAGE, errors: [{ path: '/sinistre', message: REFERENCE_MESSAGE }] });
    }
    const noType = await c.post('/api/forms/pj-sinistre/form', { ...body, sinistre: sinistreId, typeDocument: undefined }, { 'x-numcontrat': 'DEMO1001' });
    expect(noType.json()).toMatchObject({ code: 'ValidationFailed', message: 'Merci de choisir la nature des documents' });
    expect(await count()).toBe(before);
    const ok = await c.post('/api/forms/pj-sinistre/form', { ...body, sinistre: sinistreId }, { 'x-numcontrat': 'DEMO1001' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
