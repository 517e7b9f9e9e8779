import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../helpers';
import { loginAs } from '../contentHelpers';
import { withOwnUploads } from '../ownUploads';
import { readPdf } from '../pdfText';
import { maskIban } from '../../../src/domain/iban';
import { readActeSample } from '../../../src/server/actes/acteSample';

/**
 * A submitted demande as a PDF recap built from the acte's schema and UI schema,
 * read back with a PDF text extractor — labels, formatted values, sub-sections, the names of the
 * documents, the tagged-PDF metadata — for the member who filed it and for the back office.
 */
const sampleOf = (acte: string): Record<string, unknown> => readActeSample(acte);

describe.each(DB_KINDS)('PDF recap of a demande (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  let gestion: Client;
  let ribId: number;
  const asSophie = { 'x-numcontrat': 'DEMO1001' };
  const recapOf = (c: Client, id: number, headers: Record<string, string> = asSophie) => c.get(`/api/adherent/demandes/${id}/recapitulatif`, headers);
  const file = async (c: Client, acte: string, body: unknown): Promise<number> => {
    const res = await c.post(`/api/forms/${acte}/form`, body, asSophie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().demandeId as number;
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    gestion = h.client();
    expect((await gestion.login(DEMO.gestion, DEMO.password)).statusCode).toBe(200);
    const mine = (await sophie.get('/api/adherent/demandes', asSophie)).json() as { items: Array<{ id: number; acte: string }> };
    ribId = mine.items.find((item) => item.acte === 'rib-prestations')!.id;
  });
  afterAll(async () => h?.close());

  it('the member downloads the demo RIB demande: a tagged French PDF with the acte’s labels and the IBAN masked', async () => {
    const res = await recapOf(sophie, ribId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="recapitulatif-rib-prestations-${ribId}.pdf"`);
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toContain('/MarkInfo');
    expect(raw).toContain('/Lang (fr-FR)');
    expect(raw).toContain('/DisplayDocTitle true'); // the reader shows the title, not the file name
    expect(raw).toContain('<pdfuaid:part>1</pdfuaid:part>'); // declared PDF/UA-1: fonts embedded, everything tagged
    const pdf = await readPdf(res.rawPayload);
    expect(pdf).toMatchObject({
      title: 'Mise à jour du RIB de prestations',
      language: 'fr-FR',
      marked: true,
    });
    expect(pdf.tags).toEqual(expect.arrayContaining(['Document', 'H1', 'Sect', 'H2', 'P']));
    const lines = pdf.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Mise à jour du RIB de prestations',
        `Demande n° ${ribId} · Déposée le 10/11/2026 · Contrat n° DEMO1001`,
        'Informations saisies',
        'Titulaire du compte : Sophie DURAND',
        `IBAN : ${maskIban('FR7630006000011234567890189')}`,
        'BIC : AGRIFRPP',
        'Documents joints',
        'Aucun document joint.',
      ]),
    );
    // In the UI schema's order; the full IBAN never.
    expect(pdf.text.indexOf('Titulaire du compte')).toBeLessThan(pdf.text.indexOf('IBAN :'));
    expect(pdf.text.indexOf('IBAN :')).toBeLessThan(pdf.text.indexOf('BIC :'));
    expect(pdf.text).not.toContain('FR7630006000011234567890189');
  });

  it('an address change: the address as a sub-section in the form’s order, reference-list codes by their labels, the date as JJ/MM/AAAA', async () => {
    const id = await file(sophie, 'adresse', sampleOf('adresse'));
    const pdf = await readPdf((await recapOf(sophie, id)).rawPayload);
    const lines = pdf.text.split('\n');
    expect(lines[0]).toBe("Changement d'adresse postale"); // the manifest's libelle, not the acte's technical name
    expect(lines).toEqual(
      expect.arrayContaining([
        'Nouvelle adresse',
        "Adresse à l'étranger : Non",
        'Numéro (facultatif) : 12',
        'Type de voie (facultatif) : Rue',
        'Libellé de la voie : de la Roquette',
        'Code postal : 75011',
        'Commune : PARIS',
        'Date du déménagement (facultatif) : 01/12/2026',
      ]),
    );
    expect(pdf.tags).toContain('H3'); // the address is a sub-section of the « Informations saisies » section
    expect(pdf.text.indexOf('Type de voie')).toBeLessThan(pdf.text.indexOf('Code postal'));
    expect(pdf.text.indexOf('Commune')).toBeLessThan(pdf.text.indexOf('Date du déménagement'));
    expect(pdf.text).not.toMatch(/context|modeGestion/);
  });

  it('a claim with attachments: one section per step, the amount in euros, the care type and the beneficiary by name, the documents by name', async () => {
    const body = await withOwnUploads(sophie, sampleOf('declarationsinistre-v2'));
    const id = await file(sophie, 'declarationsinistre-v2', body);
    const res = await recapOf(sophie, id);
    expect(res.headers['content-disposition']).toContain(`recapitulatif-declarationsinistre-v2-${id}.pdf`);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.title).toBe('Déclaration de sinistre');
    const lines = pdf.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Déclaration de sinistre',
        'Les soins',
        'Type de soins : Optique',
        'Date des soins : 03/11/2026',
        'Bénéficiaire des soins : Léo DURAND',
        'La dépense',
        'Professionnel de santé ou établissement : Optique Part-Dieu',
        'Montant payé (€) : 389,90 €',
        'Les justificatifs',
        'Facture acquittée : facture-opticien.pdf',
        'Prescription médicale (ordonnance) : ordonnance.jpg',
        'Documents joints',
        '• facture-opticien.pdf',
        '• ordonnance.jpg',
      ]),
    );
    // The recap step of the form is no section of the PDF; « Les soins » (a step holding one group of the same name) is said once.
    expect(lines).not.toContain('Récapitulatif');
    expect(lines.filter((line) => line === 'Les soins')).toHaveLength(1);
    expect(pdf.text.indexOf('Les soins')).toBeLessThan(pdf.text.indexOf('La dépense'));
    expect(pdf.text.indexOf('La dépense')).toBeLessThan(pdf.text.indexOf('Les justificatifs'));
  });

  it('prints the data as filed: a field the acte no longer declares under « Autres informations », never the context nor a password', async () => {
    const donnees = {
      email: 'sophie.v1@exemple.fr',
      ancienChamp: 'valeur de la v1',
      motDePasse: 'Secret#2026',
      context: { roles: ['User'], contrat: 'DEMO1001' },
    };
    const { rows } = await h.db.query<{ id: number }>(
      `INSERT INTO demandes (acte, user_id, numero_contrat, donnees) SELECT 'communication-mail', id, 'DEMO1001', $1::jsonb FROM users WHERE user_name = $2 RETURNING id::int AS id`,
      [JSON.stringify(donnees), DEMO.adherent],
    );
    const pdf = await readPdf((await recapOf(sophie, rows[0].id)).rawPayload);
    const lines = pdf.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['Informations saisies', 'Autres informations', 'ancienChamp : valeur de la v1']));
    expect(pdf.text).toContain('sophie.v1@exemple.fr');
    expect(pdf.text).not.toMatch(/Secret#2026|motDePasse|context|DEMO1001 ·.*roles/);
  });

  it('only the member’s own demande: 401 anonymous, 404 for another member or a beneficiary, 403 with a contract not theirs', async () => {
    expect((await recapOf(h.client(), ribId, {})).statusCode).toBe(401);
    const other = await loginAs(h.db, {
      contrats: [
        {
          numero: 'AUTRE300',
          nomOffre: 'Santé',
          etat: 'valide',
          isActif: true,
        },
      ],
    });
    const theirs = await h.app.inject({
      method: 'GET',
      url: `/api/adherent/demandes/${ribId}/recapitulatif`,
      headers: { ...other.session.headers, 'x-numcontrat': 'AUTRE300' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Cette demande est introuvable.');
    expect((await recapOf(sophie, ribId, { 'x-numcontrat': 'AUTRE300' })).statusCode).toBe(403);
    // Thomas (beneficiary account on Sophie's contract) reads his own demande, not the holder's.
    const thomas = h.client();
    expect((await thomas.login('beneficiaire@demo.fr', DEMO.password)).statusCode).toBe(200);
    const own = await thomas.post('/api/forms/communication-mail/form', { email: 'thomas.durand@exemple.fr' }, asSophie);
    expect(own.statusCode, own.body).toBe(200);
    const mine = await recapOf(thomas, own.json().demandeId);
    expect(mine.statusCode).toBe(200);
    expect((await readPdf(mine.rawPayload)).text).toContain('thomas.durand@exemple.fr');
    expect((await recapOf(thomas, ribId)).statusCode).toBe(404);
    expect((await recapOf(sophie, own.json().demandeId)).statusCode).toBe(404);
  });

  it('the back office downloads the same recap (demandes/visualisation): 401 anonymous, 403 for a member, 404 for no demande', async () => {
    const url = `/api/admin/demandes/${ribId}/recapitulatif`;
    const res = await gestion.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="recapitulatif-rib-prestations-${ribId}.pdf"`);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf).toMatchObject({
      title: 'Mise à jour du RIB de prestations',
      language: 'fr-FR',
      marked: true,
    });
    expect(pdf.text.split('\n')).toEqual(expect.arrayContaining(['Titulaire du compte : Sophie DURAND', `IBAN : ${maskIban('FR7630006000011234567890189')}`]));
    expect((await h.client().get(url)).statusCode).toBe(401);
    expect((await sophie.get(url, asSophie)).statusCode).toBe(403);
    expect((await gestion.get('/api/admin/demandes/999999/recapitulatif')).statusCode).toBe(404);
    // A role without the right to read demandes: 403 (the gestion's right taken away for a moment).
    await h.db.query("DELETE FROM role_rights WHERE role = 'BackEndUser' AND resource = 'demandes' AND action = 'visualisation'");
    try {
      expect((await gestion.get(url)).statusCode).toBe(403);
    } finally {
      await h.db.query("INSERT INTO role_rights (role, resource, action) VALUES ('BackEndUser', 'demandes', 'visualisation')");
    }
  });
});
