import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOINS_DEMO } from '../../../src/server/demo/seedRemboursements';
import { DEMO, startHarness, type Client, type Harness } from '../helpers';
import { readPdf } from '../pdfText';

/**
 * Every document of the demo member, opened and read back as text (PDF.js): each carries the
 * client's identity, the member's, and its own content — not a title over nothing. Then the
 * numbers: the contract page's examples, the simulator and the reimbursement history agree.
 */
describe('the demo member’s documents say what they are about', () => {
  let h: Harness;
  let sophie: Client;
  const get = (url: string) => sophie.get(url, { 'x-numcontrat': 'DEMO1001' });
  const text = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toBe('application/pdf');
    return (await readPdf(res.rawPayload)).text.replace(/\s+/g, ' ');
  };
  const list = async (url: string) => ((await get(url)).json() as { items: Array<Record<string, unknown>> }).items;
  const CLIENT = ['Mutuelle Démo', '1 rue de la Démonstration, 75011 Paris', 'SIREN 775 000 001'];
  const expectHeads = (content: string, url: string) => {
    for (const part of [...CLIENT, 'Sophie DURAND', 'DEMO1001']) expect(content, url).toContain(part);
    expect(content, url).not.toMatch(/ci-joint/i);
  };

  beforeAll(async () => {
    h = await startHarness('pglite', { config: { now: () => new Date('2026-11-15T10:00:00Z') } });
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it('each courrier: its own text under the letterhead', async () => {
    const courriers = await list('/api/adherent/courriers?taille=100');
    expect(courriers.length).toBeGreaterThan(10);
    const { rows } = await h.db.query<{ id: number; contenu: string }>('SELECT id::int AS id, contenu FROM courriers');
    for (const c of courriers) {
      const url = `/api/adherent/courriers/${String(c.id)}/download`;
      const content = await text(url);
      expectHeads(content, url);
      expect(content, url).toContain(String(c.objet));
      const own = rows.find((r) => r.id === c.id)!.contenu.split(/\n\s*\n/)[1].replace(/\s+/g, ' ');
      expect(own.length, url).toBeGreaterThan(80);
      expect(content, url).toContain(own.slice(0, 60));
    }
  });

  it('each attestation: the insurer, the people covered, the contributions paid by month and by year', async () => {
    const names = ['Sophie DURAND', 'Thomas DURAND', 'Léo DURAND', 'Emma DURAND'];
    const droits = await text('/api/documents/attestation?categorie=droits');
    expectHeads(droits, 'droits');
    expect(droits).toContain('Mutuelle Démo atteste que les personnes ci-dessous sont couvertes');
    for (const name of names) expect(droits).toContain(name);
    const tiersPayant = await text('/api/documents/attestation?categorie=tiers-payant');
    expectHeads(tiersPayant, 'tiers-payant');
    for (const name of names) expect(tiersPayant).toContain(name);
    const cotisations = await text('/api/documents/attestation?categorie=cotisations');
    expectHeads(cotisations, 'cotisations');
    // Paid by 15 November 2026: January to November, 187,40 € each.
    for (const mois of ['janvier 2026', 'juin 2026', 'novembre 2026']) expect(cotisations).toMatch(new RegExp(`${mois} \\d\\d/\\d\\d/2026 187,40 €`));
    expect(cotisations).not.toContain('décembre 2026');
    expect(cotisations).toContain('Total 2026 2 061,40 €');
  });

  it('the relevé de remboursements: the client under its letterhead, the contract, amounts in French', async () => {
    const content = await text('/api/v1/adherent/remboursements/print?periode=12');
    for (const part of [...CLIENT, 'Relevé de remboursements', 'Contrat DEMO1001', 'Totaux']) expect(content).toContain(part);
    expect(content).toMatch(/\d+,\d\d €/);
    expect(content).not.toMatch(/\d \/\d/); // the narrow space of French amounts, which Helvetica cannot print
  });

  it('each GED document: its text; a tableau des garanties holds the table the contract page shows', async () => {
    const contrat = (await get('/api/v2/adherent/contrats/DEMO1001')).json() as { garanties: Array<{ libelle: string; garantie: string; secu: number; mutuelle: number; resteACharge: number }> };
    const euros = (n: number) => `${n.toFixed(2).replace('.', ',')} €`;
    for (const d of await list('/api/cgdm-svc/ged?taille=100')) {
      const url = `/api/cgdm-svc/ged/${String(d.id)}/download`;
      const content = await text(url);
      expectHeads(content, url);
      expect(content, url).toContain(String(d.titre));
      expect(content.length, url).toBeGreaterThan(400);
      if (d.categorie === 'Garanties') {
        for (const g of contrat.garanties) {
          expect(content, `${url} ${g.libelle}`).toContain(g.garantie);
          expect(content, `${url} ${g.libelle}`).toContain(`${euros(g.secu)} ${euros(g.mutuelle)} ${euros(g.resteACharge)}`);
        }
      }
    }
  });

  it('the carte de tiers payant: card-size faces then A4, the same data as the screen', async () => {
    const carte = (await get('/api/cgdm-svc/carte-tp')).json().carte as Record<string, string> & {
      beneficiaires: Array<Record<string, string>>;
      domaines: Array<Record<string, string>>;
    };
    const res = await get('/api/cgdm-svc/carte-tp/print');
    const { getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    expect(pdf.numPages).toBe(3);
    const size = async (n: number) => (await pdf.getPage(n)).view.slice(2).map((v) => Math.round((v * 25.4) / 72 * 10) / 10);
    expect(await size(1)).toEqual([85.6, 54]);
    expect(await size(2)).toEqual([85.6, 54]);
    expect(await size(3)).toEqual([210, 297]);
    const content = (await readPdf(res.rawPayload)).text.replace(/\s+/g, ' ');
    const fr = (iso: string) => iso.split('-').reverse().join('/');
    for (const part of [carte.organisme, `AMC ${carte.numeroAmc}`, carte.codeAiguillage, carte.telephoneProfessionnels, carte.numeroContrat, carte.nomOffre, fr(carte.dateDebutValidite), fr(carte.dateFinValidite)]) {
      expect(part).toBeTruthy();
      expect(content).toContain(part);
    }
    expect(carte.organisme).toBe('Mutuelle Démo');
    for (const b of carte.beneficiaires) expect(content).toContain(`${b.nom} ${b.prenom} ${fr(b.dateNaissance)} ${b.rang} ${b.numPers}`);
    for (const d of carte.domaines) expect(content).toContain(`${d.code} ${d.libelle}`);
    expect(carte.domaines.map((d) => d.code)).toEqual(['PHAR', 'LABO', 'RADL', 'AUXM', 'HOSP', 'OPTI', 'DENT', 'AUDI']);
  });

  it('the numbers agree: the contract page’s example, the simulator and every line of the history', async () => {
    const contrat = (await get('/api/v2/adherent/contrats/DEMO1001')).json() as { garanties: Array<{ id: string; depense: number; secu: number; mutuelle: number; resteACharge: number }> };
    const generaliste = contrat.garanties.find((g) => g.id === '4')!;
    expect(generaliste).toMatchObject({ depense: 30, secu: 16, mutuelle: 12, resteACharge: 2 });
    const simulate = async (poste: number, prix: number, secteur?: string) =>
      (await sophie.post('/api/v2/simulateurprestation', { beneficiaire: '01', poste: String(poste), prix, ...(secteur ? { secteur } : {}) }, { 'x-numcontrat': 'DEMO1001' })).json() as { secu: number; mutuelle: number; resteACharge: number };
    expect(await simulate(4, 30, 'secteur1')).toMatchObject({ secu: generaliste.secu, mutuelle: generaliste.mutuelle, resteACharge: generaliste.resteACharge });

    type Line = { libelle: string; numPers: string; montantDepense: number; montantSS: number; montantMutuelle: number; resteACharge: number };
    const history: Line[] = [];
    for (let page = 1; ; page++) {
      const body = (await get(`/api/v1/adherent/remboursements?taille=100&page=${page}`)).json() as { total: number; items: Line[] };
      history.push(...body.items);
      if (history.length >= body.total || body.items.length === 0) break;
    }
    expect(history.length).toBeGreaterThan(100);
    const simulated = new Map<string, { secu: number; mutuelle: number; resteACharge: number }>();
    for (const acte of history) {
      const soin = SOINS_DEMO.find((s) => s.libelle === acte.libelle);
      expect(soin, acte.libelle).toBeDefined();
      if (!simulated.has(acte.libelle)) {
        const secteur = soin!.garantie === 4 || soin!.garantie === 5 ? (soin!.secteur ?? 'secteur1') : undefined;
        simulated.set(acte.libelle, await simulate(soin!.garantie, soin!.depense, secteur));
      }
      const poste = simulated.get(acte.libelle)!;
      expect(acte.montantDepense, acte.libelle).toBe(soin!.depense);
      expect({ secu: acte.montantSS, mutuelle: acte.montantMutuelle, resteACharge: acte.resteACharge }, acte.libelle).toEqual({ secu: poste.secu, mutuelle: poste.mutuelle, resteACharge: poste.resteACharge });
      if (acte.libelle === 'Consultation pédiatre') expect(['03', '04'], 'a pédiatre sees only the children').toContain(acte.numPers);
    }
    expect(simulated.get('Consultation médecin généraliste')).toMatchObject({ secu: 16, mutuelle: 12, resteACharge: 2 });
  });
});
