import fs from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFromEnv } from '../../src/server/envConfig';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from './helpers';
import { CONCURRENT_HASHES, hashQueue } from '../../src/server/auth/passwords';
import { callers } from './settingsClient';
import { multipart, PDF } from './contentHelpers';
import { uploadAs } from './ownUploads';
import { readActeSample } from '../../src/server/actes/acteSample';

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
      const addresses = h.app.addresses().map((info) => (typeof info === 'string' ? info : info.address));
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(['127.0.0.1', '::1']).toContain(address);
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
      if (char === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') { row.push(cell); cell = ''; }
    else if (char === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; }
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
      { screen: 'accueil', pointer: '/access/in/0', texte: 'Nobody' },
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
    expect((await h.client().get('/api/identity/traductions')).json()).toEqual({ screens: {}, actes: {} });
    const label = await admin.post('/api/settings/traduction', { screen: '', pointer: '/blocks/1/label', texte: 'Me connecter à mon espace' });
    expect(label.statusCode).toBe(200);
    expect(label.json().original).toBe('Me connecter');
    // A row stored before the rule (written straight into the table) never reaches a browser.
    const { rows } = await h.db.query<{ client_code: string }>("SELECT client_code FROM traductions WHERE pointer = '/blocks/1/label'");
    await h.db.query("INSERT INTO traductions (client_code, screen, pointer, texte) VALUES ($1, '', '/blocks/1/href', 'https://exemple.invalid/connexion')", [rows[0].client_code]);
    expect((await h.client().get('/api/identity/traductions')).json()).toEqual({ screens: { '': { '/blocks/1/label': 'Me connecter à mon espace' } }, actes: {} });
  });
});

/** POST /api/upload as the client, multipart body built from the parts. */
function upload(c: Client, fileName: string, content: Buffer = PDF, contentType = 'application/pdf') {
  const body = multipart([{ fileName, contentType, content }]);
  return c.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { cookie: c.cookieHeader, 'x-xsrf-token': c.cookies.get('XSRF-TOKEN') ?? '', ...body.headers },
    payload: body.payload,
  });
}

describe.each(DB_KINDS)('uploads (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    await sophie.login(DEMO.adherent, DEMO.password);
    await sophie.get('/api/identity/client');
  });
  afterAll(async () => h?.close());

  it('a gzip-encoded upload (64 MB once inflated) is answered at once with a French 415 and frees the member’s slot', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as { port: number };
    const inflated = multipart([{ fileName: 'bombe.pdf', contentType: 'application/pdf', content: Buffer.concat([PDF, Buffer.alloc(64 * 1024 * 1024)]) }]);
    const body = gzipSync(inflated.payload);
    expect(body.length).toBeLessThan(200 * 1024);
    const started = Date.now();
    const answer = await new Promise<{ status: number; text: string } | 'no answer'>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/upload',
          headers: {
            ...inflated.headers,
            'content-encoding': 'gzip',
            'content-length': String(body.length),
            cookie: sophie.cookieHeader,
            'x-xsrf-token': sophie.cookies.get('XSRF-TOKEN') ?? '',
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.setTimeout(20_000, () => {
        request.destroy();
        resolve('no answer');
      });
      request.on('error', reject);
      request.end(body);
    });
    expect(answer).not.toBe('no answer');
    const { status, text } = answer as { status: number; text: string };
    expect(status).toBe(415);
    expect(JSON.parse(text)).toMatchObject({ code: 'EncodedUpload', message: 'Le document doit être envoyé sans compression de la requête (Content-Encoding).' });
    expect(Date.now() - started).toBeLessThan(15_000);
    // The member's upload slot is free again: the next upload goes through.
    expect((await upload(sophie, 'rib.pdf')).statusCode).toBe(200);
  }, 60_000);

  it('refuses a name with control characters; a path is reduced to its last segment, as display text only', async () => {
    for (const name of ['rib\u0001.pdf', 'rib\u0000.pdf', 'rib\t.pdf', 'ri\u007fb.pdf']) {
      const res = await upload(sophie, name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'InvalidFileName', message: 'Le nom du document contient des caractères non autorisés. Merci de le renommer puis de le joindre à nouveau.' });
    }
    for (const [name, shown] of [['../../etc/rib.pdf', 'rib.pdf'], ['C:\\Users\\moi\\rib.pdf', 'rib.pdf'], ['/tmp/rib.pdf', 'rib.pdf']]) {
      const res = await upload(sophie, name);
      expect(res.statusCode, name).toBe(200);
      const served = await sophie.get(`/api/upload/${res.json().fileNames[0]}`);
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${shown}"; filename*=UTF-8''${shown}`);
    }
  });

  it('the back office serves a demande’s document under the checked upload’s name and type, not the name typed in the acte', async () => {
    const remoteFileName = await uploadAs(sophie, 'facture-opticien.pdf');
    const sample = readActeSample('contact');
    const filed = await sophie.post(
      '/api/forms/contact/form',
      { ...sample, piecesJointes: [{ remoteFileName, localFileName: 'releve.html', size: PDF.length, inputName: 'piecesJointes' }] },
      { 'x-numcontrat': 'DEMO1001' },
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const demandeId = filed.json().demandeId as number;
    const { rows } = await h.db.query<{ id: number }>('SELECT id::int AS id FROM demande_documents WHERE demande_id = $1', [demandeId]);
    const gestion = h.client();
    await gestion.login(DEMO.gestion, DEMO.password);
    const file = await gestion.get(`/api/admin/demandes/${demandeId}/documents/${rows[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="facture-opticien.pdf"; filename*=UTF-8''facture-opticien.pdf`);
  });
});

