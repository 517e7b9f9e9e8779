import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../../helpers';
import { loginAs } from '../../../contentHelpers';

/** The "Mes courriers" list and download, scoped to the member and contract. */
describe.each(DB_KINDS)('GET /api/adherent/courriers (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  const asSophie = (url: string, numContrat = 'DEMO1001') => sophie.get(url, { 'x-numcontrat': numContrat });
  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it("lists the member's courriers of the current contract, newest first", async () => {
    const res = await asSophie('/api/adherent/courriers');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 12, page: 1, taille: 10 });
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual({ id: expect.any(Number), date: '2026-10-05', objet: 'Échéancier de cotisations 2027', lu: false });
    const dates = body.items.map((item: { date: string }) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages in SQL: page 2 holds the last two', async () => {
    const body = (await asSophie('/api/adherent/courriers?page=2&taille=10')).json();
    expect(body).toMatchObject({ total: 12, page: 2, taille: 10 });
    expect(body.items.map((item: { date: string }) => item.date)).toEqual(['2025-03-03', '2025-01-10']);
  });

  it('filters by year, and a year without mail is empty', async () => {
    const y2025 = (await asSophie('/api/adherent/courriers?annee=2025')).json();
    expect(y2025.total).toBe(5);
    expect(y2025.items.every((item: { date: string }) => item.date.startsWith('2025-'))).toBe(true);
    expect((await asSophie('/api/adherent/courriers?annee=2024')).json()).toEqual({ items: [], total: 0, page: 1, taille: 10 });
  });

  it('sorts in SQL by an allowed column, both ways, across pages (serverSort)', async () => {
    const dates = async (query: string) =>
      (await asSophie(`/api/adherent/courriers?${query}`)).json().items.map((item: { date: string }) => item.date);
    const ascending = [...(await dates('tri=date&ordre=asc&taille=10')), ...(await dates('tri=date&ordre=asc&taille=10&page=2'))];
    expect(ascending).toHaveLength(12);
    expect(ascending).toEqual([...ascending].sort());
    expect(ascending[0]).toBe('2025-01-10');
    expect(await dates('tri=date&ordre=desc&taille=3')).toEqual(['2026-10-05', '2026-09-12', '2026-07-03']);
    // Read (true) after unread (false) ascending; the newest first within each.
    const lu = (await asSophie('/api/adherent/courriers?tri=lu&ordre=asc&taille=12')).json().items;
    expect(lu.map((item: { lu: boolean }) => item.lu)).toEqual([false, false, false, ...Array(9).fill(true)]);
    expect(lu[0].date).toBe('2026-10-05');
  });

  it('refuses a sort column outside the allow-list (never reaches SQL) and a bad direction', async () => {
    for (const tri of ['contenu', 'c.contenu', 'date_envoi; DROP TABLE courriers', 'date DESC, (SELECT 1)']) {
      const res = await asSophie(`/api/adherent/courriers?tri=${encodeURIComponent(tri)}`);
      expect(res.statusCode).toBe(400);
    }
    expect((await asSophie('/api/adherent/courriers?tri=date&ordre=up')).statusCode).toBe(400);
    expect((await asSophie('/api/adherent/courriers')).json().total).toBe(12);
  });

  it('filters by a period du/au (both days included), and refuses au before du in French', async () => {
    const body = (await asSophie('/api/adherent/courriers?du=2025-09-30&au=2026-01-08')).json();
    expect(body.items.map((item: { date: string }) => item.date)).toEqual(['2026-01-08', '2025-11-21', '2025-09-30']);
    expect((await asSophie('/api/adherent/courriers?du=2026-07-01')).json().total).toBe(3);
    const wrong = await asSophie('/api/adherent/courriers?du=2026-02-01&au=2026-01-01');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('La date de fin de la période doit être postérieure ou égale à la date de début.');
    expect((await asSophie('/api/adherent/courriers?du=2026-02-31')).statusCode).toBe(400);
  });

  it('has nothing on the terminated contract, and refuses a bad query', async () => {
    expect((await asSophie('/api/adherent/courriers', 'DEMO1002')).json().total).toBe(0);
    expect((await asSophie('/api/adherent/courriers?page=0')).statusCode).toBe(400);
  });

  it("refuses another member's contract (403) and an anonymous caller (401)", async () => {
    const other = await loginAs(h.db, { contrats: [{ numero: 'AUTRE001', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    const res = await h.app.inject({ method: 'GET', url: '/api/adherent/courriers', headers: { ...other.session.headers, 'x-numcontrat': 'DEMO1001' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ContratNotOwned' });
    expect((await h.client().get('/api/adherent/courriers')).statusCode).toBe(401);
  });

  it('downloads a courrier as a real PDF named by content-disposition', async () => {
    const first = (await asSophie('/api/adherent/courriers')).json().items[0];
    const res = await asSophie(`/api/adherent/courriers/${first.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="courrier-2026-10-05-${first.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-8).toString('latin1')).toContain('%%EOF');
  });

  it("does not hand out another member's courrier, nor to an anonymous caller", async () => {
    const first = (await asSophie('/api/adherent/courriers')).json().items[0];
    const other = await loginAs(h.db, { contrats: [{ numero: 'AUTRE002', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    const res = await h.app.inject({ method: 'GET', url: `/api/adherent/courriers/${first.id}/download`, headers: other.session.headers });
    expect(res.statusCode).toBe(404);
    expect((await h.client().get(`/api/adherent/courriers/${first.id}/download`)).statusCode).toBe(401);
  });
});

/** The gallery's sample data (#/dev/widgets) exists only with the developer tools. */
describe('GET /api/dev/samples/* (pglite)', () => {
  it('answers sample rows with DEV_TOOLS=1, and is absent without', async () => {
    const withTools = await startHarness('pglite', { seed: false });
    const without = await startHarness('pglite', { seed: false, config: { devTools: false } });
    try {
      const page = (await withTools.client().get('/api/dev/samples/courriers?annee=2025&page=1&taille=5')).json();
      expect(page.total).toBe(6);
      expect(page.items).toHaveLength(5);
      const pdf = await withTools.client().get('/api/dev/samples/courriers/2/download');
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((await without.client().get('/api/dev/samples/courriers')).statusCode).toBe(404);
      expect((await without.client().get('/api/dev/samples/contrat')).statusCode).toBe(404);
    } finally {
      await withTools.close();
      await without.close();
    }
  });
});
