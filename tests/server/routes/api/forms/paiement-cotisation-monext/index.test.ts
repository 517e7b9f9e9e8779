import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../../../helpers';
import { loginAs } from '../../../../contentHelpers';

/**
 * paiement-cotisation-monext, token then transaction. The amount comes from the
 * contract's échéancier; the reference server plays the payment page (a real page with « Payer » /
 * « Annuler ») and its return, which records the transaction once; the member reads the result.
 */
describe.each(DB_KINDS)('paiement-cotisation-monext (%s)', (kind) => {
  let h: Harness;
  // The day the tests are run on: DEMO1001's échéances of January to June are paid (its monthly
  // debit took them), July to December are still to pay.
  const TODAY = new Date(2026, 5, 15, 10, 0);
  beforeAll(async () => {
    h = await startHarness(kind, { config: { now: () => TODAY } });
  });
  afterAll(async () => h?.close());

  const headers = { 'x-numcontrat': 'DEMO1001' };
  const sophie = async () => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    return c;
  };
  const echeances = async (c: Client) => (await c.get('/api/forms/paiement-cotisation-monext/echeances', headers)).json() as Array<{ code: string; libelle: string }>;
  /** What the browser does on the payment page: a plain form POST, then it follows the redirect to the return URL. */
  const decide = (token: string, decision: 'payer' | 'annuler') =>
    h.app.inject({ method: 'POST', url: `/paiement/monext/${token}/${decision}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

  it('refuses a bad body or an échéance not in the échéancier, in French; the amount is the échéancier’s', async () => {
    const c = await sophie();
    expect(await echeances(c)).toContainEqual({ code: '2026-12-05', libelle: 'Échéance du 05/12/2026 : 187,40 €', montant: 187.4 });
    const empty = await c.post('/api/forms/paiement-cotisation-monext/token', {}, headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'ValidationFailed', message: "Merci de choisir l'échéance à régler", errors: [{ path: '/echeance', message: "Merci de choisir l'échéance à régler" }] });
    const unknown = await c.post('/api/forms/paiement-cotisation-monext/token', { echeance: '2026-12-06' }, headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'EcheanceInconnue', message: "Cette échéance n'est pas à régler sur ce contrat. Merci de la choisir dans la liste." });
    const ok = await c.post('/api/forms/paiement-cotisation-monext/token', { echeance: '2026-12-05', montant: 1 }, headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ montant: 187.4, redirectUrl: `/paiement/monext/${ok.json().token}` });
    expect((await c.post('/api/forms/paiement-cotisation-monext/token', { echeance: '2026-12-05' }, { 'x-numcontrat': 'DEMO1002' })).statusCode).toBe(403);
  });

  it('pays on the page, records the return once, shows the result, and the échéance is no longer due', async () => {
    const c = await sophie();
    const { token, redirectUrl } = (await c.post('/api/forms/paiement-cotisation-monext/token', { echeance: '2026-11-05' }, headers)).json();
    const pageRes = await h.app.inject({ method: 'GET', url: redirectUrl });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toContain('text/html');
    expect(pageRes.body).toContain('187,40 €');
    expect(pageRes.body).toContain('>Payer</button>');
    expect(pageRes.body).toContain('>Annuler</button>');

    const paid = await decide(token, 'payer');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/api/forms/paiement-cotisation-monext/transaction?token=${token}`);
    // The page decides once: a second click changes nothing.
    expect((await decide(token, 'annuler')).headers.location).toBe(paid.headers.location);

    const back = await c.get(paid.headers.location as string);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/#/actes/paiement-cotisation-monext/resultat/${token}`);
    const recorded = async () =>
      (await h.db.query<{ statut: string; retour: string }>("SELECT statut, retour_le::text AS retour FROM paiements_monext WHERE token = $1", [token])).rows[0];
    const first = await recorded();
    expect(first.statut).toBe('paye');
    // Idempotent return: a reload of the return URL records nothing new.
    expect((await c.get(paid.headers.location as string)).statusCode).toBe(303);
    expect(await recorded()).toEqual(first);

    const result = (await c.get(`/api/forms/paiement-cotisation-monext/transaction/${token}`)).json();
    expect(result).toMatchObject({ statut: 'paye', libelleStatut: 'Paiement accepté', montant: '187,40 €', echeance: '2026-11-05', numeroContrat: 'DEMO1001', transactionId: expect.stringMatching(/^MNX-/) });
    expect((await echeances(c)).map((e) => e.code)).not.toContain('2026-11-05');
    // The page is gone once decided; another member can neither record nor read it.
    expect((await h.app.inject({ method: 'GET', url: redirectUrl })).statusCode).toBe(404);
    const other = await loginAs(h.db, {});
    expect((await h.app.inject({ method: 'GET', url: `/api/forms/paiement-cotisation-monext/transaction/${token}`, headers: other.session.headers })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: paid.headers.location as string, headers: other.session.headers })).statusCode).toBe(404);
  });

  it('offers only what is still to pay; the échéancier says « Payée le … » of what is paid, by debit or by card', async () => {
    const c = await sophie();
    const offered = (await echeances(c)).map((e) => e.code);
    expect(offered).toEqual(['2026-07-05', '2026-08-05', '2026-09-05', '2026-10-05', '2026-12-05']);
    const paid = await c.post('/api/forms/paiement-cotisation-monext/token', { echeance: '2026-01-05' }, headers);
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toMatchObject({ code: 'EcheanceInconnue' });
    const detail = (await c.get('/api/v2/adherent/contrats/DEMO1001')).json() as { cotisations: { echeancier: Array<{ date: string; statut: string; libelleStatut: string }> } };
    const statut = (date: string) => detail.cotisations.echeancier.find((e) => e.date === date);
    expect(statut('2026-01-05')).toMatchObject({ statut: 'payee', libelleStatut: 'Payée le 05/01/2026' });
    // Paid by card (the test above) on the day of the return.
    expect(statut('2026-11-05')).toMatchObject({ statut: 'payee', libelleStatut: 'Payée le 15/06/2026' });
    expect(statut('2026-12-05')).toMatchObject({ statut: 'a_venir', libelleStatut: 'À venir' });
  });

  it('a cancelled payment is recorded as such and the échéance stays due', async () => {
    const c = await sophie();
    const { token } = (await c.post('/api/forms/paiement-cotisation-monext/token', { echeance: '2026-10-05' }, headers)).json();
    const cancelled = await decide(token, 'annuler');
    await c.get(cancelled.headers.location as string);
    expect((await c.get(`/api/forms/paiement-cotisation-monext/transaction/${token}`)).json()).toMatchObject({ statut: 'annule', libelleStatut: 'Paiement annulé', transactionId: null });
    expect((await echeances(c)).map((e) => e.code)).toContain('2026-10-05');
  });
});
