import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../../../helpers';
import { loginAs } from '../../../../contentHelpers';

interface Acte {
  id: number;
  decompteId: number;
  dateSoins: string;
  numPers: string;
  beneficiaire: string;
  typeSoin: string;
  montantDepense: number;
  montantSS: number;
  montantMutuelle: number;
  resteACharge: number;
  datePaiement: string;
  tiersPayant: boolean;
  destinataire: string;
  payeA: string;
}

const cents = (value: number) => Math.round(value * 100);

/** The family's reimbursements, scoped to the member, the contract and the beneficiary. */
describe.each(DB_KINDS)('GET /api/v1/adherent/remboursements (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  const asSophie = (url: string, numContrat = 'DEMO1001') => sophie.get(url, { 'x-numcontrat': numContrat });
  beforeAll(async () => {
    // The demo's history ends in October 2026: the clock is set just after it.
    h = await startHarness(kind, { config: { now: () => new Date('2026-11-15T10:00:00Z') } });
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it('lists 27 months of the family of 4, newest care first, 50 a page, with the split per acte', async () => {
    const res = await asSophie('/api/v1/adherent/remboursements');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, taille: 50 });
    expect(body.total).toBeGreaterThan(100);
    expect(body.items).toHaveLength(50);
    const dates = body.items.map((acte: Acte) => acte.dateSoins);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const acte of body.items as Acte[]) {
      expect(cents(acte.montantSS) + cents(acte.montantMutuelle) + cents(acte.resteACharge)).toBe(cents(acte.montantDepense));
      expect(acte.destinataire).toBe(acte.tiersPayant ? 'professionnel' : 'adherent');
      if (!acte.tiersPayant) expect(acte.payeA).toBe('Sophie DURAND');
    }
    const all = (await asSophie('/api/v1/adherent/remboursements?taille=100&page=1')).json();
    const everyone = new Set<string>();
    let first = all.items.at(-1).dateSoins as string;
    for (let page = 1; page <= Math.ceil(all.total / 100); page++) {
      const rows = (await asSophie(`/api/v1/adherent/remboursements?taille=100&page=${page}`)).json().items as Acte[];
      rows.forEach((acte) => everyone.add(acte.beneficiaire));
      first = rows.at(-1)!.dateSoins;
    }
    expect([...everyone].sort()).toEqual(['Emma DURAND', 'Léo DURAND', 'Sophie DURAND', 'Thomas DURAND']);
    expect(first.slice(0, 7)).toBe('2024-08');
    const types = new Set((await asSophie('/api/v2/adherent/prestations/decomptes/actes?taille=100')).json().items.map((a: Acte) => a.typeSoin));
    expect(types.size).toBeGreaterThanOrEqual(4);
  });

  it('pages in SQL: page 2 follows page 1, and past the end is empty with the total', async () => {
    const p1 = (await asSophie('/api/v1/adherent/remboursements?taille=10')).json();
    const p2 = (await asSophie('/api/v1/adherent/remboursements?taille=10&page=2')).json();
    expect(p2.total).toBe(p1.total);
    expect(p2.items[0].dateSoins <= p1.items[9].dateSoins).toBe(true);
    expect(p2.items.map((a: Acte) => a.id)).not.toContain(p1.items[0].id);
    const beyond = (await asSophie('/api/v1/adherent/remboursements?taille=10&page=500')).json();
    expect(beyond).toMatchObject({ items: [], total: p1.total, page: 500 });
  });

  it('filters by beneficiary, type of care and period, with the totals of the filter', async () => {
    const leo = (await asSophie('/api/v1/adherent/remboursements?beneficiaire=03&taille=100')).json();
    expect(leo.total).toBeGreaterThan(0);
    expect(leo.items.every((a: Acte) => a.numPers === '03' && a.beneficiaire === 'Léo DURAND')).toBe(true);
    const optique = (await asSophie('/api/v1/adherent/remboursements?typeSoin=optique')).json();
    expect(optique.total).toBeGreaterThan(0);
    expect(optique.items.every((a: Acte) => a.typeSoin === 'optique')).toBe(true);
    const sum = (rows: Acte[], key: keyof Acte) => rows.reduce((total, a) => total + cents(a[key] as number), 0);
    expect(cents(optique.totaux.montantMutuelle)).toBe(sum(optique.items, 'montantMutuelle'));
    const recent = (await asSophie('/api/v1/adherent/remboursements?periode=3&taille=100')).json();
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.items.every((a: Acte) => a.dateSoins >= '2026-08-15')).toBe(true);
    const range = (await asSophie('/api/v1/adherent/remboursements?du=2025-01-01&au=2025-12-31&taille=100')).json();
    expect(range.items.every((a: Acte) => a.dateSoins.startsWith('2025-'))).toBe(true);
    const none = (await asSophie('/api/v1/adherent/remboursements?du=2020-01-01&au=2020-12-31')).json();
    expect(none).toMatchObject({ items: [], total: 0 });
    expect((await asSophie('/api/v1/adherent/remboursements?typeSoin=cure')).statusCode).toBe(400);
    expect((await asSophie('/api/v1/adherent/remboursements?taille=500')).statusCode).toBe(400);
    // A décompte number beyond what the database holds is refused, not a 500.
    expect((await asSophie('/api/v2/adherent/prestations/decomptes/actes?decompte=99999999999999999999')).statusCode).toBe(400);
  });

  it('sorts by an allowed column only', async () => {
    const cheap = (await asSophie('/api/v1/adherent/remboursements?tri=montantDepense&ordre=asc&taille=5')).json();
    const amounts = cheap.items.map((a: Acte) => a.montantDepense);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect((await asSophie('/api/v1/adherent/remboursements?tri=id;DROP')).statusCode).toBe(400);
  });

  it('answers a page in one statement after the session lookup (budget: p99 ≤ 20 ms)', async () => {
    const statements: string[] = [];
    const query = h.app.db.query;
    h.app.db.query = ((sql: string, params?: unknown[]) => {
      // the login's connection log is written in the background: not this request's
      if (!sql.startsWith('INSERT INTO connection_logs')) statements.push(sql);
      return query.call(h.app.db, sql, params);
    }) as typeof query;
    try {
      // without X-NumContrat: the member's first contract is chosen by the page's statement itself
      const first = (await sophie.get('/api/v1/adherent/remboursements?periode=24&taille=50')).json();
      expect(statements).toHaveLength(2);
      statements.length = 0;
      // with it: the contract is checked as hers (currentContrat), then the page
      const named = (await asSophie('/api/v1/adherent/remboursements?periode=24&taille=50')).json();
      expect(statements).toHaveLength(3);
      expect(named).toEqual(first);
      expect(named.items[0]).toMatchObject({ typeSoinLibelle: expect.stringMatching(/^(Consultations|Pharmacie|Dentaire|Optique|Hospitalisation)$/) });
    } finally {
      h.app.db.query = query;
    }
  });

  it('has nothing on the terminated contract', async () => {
    expect((await asSophie('/api/v1/adherent/remboursements', 'DEMO1002')).json().total).toBe(0);
  });

  it("refuses another member's contract (403) and an anonymous caller (401), on every read", async () => {
    const other = await loginAs(h.db, { contrats: [{ numero: 'AUTRE101', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    for (const url of [
      '/api/v1/adherent/remboursements',
      '/api/v1/adherent/remboursements/export',
      '/api/v1/adherent/remboursements/print',
      '/api/v2/adherent/prestations/paiements',
      '/api/v2/adherent/prestations/decomptes/actes',
      '/api/v2/adherent/tiers-prestations/actes',
      '/api/v2/adherent/tiers-prestations/decomptes',
    ]) {
      const res = await h.app.inject({ method: 'GET', url, headers: { ...other.session.headers, 'x-numcontrat': 'DEMO1001' } });
      expect(res.statusCode, url).toBe(403);
      expect((await h.client().get(url)).statusCode, url).toBe(401);
    }
    // Without a header the other member reads their own (empty) contract, never Sophie's.
    const own = await h.app.inject({ method: 'GET', url: '/api/v1/adherent/remboursements', headers: other.session.headers });
    expect(own.json().total).toBe(0);
  });

  it('exports the filtered actes as CSV named by content-disposition', async () => {
    const res = await asSophie('/api/v1/adherent/remboursements/export?typeSoin=optique');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="remboursements-DEMO1001-2026-11-15.csv"');
    const lines = res.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Date des soins;Bénéficiaire;Type de soin;Acte;Professionnel;Dépense;Sécurité sociale;Mutuelle;Reste à charge;Date de paiement;Payé à;Décompte');
    const optique = (await asSophie('/api/v1/adherent/remboursements?typeSoin=optique')).json();
    expect(lines).toHaveLength(optique.total + 1);
    expect(lines.slice(1).every((line) => line.split(';')[2] === 'Optique')).toBe(true);
  });

  it('prints the relevé as a real PDF named by content-disposition', async () => {
    const res = await asSophie('/api/v1/adherent/remboursements/print?periode=12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="releve-remboursements-DEMO1001-2026-11-15.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-8).toString('latin1')).toContain('%%EOF');
  });

  it('lists décomptes (payments) and the actes of one décompte, and tiers payant only', async () => {
    const paiements = (await asSophie('/api/v2/adherent/prestations/paiements?taille=20')).json();
    expect(paiements.total).toBeGreaterThan(50);
    const first = paiements.items[0];
    const ofIt = (await asSophie(`/api/v2/adherent/prestations/decomptes/actes?decompte=${first.id}`)).json();
    expect(ofIt.total).toBe(first.nombreActes);
    expect(ofIt.items.every((a: Acte) => a.decompteId === first.id)).toBe(true);
    const tp = (await asSophie('/api/v2/adherent/tiers-prestations/actes?taille=100')).json();
    expect(tp.total).toBeGreaterThan(0);
    expect(tp.items.every((a: Acte) => a.tiersPayant && a.destinataire === 'professionnel')).toBe(true);
    const tpDecomptes = (await asSophie('/api/v2/adherent/tiers-prestations/decomptes?taille=100')).json();
    expect(tpDecomptes.items.every((d: { tiersPayant: boolean }) => d.tiersPayant)).toBe(true);
    expect(tpDecomptes.total).toBeLessThan(paiements.total);
  });

  it("shows a beneficiary's account (role Beneficiaire) only their own care", async () => {
    const thomas = h.client();
    expect((await thomas.login('beneficiaire@demo.fr', DEMO.password)).statusCode).toBe(200);
    const own = (await thomas.get('/api/v1/adherent/remboursements?taille=100', { 'x-numcontrat': 'DEMO1001' })).json();
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((a: Acte) => a.numPers === '02')).toBe(true);
    const asked = (await thomas.get('/api/v1/adherent/remboursements?beneficiaire=03', { 'x-numcontrat': 'DEMO1001' })).json();
    expect(asked.total).toBe(0);
    const csv = (await thomas.get('/api/v1/adherent/remboursements/export', { 'x-numcontrat': 'DEMO1001' })).body;
    expect(csv).not.toContain('Léo DURAND');
    const paiements = (await thomas.get('/api/v2/adherent/prestations/paiements?taille=100', { 'x-numcontrat': 'DEMO1001' })).json();
    expect(paiements.items.every((d: { beneficiaires: string }) => d.beneficiaires === 'Thomas')).toBe(true);
  });
});

describe('the beneficiary demo account (pglite)', () => {
  it('is Thomas, not the contract holder, and registering the holder again still finds her account', async () => {
    const h = await startHarness('pglite');
    try {
      const thomas = h.client();
      expect((await thomas.login('beneficiaire@demo.fr', DEMO.password)).statusCode).toBe(200);
      expect((await thomas.get('/api/identity/current-user')).json()).toMatchObject({ prenom: 'Thomas', nom: 'DURAND', isBeneficiaire: true });
      const { rows } = await h.db.query<{ user_name: string }>(
        "SELECT user_name FROM users WHERE adherent_id = (SELECT adherent_id FROM users WHERE user_name = 'beneficiaire@demo.fr') AND num_pers IS NULL",
      );
      expect(rows.map((row) => row.user_name)).toEqual(['adherent@demo.fr']);
    } finally {
      await h.close();
    }
  });
});
