import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../helpers';
import { formatDateFr, toIsoDate } from '../../../src/domain/dates';
import { LEGAL_RESILIATION_RULE, resiliationEndDate } from '../../../src/language/resiliation';

/** The date-effet rules of the request's client, in the screen's read and the server's check. */
describe.each(DB_KINDS)('date-effet rules per client (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  const onDefault = { 'x-numcontrat': 'DEMO1001' };
  const onHorizon = { 'x-numcontrat': 'DEMO1001', host: 'horizon.localhost' };
  // Mutuelle Horizon's own rule: three months after the request.
  const horizonRule = { id: 'horizon', plages: [{ libelle: 'Trois mois après la demande', contraintes: [{ detail: { dateReference: 'AUJ', modificateurMois: 3, borne: '>=' } }] }] };
  const resiliation = (dateEffet: string) => ({ nom: 'DURAND', prenom: 'Sophie', numeroContrat: 'DEMO1001', motif: 'TARIF', dateEffet });

  beforeAll(async () => {
    h = await startHarness(kind);
    await h.db.query("INSERT INTO date_effet_rules (client_code, acte, champ, regle) VALUES ('mutuelle-horizon', 'resiliation', 'dateEffet', $1)", [JSON.stringify(horizonRule)]);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it('the acte’s screen reads its client’s rule on horizon.localhost, the default rule elsewhere', async () => {
    expect((await sophie.get('/api/forms/resiliation/date-effet', onHorizon)).json().rules).toEqual({ dateEffet: horizonRule });
    expect((await sophie.get('/api/forms/resiliation/date-effet', onDefault)).json().rules).toEqual({ dateEffet: LEGAL_RESILIATION_RULE });
  });

  it('the server checks a submitted date against the same client’s rule', async () => {
    const legal = toIsoDate(resiliationEndDate('2021-01-01', h.config.now()));
    const refused = await sophie.post('/api/forms/resiliation/form', resiliation(legal), onHorizon);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('DateEffetRefused');
    const threeMonths = new Date(h.config.now());
    threeMonths.setMonth(threeMonths.getMonth() + 3);
    expect(refused.json().errors).toEqual([{ path: '/dateEffet', message: expect.stringContaining(formatDateFr(threeMonths)) }]);
    // The same date on the default client's host: the legal rule allows it.
    expect((await sophie.post('/api/forms/resiliation/form', resiliation(legal), onDefault)).statusCode).toBe(200);
  });
});
