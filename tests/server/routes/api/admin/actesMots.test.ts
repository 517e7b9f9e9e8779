import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, startHarness, type Client, type Harness } from '../../../helpers';
import { callers, send, statuses } from '../../../settingsClient';
import { withOwnUploads } from '../../../ownUploads';
import { readPdf } from '../../../pdfText';
import { readActeSample } from '../../../../../src/server/actes/acteSample';

/**
 * An acte's words reworded per client in the back office: only words, checked as `check` checks
 * them, each change a revision that compares with the one before and rolls back; the member's
 * form reads the words in force with the screens' texts; a demande keeps the revision it was filed
 * under, and its back-office view and PDF show those words.
 */
const ACTE = 'demande-remboursement';
const URL = `/api/admin/actes-mots/${ACTE}`;
const MONTANT = '/ui/montant/ui:title';
const sample = (): Record<string, unknown> =>
  readActeSample(ACTE);

describe.each(['postgres'] as const)('acte words edited in the back office /api/admin/actes-mots (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await h.db.query('DELETE FROM acte_word_revisions');
    await h.db.query("DELETE FROM rate_limits WHERE key LIKE 'demandes%'");
  });

  const put = (c: Client, mots: Record<string, string>) => send(c, 'PUT', URL, { mots });

  it('rights « contenus »: reads for gestion and admin, changes for admin only (401 anonymous, 403 member)', async () => {
    expect(await statuses(h, (c) => c.get('/api/admin/actes-mots'))).toEqual({ anonymous: 401, member: 403, gestion: 200, admin: 200 });
    expect(await statuses(h, (c) => c.get(URL))).toEqual({ anonymous: 401, member: 403, gestion: 200, admin: 200 });
    expect(await statuses(h, (c) => put(c, { [MONTANT]: 'Somme réglée (€)' }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
    const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM acte_word_revisions');
    expect(rows[0].n).toBe(1);
  });

  it('lists the words of the acte with their French names; an acte that files no demande is a 404', async () => {
    const { admin } = await callers(h);
    const detail = (await admin.get(URL)).json();
    expect(detail).toMatchObject({ acte: ACTE, libelle: 'Demande de remboursement', revision: null, revisions: [] });
    expect(detail.mots).toContainEqual({ pointer: MONTANT, nom: 'le libellé du champ « Montant payé (€) »', original: 'Montant payé (€)', texte: 'Montant payé (€)' });
    expect(detail.mots).toContainEqual(expect.objectContaining({ pointer: '/ui/typeSoins/ui:options/items/0/libelle', original: 'Optique' }));
    expect((await admin.get('/api/admin/actes-mots/login')).statusCode).toBe(404);
    const list = (await admin.get('/api/admin/actes-mots')).json().items as Array<{ acte: string }>;
    expect(list.map((item) => item.acte)).toContain(ACTE);
  });

  it('refuses any key that is not a word (a field, a type, a rule, a link, a guard), an empty text, a long one and HTML, in French', async () => {
    const { admin } = await callers(h);
    for (const pointer of [
      '/schema/properties/montant/type',
      '/schema/properties/montant/maximum',
      '/schema/required/0',
      '/ui/montant/ui:widget',
      '/ui/beneficiaire/ui:options/resource',
      '/ui/typeSoins/ui:options/items/0/code',
      '/manifest/endpoints/0/path',
      '/manifest/access',
      '/ui/inconnu/ui:title',
    ]) {
      const res = await put(admin, { [pointer]: 'Texte' });
      expect(res.statusCode, pointer).toBe(400);
      expect(res.json()).toMatchObject({ code: 'NotAWord', message: expect.stringContaining(`« ${pointer} » n’est pas un texte de cet acte`) });
    }
    expect((await put(admin, { [MONTANT]: '   ' })).json()).toMatchObject({ code: 'EmptyWord', message: 'Le libellé du champ « Montant payé (€) » ne peut pas être vide.' });
    expect((await put(admin, { [MONTANT]: 'x'.repeat(501) })).json()).toMatchObject({ code: 'WordTooLong' });
    const html = await put(admin, { [MONTANT]: 'Montant <strong>payé</strong>' });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ code: 'HtmlWord', message: expect.stringContaining('ne peut pas contenir de HTML') });
    expect((await put(admin, { [MONTANT]: '<img src=x onerror=alert(1)>' })).json().code).toBe('HtmlWord');
    // Plain text with an ampersand or a comparison is a word, not HTML.
    expect((await put(admin, { [MONTANT]: 'Montant payé & remboursé (€) > 0' })).statusCode).toBe(200);
    const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM acte_word_revisions');
    expect(rows[0].n).toBe(1);
  });

  it('each change is a revision with who, when and what; it compares with the one before; a rollback is a new revision', async () => {
    const { admin, gestion } = await callers(h);
    expect((await put(admin, { [MONTANT]: 'Somme réglée (€)' })).statusCode).toBe(200);
    const second = await put(admin, { [MONTANT]: 'Montant réglé (€)', '/ui/typeSoins/ui:options/items/0/libelle': 'Lunettes et lentilles' });
    expect(second.statusCode).toBe(200);
    expect(second.json().revision).toBe(2);
    // Nothing changed: no revision.
    expect((await put(admin, { [MONTANT]: 'Montant réglé (€)' })).statusCode).toBe(409);

    const revision2 = (await gestion.get(`${URL}/revisions/2`)).json();
    expect(revision2).toMatchObject({ numero: 2, auteur: DEMO.admin, retablit: null, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(revision2.changements).toEqual([
      { pointer: '/ui/typeSoins/ui:options/items/0/libelle', nom: 'le libellé du choix n° 1 du champ « Type de soins »', avant: 'Optique', apres: 'Lunettes et lentilles' },
      { pointer: MONTANT, nom: 'le libellé du champ « Montant payé (€) »', avant: 'Somme réglée (€)', apres: 'Montant réglé (€)' },
    ]);
    expect((await gestion.get(`${URL}/revisions/1`)).json().changements).toEqual([
      { pointer: MONTANT, nom: 'le libellé du champ « Montant payé (€) »', avant: 'Montant payé (€)', apres: 'Somme réglée (€)' },
    ]);
    expect((await gestion.get(`${URL}/revisions/9`)).statusCode).toBe(404);

    // Rolling back revision 2 puts revision 1's words back, as revision 3; gestion may not.
    expect((await send(gestion, 'POST', `${URL}/revisions/2/annuler`)).statusCode).toBe(403);
    const undone = await send(admin, 'POST', `${URL}/revisions/2/annuler`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ revision: 3, motsEnVigueur: { [MONTANT]: 'Somme réglée (€)' } });
    expect(undone.json().revisions[0]).toMatchObject({ numero: 3, retablit: 1 });
    // Rolling back the first one: the files' own words.
    const files = await send(admin, 'POST', `${URL}/revisions/1/annuler`);
    expect(files.json()).toMatchObject({ revision: 4, motsEnVigueur: {} });
    expect(files.json().mots).toContainEqual(expect.objectContaining({ pointer: MONTANT, texte: 'Montant payé (€)' }));
  });

  it('the member reads the words in force with the screens’ texts, per client', async () => {
    const { admin } = await callers(h);
    await put(admin, { [MONTANT]: 'Somme réglée (€)' });
    const member = h.client();
    await member.login(DEMO.adherent, DEMO.password);
    const read = (await member.get('/api/identity/traductions')).json();
    expect(read.actes[ACTE]).toEqual({ revision: expect.any(Number), mots: { [MONTANT]: 'Somme réglée (€)' } });
    // Another client's words are its own.
    await h.db.query("INSERT INTO clients (code, libelle) VALUES ('autre', 'Autre mutuelle') ON CONFLICT DO NOTHING");
    await h.db.query("INSERT INTO client_hosts (host, client_code) VALUES ('autre.example', 'autre') ON CONFLICT DO NOTHING");
    const other = await h.app.inject({ method: 'GET', url: '/api/identity/traductions', headers: { host: 'autre.example' } });
    expect(other.json().actes).toEqual({});
  });

  it('a demande records the revision it was filed under: the back office and the PDF show those words, a later change does not', async () => {
    const { admin } = await callers(h);
    await put(admin, { [MONTANT]: 'Somme réglée (€)', '/manifest/libelle': 'Remboursement de soins' });
    const member = h.client();
    await member.login(DEMO.adherent, DEMO.password);
    const filed = await member.post(`/api/forms/${ACTE}/form`, await withOwnUploads(member, sample()), { 'x-numcontrat': 'DEMO1001' });
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json().demandeId as number;
    // Changed after filing: the demande keeps the words the member saw.
    await put(admin, { [MONTANT]: 'Autre libellé' });

    const view = (await admin.get(`/api/admin/demandes/${id}`)).json();
    expect(view.mots).toEqual({ [MONTANT]: 'Somme réglée (€)', '/manifest/libelle': 'Remboursement de soins' });
    const pdf = await readPdf((await admin.get(`/api/admin/demandes/${id}/recapitulatif`)).rawPayload);
    expect(pdf.text).toContain('Somme réglée (€)');
    expect(pdf.text).toContain('Remboursement de soins');
    expect(pdf.text).not.toContain('Montant payé');
    expect(pdf.text).not.toContain('Autre libellé');
  });

  it('rolled back: the next demande, its back-office view and its PDF have the files’ words again', async () => {
    const { admin } = await callers(h);
    await put(admin, { [MONTANT]: 'Somme réglée (€)' });
    const member = h.client();
    await member.login(DEMO.adherent, DEMO.password);
    const fileOne = async () => {
      const filed = await member.post(`/api/forms/${ACTE}/form`, await withOwnUploads(member, sample()), { 'x-numcontrat': 'DEMO1001' });
      expect(filed.statusCode, filed.body).toBe(200);
      return filed.json().demandeId as number;
    };
    const pdfOf = async (id: number) => (await readPdf((await admin.get(`/api/admin/demandes/${id}/recapitulatif`)).rawPayload)).text;
    const reworded = await fileOne();
    expect(await pdfOf(reworded)).toContain('Somme réglée (€)');

    expect((await send(admin, 'POST', `${URL}/revisions/1/annuler`)).statusCode).toBe(200);
    const after = await fileOne();
    expect((await admin.get(`/api/admin/demandes/${after}`)).json().mots ?? {}).toEqual({});
    const text = await pdfOf(after);
    expect(text).toContain('Montant payé (€)');
    expect(text).not.toContain('Somme réglée');
    // The demande filed before the rollback keeps the words its member saw.
    expect(await pdfOf(reworded)).toContain('Somme réglée (€)');
  });
});
