import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logCollector, startHarness, type Client, type Harness } from '../helpers';
import { saveProviderSettings, removeProviderSettings } from '../../../src/server/identity/oidc/providerSettings';
import { LOGOUT_INCOMPLETE, OIDC_MESSAGES } from '../../../src/server/identity/oidc/messages';
import { forgetDiscoveries } from '../../../src/server/identity/oidc/relyingParty';
import { AZUR_CLIENT } from '../../../src/server/demo/seedOidcClient';
import type { LocalProvider } from '../../../src/server/demo/localIdentityProvider';
import { PORTAL_HOST, startTestProvider, walkProviderLogin } from './oidcProviderDriver';
import { TEST_SECRET } from '../helpers';
import { escapeHtml } from '../../../src/server/html';

/** The page shows the message HTML-escaped. */
const page = (message: string) => escapeHtml(message);

const host = { host: PORTAL_HOST };

// One database kind: the SQL is plain and the same for both; the provider round trips are what cost time.
describe.each(['pglite'] as const)('login through the client’s OpenID provider (%s)', (kind) => {
  let h: Harness;
  let provider: LocalProvider;

  async function configure(overrides: Partial<Parameters<typeof saveProviderSettings>[2]> = {}) {
    forgetDiscoveries();
    await saveProviderSettings(
      h.db,
      AZUR_CLIENT,
      {
        issuer: provider.issuer,
        clientId: 'portail',
        clientSecret: 'secret-du-portail',
        scopes: 'openid email profile',
        linkingMode: 'email',
        identifyingClaim: 'email',
        birthdateClaim: 'birthdate',
        postLogoutRedirect: `http://${PORTAL_HOST}/`,
        staffPasswordLogin: true,
        ...overrides,
      },
      TEST_SECRET,
    );
  }

  /** The portal's redirect to the provider, for this browser. */
  async function start(browser: Client, callbackUrl?: string): Promise<string> {
    const res = await browser.get(`/api/identity/login${callbackUrl ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ''}`, host);
    expect(res.statusCode).toBe(302);
    return res.headers.location as string;
  }

  async function back(browser: Client, callback: URL) {
    return browser.get(`${callback.pathname}${callback.search}`, host);
  }

  const count = async (sql: string) => Number((await h.db.query<{ n: number }>(sql)).rows[0].n);
  const snapshot = async () => ({
    links: await count('SELECT count(*)::int AS n FROM oidc_links'),
    users: await count('SELECT count(*)::int AS n FROM users'),
    sessions: await count('SELECT count(*)::int AS n FROM sessions'),
  });

  const log = logCollector();
  beforeAll(async () => {
    h = await startHarness(kind, { config: { oidcTimeoutMs: 1000, logLevel: 'info', logStream: log.stream } });
    provider = await startTestProvider();
  });
  afterAll(async () => {
    await provider?.close();
    await h?.close();
  });
  beforeEach(async () => {
    await configure();
    await h.db.query('DELETE FROM oidc_links');
  });

  it('logs in through the provider: first login links the account by the verified e-mail, the second finds the link; logout ends both', async () => {
    const browser = h.client();
    const authorization = new URL(await start(browser, '/contrats'));
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();

    const done = await back(browser, await walkProviderLogin(authorization.href, 'sophie'));
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/#/contrats');
    expect((await browser.get('/api/identity/current-user', host)).json().userName).toBe('adherent@demo.fr');
    const links = await h.db.query<{ subject: string; user_name: string }>('SELECT l.subject, u.user_name FROM oidc_links l JOIN users u ON u.id = l.user_id');
    expect(links.rows).toEqual([{ subject: 'sophie', user_name: 'adherent@demo.fr' }]);
    const log = await h.db.query<{ motif: string; identifier: string; client_code: string }>('SELECT motif, identifier, client_code FROM connection_logs ORDER BY id DESC LIMIT 1');
    expect(log.rows[0]).toEqual({ motif: 'fournisseur', identifier: 'adherent@demo.fr', client_code: AZUR_CLIENT });

    const logout = await browser.post('/api/identity/logout', undefined, host);
    const endSession = new URL(logout.json().logoutUrl);
    expect(endSession.origin).toBe(provider.issuer);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`http://${PORTAL_HOST}/`);
    expect((await browser.get('/api/identity/current-user', host)).json()).toBeNull();

    const again = h.client();
    const second = await back(again, await walkProviderLogin(await start(again), 'sophie'));
    expect(second.headers.location).toBe('/#/');
    expect((await again.get('/api/identity/current-user', host)).json().userName).toBe('adherent@demo.fr');
    expect(await count('SELECT count(*)::int AS n FROM oidc_links')).toBe(1);
  });

  it('logout while the provider does not answer: the portal’s session ends and the page after says the provider’s may be open', async () => {
    const browser = h.client();
    await back(browser, await walkProviderLogin(await start(browser), 'sophie'));
    await configure({ issuer: 'http://127.0.0.1:1' }); // the provider is gone
    const logout = await browser.post('/api/identity/logout', undefined, host);
    expect(logout.json().logoutUrl).toBe('/api/identity/oidc/deconnexion-incomplete');
    expect((await browser.get('/api/identity/current-user', host)).json()).toBeNull();
    expect((await browser.get(logout.json().logoutUrl, host)).body).toContain(page(LOGOUT_INCOMPLETE.message));
  });

  it('no account matches (unknown e-mail, or an e-mail the provider did not verify): the French message, nothing created', async () => {
    for (const login of ['inconnu', 'nonverifie']) {
      const browser = h.client();
      const before = await snapshot();
      const res = await back(browser, await walkProviderLogin(await start(browser), login));
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain(page(OIDC_MESSAGES.noMatch));
      expect(await snapshot()).toEqual(before);
    }
  });

  it('creates the member’s account, already active, when the member has none (linking by contract number and birth date)', async () => {
    await configure({ linkingMode: 'contrat', identifyingClaim: 'numero_contrat', scopes: 'openid email profile mutuelle' });
    const { rows } = await h.db.query<{ numero: string; date_naissance: string; email: string | null }>(
      `SELECT c.numero_contrat_individuel AS numero, a.date_naissance, a.email FROM contrats c JOIN adherents a ON a.id = c.adherent_id
        WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.adherent_id = a.id) AND a.email IS NOT NULL AND a.date_naissance IS NOT NULL LIMIT 1`,
    );
    expect(rows.length).toBe(1);
    const member = rows[0];
    const { TEST_IDENTITIES } = await import('./oidcProviderDriver');
    TEST_IDENTITIES.contrat = { numero_contrat: member.numero, birthdate: member.date_naissance };
    const browser = h.client();
    const res = await back(browser, await walkProviderLogin(await start(browser), 'contrat'));
    expect(res.statusCode).toBe(302);
    const user = (await browser.get('/api/identity/current-user', host)).json();
    expect(user.userName).toBe(member.email!.toLowerCase());
    const created = await h.db.query<{ status: string; password_hash: string | null }>('SELECT status, password_hash FROM users WHERE user_name = $1', [user.userName]);
    expect(created.rows[0]).toEqual({ status: 'active', password_hash: null });
  });

  it('a denied consent (error=access_denied) answers the French message and creates nothing', async () => {
    const browser = h.client();
    const before = await snapshot();
    const res = await back(browser, await walkProviderLogin(await start(browser), 'cancel'));
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(page(OIDC_MESSAGES.denied));
    expect(await snapshot()).toEqual(before);
  });

  it('a replayed callback, a callback from another browser and a forged one are refused; nothing is created', async () => {
    const browser = h.client();
    const callback = await walkProviderLogin(await start(browser), 'sophie');
    // Another browser brings the code back (login CSRF): its session is not the one that started.
    const thief = h.client();
    await thief.get('/api/identity/client', host);
    const before = await snapshot();
    const stolen = await back(thief, callback);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.body).toContain(page(OIDC_MESSAGES.staleState));
    // The state was used up by that attempt: the rightful browser must start again.
    const replay = await back(browser, callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain(page(OIDC_MESSAGES.staleState));
    const forged = await browser.get('/api/identity/oidc/callback?code=invente&state=invente', host);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain(page(OIDC_MESSAGES.staleState));
    // A right state with a forged code: the provider refuses the exchange.
    const fresh = h.client();
    const url = new URL(await start(fresh));
    const forgedCode = await fresh.get(`/api/identity/oidc/callback?code=invente&state=${url.searchParams.get('state')}&iss=${encodeURIComponent(provider.issuer)}`, host);
    expect(forgedCode.statusCode).toBe(400);
    expect(forgedCode.body).toContain(page(OIDC_MESSAGES.invalid));
    expect(await snapshot()).toEqual(before);
  });

  it('a code issued to another client is refused (the provider will not exchange it for this one)', async () => {
    const browser = h.client();
    const ours = new URL(await start(browser));
    const theirs = new URL(ours);
    theirs.searchParams.set('client_id', 'autre-portail');
    const callback = await walkProviderLogin(theirs.href, 'sophie');
    const before = await snapshot();
    const res = await back(browser, callback);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(page(OIDC_MESSAGES.invalid));
    expect(await snapshot()).toEqual(before);
  });

  it('clock skew: an ID token outside the tolerance of the portal’s clock is refused', async () => {
    // The portal's clock runs two hours ahead of the provider's: its fresh ID token looks expired.
    h.advance(2 * 60 * 60 * 1000);
    try {
      const browser = h.client();
      const callback = await walkProviderLogin(await start(browser), 'sophie');
      const before = await snapshot();
      const res = await back(browser, callback);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(page(OIDC_MESSAGES.clock));
      expect(await snapshot()).toEqual(before);
    } finally {
      h.advance(-2 * 60 * 60 * 1000);
    }
  });

  it('a provider down or too slow: the French message within the timeout, nothing created', async () => {
    const silent = http.createServer(() => {}); // accepts and never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      for (const issuer of [`http://127.0.0.1:${port}`, 'http://127.0.0.1:1']) {
        await configure({ issuer });
        const before = await snapshot();
        const started = Date.now();
        const res = await h.client().get('/api/identity/login', host);
        expect(res.statusCode).toBe(503);
        expect(res.body).toContain(page(OIDC_MESSAGES.unavailable));
        expect(Date.now() - started).toBeLessThan(5000);
        expect(await snapshot()).toEqual(before);
      }
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('with a provider the server refuses the closed public routes and the members’ password login; staff only when allowed', async () => {
    const browser = h.client();
    for (const url of ['/api/identity/register', '/api/identity/forgot-password', '/api/identity/reset-password', '/api/identity/activate-user', '/api/identity/forgot-username']) {
      const res = await browser.post(url, {}, host);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(OIDC_MESSAGES.blockedRoute);
    }
    const member = await browser.post('/api/identity/login', { userName: 'adherent@demo.fr', password: 'Demo#2026pass' }, host);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(OIDC_MESSAGES.passwordRefused);
    const staff = await browser.post('/api/identity/login', { userName: 'gestion@demo.fr', password: 'Demo#2026pass' }, host);
    expect(staff.statusCode).toBe(200);
    await configure({ staffPasswordLogin: false });
    const refused = await h.client().post('/api/identity/login', { userName: 'gestion@demo.fr', password: 'Demo#2026pass' }, host);
    expect(refused.statusCode).toBe(403);
    // The default client (no provider) is untouched.
    expect((await h.client().post('/api/identity/forgot-password', {})).statusCode).not.toBe(403);
    await removeProviderSettings(h.db, AZUR_CLIENT);
    expect((await h.client().post('/api/identity/forgot-password', {}, host)).statusCode).not.toBe(403);
  });

  it('back office: the provider is set per client, its secret is stored encrypted and never sent back nor logged; staff see and remove a link', async () => {
    const admin = h.client();
    expect((await admin.post('/api/identity/login', { userName: 'admin@demo.fr', password: 'Demo#2026pass' }, host)).statusCode).toBe(200);
    const secret = 'secret-du-portail'; // the provider's own for this client
    const body = {
      issuer: provider.issuer, clientId: 'portail', clientSecret: secret, scopes: 'openid email profile', linkingMode: 'email',
      identifyingClaim: 'email', birthdateClaim: 'birthdate', postLogoutRedirect: `http://${PORTAL_HOST}/`, staffPasswordLogin: true,
    };
    const bad = await admin.app.inject({ method: 'PUT', url: '/api/admin/fournisseur-identite', headers: { ...host, cookie: admin.cookieHeader, 'x-xsrf-token': admin.cookies.get('XSRF-TOKEN')! }, payload: { ...body, issuer: 'http://sso.exemple.fr' } });
    expect(bad.statusCode).toBe(400);
    const put = await admin.app.inject({ method: 'PUT', url: '/api/admin/fournisseur-identite', headers: { ...host, cookie: admin.cookieHeader, 'x-xsrf-token': admin.cookies.get('XSRF-TOKEN')! }, payload: body });
    expect(put.statusCode).toBe(200);
    const read = await admin.get('/api/admin/fournisseur-identite', host);
    expect(read.json()).toMatchObject({ issuer: provider.issuer, clientId: 'portail', secretEnregistre: true });
    for (const text of [put.body, read.body, log.lines.join('')]) expect(text).not.toContain(secret);
    const stored = await h.db.query<{ client_secret_enc: string }>('SELECT client_secret_enc FROM client_oidc_providers WHERE client_code = $1', [AZUR_CLIENT]);
    expect(stored.rows[0].client_secret_enc).not.toContain(secret);
    // The default client's back office sees its own (none).
    expect((await admin.get('/api/admin/fournisseur-identite')).json()).toEqual({});

    const member = h.client();
    const memberLogin = await back(member, await walkProviderLogin(await start(member), 'sophie'));
    expect(memberLogin.statusCode).toBe(302);
    const { rows } = await h.db.query<{ id: string }>(`SELECT id FROM users WHERE user_name = 'adherent@demo.fr'`);
    const links = (await admin.get(`/api/admin/users/${rows[0].id}/identites-externes`, host)).json().items;
    expect(links).toMatchObject([{ issuer: provider.issuer, subject: 'sophie' }]);
    const removed = await admin.app.inject({ method: 'DELETE', url: `/api/admin/identites-externes/${links[0].id}`, headers: { ...host, cookie: admin.cookieHeader, 'x-xsrf-token': admin.cookies.get('XSRF-TOKEN')! } });
    expect(removed.statusCode).toBe(200);
    expect((await admin.get(`/api/admin/users/${rows[0].id}/identites-externes`, host)).json().items).toEqual([]);
  });
});
