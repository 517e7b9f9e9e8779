import fs from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, lastMailTo, startHarness, type Client, type Harness } from '../helpers';
import { withOwnUploads } from '../ownUploads';
import { withDateEffetToday } from '../datedSample';
import { readPdf } from '../pdfText';
import { recapPairs } from '../../unit/language/recapLines';
import { demandeRecapData } from '../../../src/server/documents/demandeRecap';
import { loadActe } from '../../../src/engine/registries/actes';
import ReadOnlyActe from '../../../src/engine/blocks/form/ReadOnlyActe';
import type { ReferenceLabels } from '../../../src/language/recap';
import { readActeSample } from '../../../src/server/actes/acteSample';

/**
 * One demande, three renderings that say the same: for every acte filed as a demande that has a
 * sample, the sample is filed by the member through the acte's own endpoint, then
 * - the recap model the server computes (migrated data, reference labels),
 * - the back office's « Ce que l'adhérent a envoyé » as the browser draws it (the read-only form
 *   block's component, fed with what GET /api/admin/demandes/:id answers),
 * - the PDF recap's text
 * hold the same sections and « label : value » lines, in the same order.
 */
type Obj = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Obj;
const manifestOf = (acte: string) => readJson(`schemas/actes/${acte}/${acte}.acte.json`);
const sampleOf = (acte: string) => readActeSample(acte);

const ACTES = fs
  .readdirSync('schemas/actes')
  .filter((acte) => fs.existsSync(`schemas/actes/${acte}/${acte}.sample.json`) && fs.existsSync(`schemas/actes/${acte}/${acte}.acte.json`))
  .filter((acte) => manifestOf(acte).effect === 'demande')
  .sort();

/** Codes the three renderings name as the member's form did: a person, a reference list, the form's reads (a list, the contract's options). */
const NAMED: Record<string, string[]> = {
  'demande-remboursement': ['Bénéficiaire concerné : Sophie DURAND', 'Montant payé (€) : 389,90 €'],
  'pec-hospi': ['Personne hospitalisée : Thomas DURAND'],
  inscriptionbeneficiaire: ["Lien avec l'adhérent : Enfant"],
  resiliation: ['Motif de la résiliation : Je bénéficie d’une complémentaire santé d’entreprise'],
  'option-affiliation': ['Option à ajouter : Protection juridique santé'],
  'option-renfort': ['Renfort à ajouter (prix mensuel pour votre contrat) : Renfort hospitalisation – 25,60 € par mois (4 assurés)'],
};

/** Where the member's screen sends the acte (the options go to the contract's options service). */
const endpointOf = (acte: string) => (acte.startsWith('option-') ? `/api/vel/${acte}` : `/api/forms/${acte}/form`);

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\u202f]/g, ' ');

/** The back office's view as text: « # title » for each heading, « label : value » for each line, in page order. */
function drawnPairs(markup: string): string[] {
  const out: string[] = [];
  for (const match of markup.matchAll(/<h[3-6][^>]*>(.*?)<\/h[3-6]>|<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)) {
    out.push(match[1] !== undefined ? `# ${decode(match[1])}` : `${decode(match[2])} : ${decode(match[3])}`);
  }
  return out;
}

