import { startLocalIdentityProvider, type LocalIdentity, type LocalProvider } from '../../../src/server/demo/localIdentityProvider';

/**
 * A real OpenID provider (oidc-provider) on a loopback port for the server tests, and a small
 * browser that walks its login page over HTTP (cookies kept, redirects followed) until the
 * provider sends the browser back to the portal.
 */
export const PORTAL_HOST = 'azur.localhost';
export const CALLBACK = `http://${PORTAL_HOST}/api/identity/oidc/callback`;

export const TEST_IDENTITIES: Record<string, LocalIdentity> = {
  sophie: { email: 'adherent@demo.fr', email_verified: true, given_name: 'Sophie', family_name: 'DURAND' },
  nonverifie: { email: 'adherent@demo.fr', email_verified: false },
  inconnu: { email: 'personne@exemple.fr', email_verified: true },
};

export async function startTestProvider(): Promise<LocalProvider> {
  return startLocalIdentityProvider({
    port: 0,
    identities: TEST_IDENTITIES,
    clients: [
      { client_id: 'portail', client_secret: 'secret-du-portail', redirect_uris: [CALLBACK], post_logout_redirect_uris: [`http://${PORTAL_HOST}/`] },
      { client_id: 'autre-portail', client_secret: 'secret-autre', redirect_uris: [CALLBACK] },
    ],
  });
}

/** Follows the provider's pages from `authorizationUrl`, logs in as `login` (or presses « Cancel »), returns the portal callback URL. */
export async function walkProviderLogin(authorizationUrl: string, login: string | 'cancel'): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let body: string | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.href.startsWith(CALLBACK)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    if (login === 'cancel') {
      url = new URL(/href="([^"]*abort[^"]*)"/.exec(html)![1].replace(/&amp;/g, '&'), url).href;
      continue;
    }
    const action = /action="([^"]+)"/.exec(html);
    if (!action) throw new Error(`unexpected provider page ${res.status}: ${html.slice(0, 300)}`);
    url = new URL(action[1], url).href;
    body = new URLSearchParams({ prompt: 'login', login, password: 'peu-importe' }).toString();
  }
  throw new Error('the provider never sent the browser back');
}
