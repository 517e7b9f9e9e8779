import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFromEnv } from '../../src/server/envConfig';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from './helpers';

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
