import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFromEnv } from '../../src/server/envConfig';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from './helpers';
import { callers } from './settings/settingsClient';

/**
 * Findings of a probe of the portal from outside (a fresh copy under `npm start`), each replayed
 * against the real server: developer tools bound to this machine, JSON bodies of bounded depth,
 * the connection log's label for a refused anti-forgery token.
 */

/** PUT with the jar's cookies and XSRF header (the harness's Client has GET and POST). */
async function put(c: Client, url: string, body: string, headers: Record<string, string> = {}) {
  if (!c.cookies.has('XSRF-TOKEN')) await c.get('/api/identity/client');
  return c.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: c.cookieHeader, 'x-xsrf-token': c.cookies.get('XSRF-TOKEN') ?? '', 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

describe('developer tools listen on this machine only', () => {
  it('DEV_TOOLS=1 binds to loopback unless HOST says otherwise; without them, every interface', async () => {
    expect(settingsFromEnv({ DEV_TOOLS: '1' }).host).toBe('localhost');
    expect(settingsFromEnv({ DEV_TOOLS: '1', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(settingsFromEnv({}).host).toBe('0.0.0.0');
    expect(fs.readFileSync('README.md', 'utf8')).toContain("le serveur n'écoute que cette machine (`localhost`)");
  });

  it('the server started with those settings answers on loopback addresses only', async () => {
    const h = await startHarness('pglite', { seed: false });
    try {
      await h.app.listen({ port: 0, host: settingsFromEnv({ DEV_TOOLS: '1' }).host });
      const addresses = h.app.addresses();
      expect(addresses.length).toBeGreaterThan(0);
      for (const { address } of addresses) expect(['127.0.0.1', '::1']).toContain(address);
    } finally {
      await h.close();
    }
  });
});

describe.each(DB_KINDS)('odd input (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    await sophie.login(DEMO.adherent, DEMO.password);
  });
  afterAll(async () => h?.close());

  it('a draft nested 10 000 levels deep is a 400 in French, and so is any JSON body past the bound', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const draft = await put(sophie, '/api/forms/pec-hospi/brouillon', `{"version":3,"data":{"etablissement":${deep}}}`, { 'x-numcontrat': 'DEMO1001' });
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toMatchObject({ code: 'MalformedInput', message: 'Les informations fournies sont erronées' });
    const login = await h.client().post('/api/identity/login', `{"userName":"a@b.fr","password":"x","z":${'['.repeat(5000)}${']'.repeat(5000)}}`, { 'content-type': 'application/json' });
    expect(login.statusCode).toBe(400);
    // A draft of ordinary depth is still saved.
    const normal = await put(sophie, '/api/forms/pec-hospi/brouillon', JSON.stringify({ version: 3, data: { etablissement: { raisonSociale: 'Clinique du Parc' } } }), { 'x-numcontrat': 'DEMO1001' });
    expect(normal.statusCode).toBeLessThan(300);
  });

  it('a login refused for a missing anti-forgery token is logged as such, not as an account not activated', async () => {
    const forged = await h.app.inject({
      method: 'POST',
      url: '/api/identity/login',
      headers: { 'content-type': 'application/json', 'user-agent': 'Formulaire/Forge' },
      payload: { userName: DEMO.adherent, password: DEMO.password },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('XsrfTokenInvalid');
    const admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
    const row = async () =>
      ((await admin.get('/api/admin/connections-logs?taille=50')).json().items as { navigateur: string; motif: string; succes: boolean }[]).find(
        (item) => item.navigateur === 'Formulaire/Forge',
      );
    await expect.poll(async () => (await row())?.motif).toBe('jeton_securite');
    expect((await row())?.succes).toBe(false);
    const screen = JSON.parse(fs.readFileSync('screens/admin/connexions.screen.json', 'utf8'));
    expect(JSON.stringify(screen)).toContain('"jeton_securite":"Jeton de sécurité absent ou invalide"');
  });
});

/** The cells of a semicolon CSV (quoted cells with doubled quotes, as csv-stringify writes them). */
function csvCells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') row.push(cell), (cell = '');
    else if (char === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe.each(DB_KINDS)('spreadsheet formulas in the CSV export (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  beforeAll(async () => {
    h = await startHarness(kind, { config: { now: () => new Date('2026-11-15T10:00:00Z') } });
    sophie = h.client();
    await sophie.login(DEMO.adherent, DEMO.password);
  });
  afterAll(async () => h?.close());

  it('a name from the insurer starting with =, +, -, @ or a tab reaches the spreadsheet as text, not as a formula', async () => {
    const hostile = ['=HYPERLINK("http://exemple.invalid","Thomas")', '+33 Cabinet', '-2+3+cmd|\' /C calc\'!A0', '@SUM(1+1)', '\tTabulé', '\rRetour'];
    const { rows } = await h.db.query<{ id: number }>(
      `SELECT a.id FROM actes_remboursement a JOIN contrats k ON k.id = a.contrat_id
        WHERE k.numero_contrat_individuel = 'DEMO1001' ORDER BY a.date_soins DESC, a.id DESC LIMIT ${hostile.length}`,
    );
    for (const [index, { id }] of rows.entries()) await h.db.query('UPDATE actes_remboursement SET professionnel = $2 WHERE id = $1', [id, hostile[index]]);
    await h.db.query(
      `UPDATE beneficiaires SET prenom = '=1+1' WHERE num_pers = '02' AND contrat_id = (SELECT id FROM contrats WHERE numero_contrat_individuel = 'DEMO1001')`,
    );
    await h.db.query(`UPDATE actes_remboursement SET json_item = NULL WHERE contrat_id = (SELECT id FROM contrats WHERE numero_contrat_individuel = 'DEMO1001')`);

    const res = await sophie.get('/api/v1/adherent/remboursements/export?taille=100', { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode).toBe(200);
    const cells = csvCells(res.body.replace(/^\ufeff/, '')).slice(1);
    const professionnels = cells.map((row) => row[4]);
    for (const value of hostile) expect(professionnels).toContain(`'${value}`);
    expect(cells.map((row) => row[1])).toContain("'=1+1 DURAND");
    // No cell of any line starts a formula; the amounts are still plain numbers with a decimal comma.
    for (const row of cells) {
      for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
      expect(row[5]).toMatch(/^\d+,\d\d$/);
    }
  });
});

describe.each(DB_KINDS)('a screen « translation » changes words only (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('refuses a link, a route, a guard, a resource, a condition or a type with a French 400; a text still passes', async () => {
    const { admin } = await callers(h);
    const probes = [
      { screen: '', pointer: '/blocks/1/href', texte: 'https://exemple.invalid/connexion' },
      { screen: '', pointer: '/blocks/3/to', texte: 'https://exemple.invalid' },
      { screen: 'accueil', pointer: '/guards/roles/0', texte: 'Nobody' },
      { screen: 'courriers', pointer: '/blocks/0/source/resource', texte: 'identity/sso-token' },
      { screen: '', pointer: '/blocks/1/type', texte: 'link' },
      { screen: '', pointer: '/blocks/3/when/all/0/feature', texte: 'autre' },
      { screen: '', pointer: '/route', texte: 'ailleurs' },
    ];
    for (const probe of probes) {
      const res = await admin.post('/api/settings/traduction', probe);
      expect(res.statusCode, probe.pointer).toBe(400);
      const where = probe.screen === '' ? 'de la page d’accueil publique' : `de l’écran « ${probe.screen} »`;
      expect(res.json().message, probe.pointer).toBe(`Le pointeur ${probe.pointer} ne désigne pas un texte ${where}.`);
    }
    expect((await h.client().get('/api/identity/traductions')).json()).toEqual({ screens: {} });
    const label = await admin.post('/api/settings/traduction', { screen: '', pointer: '/blocks/1/label', texte: 'Me connecter à mon espace' });
    expect(label.statusCode).toBe(200);
    expect(label.json().original).toBe('Me connecter');
  });
});