describe('load: a visitor’s page does not wait behind password checks', () => {
  // The timing itself is the bench's (server part, « page p99 during password checks »); here the
  // behaviour that gives it: never more hashes at once than the pool can spare, the page served meanwhile.
  it('40 password checks at once: at most CONCURRENT_HASHES hash together, the others wait, and GET / is served meanwhile', async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'espace-adherent-front-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Espace Adhérent</title>');
    const h = await startHarness('pglite', { config: { staticDir } });
    try {
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = h.app.server.address() as { port: number };
      const base = `http://127.0.0.1:${port}`;
      const visitor = h.client();
      await visitor.get('/api/identity/client');
      const headers = { 'content-type': 'application/json', cookie: visitor.cookieHeader, 'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN') ?? '' };
      // Unknown accounts: each check hashes anyway (same time as a real one), no per-account limit.
      let running = true;
      const checks = Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          fetch(`${base}/api/identity/login`, { method: 'POST', headers, body: JSON.stringify({ userName: `inconnu${i}@demo.fr`, password: 'pas-le-bon#1A' }) }).then((res) => res.status),
        ),
      ).finally(() => (running = false));
      let mostRunning = 0;
      let mostWaiting = 0;
      const pages: number[] = [];
      while (running) {
        const queue = hashQueue();
        mostRunning = Math.max(mostRunning, queue.running);
        mostWaiting = Math.max(mostWaiting, queue.waiting);
        const res = await fetch(`${base}/`);
        await res.text();
        pages.push(res.status);
      }
      expect(new Set(await checks)).toEqual(new Set([400]));
      expect(mostRunning).toBeGreaterThan(0);
      expect(mostRunning).toBeLessThanOrEqual(CONCURRENT_HASHES);
      expect(mostWaiting).toBeGreaterThan(0);
      expect(CONCURRENT_HASHES).toBeLessThan((Number(process.env.UV_THREADPOOL_SIZE) || 4));
      expect(pages.length).toBeGreaterThan(0);
      expect(new Set(pages)).toEqual(new Set([200]));
    } finally {
      await h.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  }, 180_000);
});
