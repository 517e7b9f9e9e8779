import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startHarness, type Client, type Harness } from '../helpers';
import { readPdf } from '../pdfText';

const run = promisify(execFile);

/**
 * Every PDF the demo data produces, as a member downloads it: tagged (poppler's `pdfinfo`: « Tagged: yes »,
 * its title, a structure tree with a heading), in French (the catalog's language, read by PDF.js).
 * The tagging does not depend on the database: one kind is enough.
 */
describe('every PDF of the portal is tagged, titled and in French', () => {
  let h: Harness;
  let sophie: Client;
  let dir: string;
  const asSophie = (url: string) => sophie.get(url, { 'x-numcontrat': 'DEMO1001' });
  beforeAll(async () => {
    h = await startHarness('pglite', { config: { now: () => new Date('2026-11-15T10:00:00Z') } });
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    dir = await mkdtemp(path.join(tmpdir(), 'tagged-pdfs-'));
  });
  afterAll(async () => {
    await h?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function pdfsOfDemo(): Promise<Array<{ url: string; title: string | RegExp }>> {
    const list = async (url: string) => ((await asSophie(url)).json() as { items: Array<Record<string, unknown>> }).items;
    const attestations = (await list('/api/documents/categories')).map((c) => ({ url: `/api/documents/attestation?categorie=${String(c.code)}`, title: String(c.libelle) }));
    const courriers = (await list('/api/adherent/courriers?taille=100')).map((c) => ({ url: `/api/adherent/courriers/${String(c.id)}/download`, title: /./ }));
    const ged = (await list('/api/cgdm-svc/ged?taille=100')).map((d) => ({ url: `/api/cgdm-svc/ged/${String(d.id)}/download`, title: String(d.titre) }));
    const demandes = (await list('/api/adherent/demandes')).map((d) => ({ url: `/api/adherent/demandes/${String(d.id)}/recapitulatif`, title: /./ }));
    expect(attestations.length * courriers.length * ged.length * demandes.length, 'the demo data has each kind of document').toBeGreaterThan(0);
    return [
      { url: '/api/cgdm-svc/carte-tp/print', title: 'Carte de tiers payant DEMO1001' },
      { url: '/api/v1/adherent/remboursements/print?periode=24', title: 'Relevé de remboursements' },
      // No acte at all: the relevé says so, still tagged.
      { url: '/api/v1/adherent/remboursements/print?periode=3&typeSoin=optique&beneficiaire=99', title: 'Relevé de remboursements' },
      ...attestations,
      ...courriers,
      ...ged,
      ...demandes,
    ];
  }

  it('each one: Tagged yes, its title, a heading in its structure tree, language fr-FR', async () => {
    const pdfs = await pdfsOfDemo();
    for (const [index, { url, title }] of pdfs.entries()) {
      const res = await asSophie(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type'], url).toBe('application/pdf');
      const file = path.join(dir, `${index}.pdf`);
      await writeFile(file, res.rawPayload);
      const info = (await run('pdfinfo', [file])).stdout;
      expect(info, url).toMatch(/^Tagged:\s+yes$/m);
      const shownTitle = /^Title:\s+(.*)$/m.exec(info)?.[1];
      if (typeof title === 'string') expect(shownTitle, url).toBe(title);
      else expect(shownTitle, url).toMatch(title);
      const structure = (await run('pdfinfo', ['-struct', file])).stdout;
      expect(structure.split('\n')[0], url).toBe('Document');
      expect(structure, url).toMatch(/^\s+H1 \(block\)$/m);
      const read = await readPdf(res.rawPayload);
      expect(read.language, url).toBe('fr-FR');
      expect(read.marked, url).toBe(true);
    }
  });
});
