import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readManifests } from '../../../../../src/server/actes/manifests';
import { modeGestionOf } from '../../../../../src/server/actes/modeGestion';
import { getClientCode } from '../../../../../src/server/clientSettings';
import { DB_KINDS, DEMO, type Client, type Harness, type MailboxEntry, lastMailTo, startHarness } from '../../../helpers';
import { withOwnUploads } from '../../../ownUploads';
import { readActeSample } from '../../../../../src/server/actes/acteSample';

/**
 * Every change of bank details goes through the same gate, whatever the screen it comes from (the
 * RIB acte, the cotisations account, the « RIB de prestations » dialog of the accueil): no
 * security code, no change; with one, a demande with its management mode and, to the member's
 * address, the mail « Vos coordonnées bancaires ont été modifiées ».
 */
const SUBJECT = 'Vos coordonnées bancaires ont été modifiées';
const BANK_ACTES = ['rib', 'rib-prestations', 'ribcotisations'];
const sampleOf = (acte: string): Record<string, unknown> =>
  readActeSample(acte);
const endpointOf = (acte: string): string => readManifests().get(acte)!.endpoints[0].path;

describe.each(DB_KINDS)('changes of bank details (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await h.db.query("DELETE FROM rate_limits WHERE key LIKE 'demandes%' OR key LIKE 'amf:%'");
  });

  const sophie = async (): Promise<Client> => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    return c;
  };
  const ribOfDemo1001 = async () =>
    (await h.db.query<{ rib: string | null }>("SELECT modalite_paiement->>'rib' AS rib FROM contrats WHERE numero_contrat_individuel = 'DEMO1001'")).rows[0].rib;
  const demandesOf = async (acte: string) =>
    (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demandes WHERE acte = $1', [acte])).rows[0].n;
  const mails = async (): Promise<MailboxEntry[]> =>
    (await h.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(DEMO.adherent)}` })).json() as MailboxEntry[];
  const bankMails = async () => (await mails()).filter((mail) => mail.subject === SUBJECT);

  async function verifiedCode(c: Client): Promise<string> {
    expect((await c.post('/api/amf/send-security-code', { sendType: 'MAIL', operation: 'verify' })).statusCode).toBe(200);
    const code = (await lastMailTo(h.app, DEMO.adherent))!.text.match(/\b(\d{6})\b/)![1];
    expect((await c.post('/api/amf/validate-operation', { securityCode: code, operation: 'verify' })).statusCode).toBe(200);
    return code;
  }

  it('every acte that changes bank details says so in its manifest, with the security-code gate', () => {
    const bank = [...readManifests().values()].filter((manifest) => manifest.coordonneesBancaires);
    expect(bank.map((manifest) => manifest.acte).sort()).toEqual(BANK_ACTES);
    for (const manifest of bank) expect(manifest.securityCode?.operations.length, manifest.acte).toBeGreaterThan(0);
  });

  it.each(BANK_ACTES)('%s: refused without a verified security code — nothing changes, nothing is filed, no mail', async (acte) => {
    const c = await sophie();
    const [rib, demandes, sent] = [await ribOfDemo1001(), await demandesOf(acte), (await bankMails()).length];
    const body = await withOwnUploads(c, { ...sampleOf(acte), numContrat: acte === 'rib-prestations' ? 'DEMO1001' : undefined });
    const res = await c.post(endpointOf(acte), body, { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SecurityCodeRequired', message: 'Un code de sécurité est nécessaire pour cette opération.' });
    // A made-up proof is no better than none.
    expect((await c.post(endpointOf(acte), body, { 'x-numcontrat': 'DEMO1001', 'x-securitycode': '000000' })).statusCode).toBe(403);
    expect(await ribOfDemo1001()).toBe(rib);
    expect(await demandesOf(acte)).toBe(demandes);
    expect((await bankMails()).length).toBe(sent);
  });

  it.each(BANK_ACTES)('%s: with the code, a demande with its management mode and the mail to the member', async (acte) => {
    const c = await sophie();
    const code = await verifiedCode(c);
    const before = (await bankMails()).length;
    const body = await withOwnUploads(c, sampleOf(acte));
    const res = await c.post(endpointOf(acte), body, { 'x-numcontrat': 'DEMO1001', 'x-securitycode': code });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await h.db.query<{ numero_contrat: string; mode_gestion: string }>(
      'SELECT numero_contrat, mode_gestion FROM demandes WHERE acte = $1 ORDER BY id DESC LIMIT 1',
      [acte],
    );
    // The demo member files on the default client's host: that client's mode.
    const mode = await modeGestionOf(h.db, readManifests().get(acte)!, await getClientCode(h.db));
    expect(rows[0]).toEqual({ numero_contrat: 'DEMO1001', mode_gestion: mode });
    expect(res.json()).toMatchObject({ isModeGestionManuel: mode === 'manuel' });
    const sent = await bankMails();
    expect(sent.length).toBe(before + 1);
    expect(sent[0].to).toBe(DEMO.adherent);
    expect(sent[0].text).toContain('contactez immédiatement votre mutuelle');
  });

  it('rib-prestations: the automatic mode changes the account at once; the manual mode leaves it to the back office', async () => {
    const c = await sophie();
    const code = await verifiedCode(c);
    await h.db.query("UPDATE modes_gestion SET mode_gestion = 'automatique' WHERE id = 'ribPrestationsActeGestion'");
    const auto = await c.post('/api/forms/ribprestations/form', { titulaire: 'Sophie DURAND', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPP', numContrat: 'DEMO1001' }, { 'x-securitycode': code });
    expect(auto.statusCode, auto.body).toBe(200);
    expect(await ribOfDemo1001()).toBe('FR14 **** **** **** **** ***2 606');
    await h.db.query("UPDATE modes_gestion SET mode_gestion = 'manuel' WHERE id = 'ribPrestationsActeGestion'");
    try {
      const manual = await c.post('/api/forms/ribprestations/form', await withOwnUploads(c, { ...sampleOf('rib-prestations'), numContrat: 'DEMO1001' }), { 'x-securitycode': code });
      expect(manual.statusCode, manual.body).toBe(200);
      expect(manual.json()).toMatchObject({ isModeGestionManuel: true });
      expect(await ribOfDemo1001()).toBe('FR14 **** **** **** **** ***2 606');
      const { rows } = await h.db.query<{ mode_gestion: string; documents: number }>(
        `SELECT d.mode_gestion, (SELECT count(*)::int FROM demande_documents x WHERE x.demande_id = d.id) AS documents
           FROM demandes d WHERE acte = 'rib-prestations' ORDER BY id DESC LIMIT 1`,
      );
      expect(rows[0]).toEqual({ mode_gestion: 'manuel', documents: 1 });
    } finally {
      await h.db.query("UPDATE modes_gestion SET mode_gestion = 'automatique' WHERE id = 'ribPrestationsActeGestion'");
    }
  });
});