/** Text with every run of spaces and line breaks as one space: a PDF wraps long lines where it likes. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

// What is compared is drawn from the files and the data, the same on either database: one is enough.
describe.each(['pglite' as const])('the three renderings of a demande agree (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  let gestion: Client;
  const asSophie = { 'x-numcontrat': 'DEMO1001' };

  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    gestion = h.client();
    expect((await gestion.login(DEMO.gestion, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());
  // More demandes than a member may file in a day.
  beforeEach(async () => {
    await h.db.query("DELETE FROM rate_limits WHERE key LIKE 'demandes%'");
  });

  async function securityCode(): Promise<string> {
    expect((await sophie.post('/api/amf/send-security-code', { sendType: 'MAIL', operation: 'verify' })).statusCode).toBe(200);
    const code = (await lastMailTo(h.app, DEMO.adherent))!.text.match(/\b(\d{6})\b/)![1];
    expect((await sophie.post('/api/amf/validate-operation', { securityCode: code, operation: 'verify' })).statusCode).toBe(200);
    return code;
  }

  async function file(acte: string, body: Obj): Promise<number> {
    const headers: Record<string, string> = { ...asSophie };
    if (manifestOf(acte).securityCode) headers['x-securitycode'] = await securityCode();
    const dated = await withDateEffetToday(h.db, acte, 'DEMO1001', h.config.now(), body);
    const res = await sophie.post(endpointOf(acte), await withOwnUploads(sophie, dated), headers);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await h.db.query<{ id: number }>("SELECT max(id)::int AS id FROM demandes WHERE acte = $1 AND numero_contrat = 'DEMO1001'", [acte]);
    return rows[0].id;
  }

  /** The three renderings of demande `id`, each as « # title » / « label : value » lines. */
  async function renderings(id: number) {
    const { rows } = await h.db.query<{ acte: string; acte_version: number; donnees: Obj; numero_contrat: string | null }>(
      'SELECT acte, acte_version, donnees, numero_contrat FROM demandes WHERE id = $1',
      [id],
    );
    const row = rows[0];
    const model = recapPairs((await demandeRecapData(h.db, row.acte, row.acte_version, row.donnees, row.numero_contrat)).sections);

    const detail = await gestion.get(`/api/admin/demandes/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const { acte, donnees, libelles } = detail.json() as { acte: string; donnees: Obj; libelles: ReferenceLabels };
    const drawn = drawnPairs(renderToStaticMarkup(createElement(ReadOnlyActe, { acte: await loadActe(acte), data: donnees, labels: libelles })));

    const res = await gestion.get(`/api/admin/demandes/${id}/recapitulatif`);
    expect(res.statusCode).toBe(200);
    const lines = (await readPdf(res.rawPayload)).text.split('\n');
    // Between the heading (the title, maybe on two lines, then number · date · contract) and « Documents joints ».
    const pdf = flat(lines.slice(lines.findIndex((line) => line.startsWith('Demande n°')) + 1, lines.lastIndexOf('Documents joints')).join('\n'));
    return { model, drawn, pdf };
  }

  const expectAgreement = ({ model, drawn, pdf }: Awaited<ReturnType<typeof renderings>>) => {
    expect(drawn).toEqual(model);
    expect(pdf).toBe(flat(model.map((line) => line.replace(/^# /, '')).join(' ')));
  };

  let sinistreId = 0;
  it.each(ACTES)('%s: its sample reads the same in the recap model, the back office and the PDF', async (acte) => {
    const sample = sampleOf(acte);
    // A document added to a claim names a claim the member declared.
    if (acte === 'pj-sinistre') sample.sinistre = String(sinistreId || (await file('declarationsinistre', sampleOf('declarationsinistre'))));
    const id = await file(acte, sample);
    if (acte === 'declarationsinistre') sinistreId = id;
    const drawn = await renderings(id);
    expect(drawn.model.length).toBeGreaterThan(1);
    expect(drawn.model).toEqual(expect.arrayContaining(NAMED[acte] ?? []));
    // The claim a document completes is named as the member chose it, not by its number.
    if (acte === 'pj-sinistre') expect(drawn.model).toContain(`Déclaration concernée : Déclaration n° ${sample.sinistre} (Optique, soins du 03/11/2026)`);
    expectAgreement(drawn);
  });

  it('names a beneficiary « Prénom NOM », an amount in euros and the documents a care type asks for, alike in all three', async () => {
    const id = await file('declarationsinistre-v2', sampleOf('declarationsinistre-v2'));
    const drawn = await renderings(id);
    expectAgreement(drawn);
    expect(drawn.model).toEqual(
      expect.arrayContaining([
        '# Les soins',
        'Bénéficiaire des soins : Léo DURAND',
        'Montant payé (€) : 389,90 €',
        'Prescription médicale (ordonnance) : ordonnance.jpg',
      ]),
    );
  });

  it('a demande filed under an older version of its acte: all three show it migrated', async () => {
    // pec-hospi version 1: the clinic's name under `nom`, its DMT code with the stay, no private-room answer.
    const v1 = {
      etablissement: { nom: 'Clinique du Parc', finess: '690000880', ville: 'Lyon' },
      sejour: { dateEntree: '2026-12-07', beneficiaire: '02', dureeJours: 3, codeDmt: '181' },
      context: { roles: ['User'], contrat: 'DEMO1001' },
    };
    const { rows } = await h.db.query<{ id: number }>(
      `INSERT INTO demandes (acte, user_id, numero_contrat, donnees, acte_version) SELECT 'pec-hospi', id, 'DEMO1001', $1::jsonb, 1 FROM users WHERE user_name = $2 RETURNING id::int AS id`,
      [JSON.stringify(v1), DEMO.adherent],
    );
    const drawn = await renderings(rows[0].id);
    expectAgreement(drawn);
    const current = await renderings(
      await file('pec-hospi', { ...sampleOf('pec-hospi'), sejour: { ...(sampleOf('pec-hospi').sejour as Obj), chambreParticuliere: false } }),
    );
    // Migrated, the old demande reads as one filed today with the same answers (its document aside).
    expect(drawn.model).toEqual(current.model.filter((line) => !line.includes('devis-clinique.pdf') && line !== '# Le document'));
    expect(drawn.model).toContain('Personne hospitalisée : Thomas DURAND');
    expect(drawn.model.join('\n')).not.toMatch(/Autres informations|nom : Clinique|codeDmt/);
  });
});
