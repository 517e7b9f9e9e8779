import { describe, expect, it } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createPortalBaseQuery, messageForStatus, needsXsrfHeader, type PortalError } from '../../../src/api/baseQuery';

interface Seen { url: string; method: string; headers: Headers }

function harness(reply: (req: Request) => Response | Promise<Response>, opts: { storage?: Record<string, string>; route?: string; cookie?: string; cookies?: Record<string, string> } = {}) {
  const seen: Seen[] = [];
  const navigations: string[] = [];
  const forgotten: string[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input as RequestInfo, init);
    seen.push({ url: req.url, method: req.method, headers: req.headers });
    return reply(req);
  };
  const store = opts.storage ?? {};
  const baseQuery = createPortalBaseQuery({
    baseUrl: 'http://portal.test/api',
    fetchFn: fetchFn as typeof fetch,
    storage: { getItem: (k: string) => store[k] ?? null },
    navigate: (p) => navigations.push(p),
    currentRoute: () => opts.route ?? '/forgot-password',
    readCookie: (name) => opts.cookies?.[name] ?? (name === 'XSRF-TOKEN' ? opts.cookie : undefined),
    onUnauthorized: () => forgotten.push(`user forgotten before ${navigations.length} navigation(s)`),
  });
  const api = {
    signal: new AbortController().signal, abort: () => {}, dispatch: () => {}, getState: () => ({}),
    extra: undefined, endpoint: 'test', type: 'query',
  } as unknown as BaseQueryApi;
  return { seen, navigations, forgotten, run: (arg: Parameters<typeof baseQuery>[0]) => baseQuery(arg, api, {}) };
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('baseQuery headers', () => {
  it('sends no-cache, the time-zone offset, the current contract and the stored security code', async () => {
    const h = harness(() => json(200, { ok: true }), { storage: { currentContrat: 'C-42', currentSecurityCode: '123456' } });
    const result = await h.run('adherent/courriers');
    expect(result.data).toEqual({ ok: true });
    const headers = h.seen[0].headers;
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('User-Timezone-Offset')).toBe(String(new Date().getTimezoneOffset()));
    expect(headers.get('X-NumContrat')).toBe('C-42');
    expect(headers.get('X-SecurityCode')).toBe('123456');
  });

  it('sends the reads the page preloads with the headers of fetch only, so the browser reuses the preloaded answer', async () => {
    const h = harness(() => json(200, { ok: true }), { storage: { currentContrat: 'C-42', currentSecurityCode: '123456' } });
    for (const read of ['identity/client', 'identity/client/configuration', 'identity/current-user', 'adherent/contrats']) await h.run(read);
    for (const { headers } of h.seen) expect([...headers.keys()]).toEqual(['accept']);
  });

  it('leaves out contract and code headers when nothing is stored', async () => {
    const h = harness(() => json(200, {}));
    await h.run('identity/client');
    expect(h.seen[0].headers.has('X-NumContrat')).toBe(false);
    expect(h.seen[0].headers.has('X-SecurityCode')).toBe(false);
  });

  it('adds X-XSRF-TOKEN from the cookie on a relative POST', async () => {
    const h = harness(() => json(200, {}), { cookie: 'tok-1' });
    await h.run({ url: 'identity/forgot-password', method: 'POST', body: { userName: 'a@b.fr' } });
    expect(h.seen[0].method).toBe('POST');
    expect(h.seen[0].headers.get('X-XSRF-TOKEN')).toBe('tok-1');
  });

  it('over HTTPS, echoes the __Host-XSRF-TOKEN cookie (not a plain XSRF-TOKEN a sibling subdomain could plant)', async () => {
    const h = harness(() => json(200, {}), { cookies: { '__Host-XSRF-TOKEN': 'tok-host', 'XSRF-TOKEN': 'planted' } });
    await h.run({ url: 'identity/forgot-password', method: 'POST', body: { userName: 'a@b.fr' } });
    expect(h.seen[0].headers.get('X-XSRF-TOKEN')).toBe('tok-host');
  });

  it('never sends the anti-forgery header on GET', async () => {
    const h = harness(() => json(200, {}), { cookie: 'tok-1' });
    await h.run('identity/client');
    expect(h.seen[0].headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('XSRF rule: writes to relative URLs only', () => {
    expect(needsXsrfHeader('identity/login', 'POST')).toBe(true);
    expect(needsXsrfHeader('/api/x', 'delete')).toBe(true);
    expect(needsXsrfHeader('identity/login', 'GET')).toBe(false);
    expect(needsXsrfHeader('identity/login', 'HEAD')).toBe(false);
    expect(needsXsrfHeader('identity/login', undefined)).toBe(false);
    expect(needsXsrfHeader('https://other.example/api', 'POST')).toBe(false);
    expect(needsXsrfHeader('//other.example/api', 'POST')).toBe(false);
  });
});

describe('baseQuery statuses', () => {
  it('treats 304 as success', async () => {
    const h = harness(() => new Response(null, { status: 304 }));
    const result = await h.run('identity/client');
    expect(result.error).toBeUndefined();
  });

  it.each([
    [400, 'Les informations fournies sont erronées'],
    [404, 'La ressource demandée est introuvable'],
    [500, "Une erreur s'est produite. Si le problème persiste, contactez votre support"],
    [501, "Cette fonctionnalité n'est pas implémentée"],
    [418, 'Erreur 418'],
  ])('status %i without a server message → %s', async (status, message) => {
    const h = harness(() => json(status, {}));
    const result = await h.run('x');
    expect((result.error as PortalError).status).toBe(status);
    expect((result.error as PortalError).message).toBe(message);
    expect(h.navigations).toEqual([]);
  });

  it('prefers the message and code the server sent', async () => {
    const h = harness(() => json(400, { message: 'Lien invalide', code: 'InvalidToken', errors: [{ path: '/code', message: 'x' }] }));
    const error = (await h.run({ url: 'identity/reset-password', method: 'POST', body: {} })).error as PortalError;
    expect(error).toMatchObject({ status: 400, message: 'Lien invalide', code: 'InvalidToken' });
    expect(error.errors).toEqual([{ path: '/code', message: 'x' }]);
  });

  it('status 0 when the server cannot be reached', async () => {
    const h = harness(() => { throw new TypeError('fetch failed'); });
    const error = (await h.run('x')).error as PortalError;
    expect(error).toMatchObject({ status: 0, message: 'Impossible de se connecter au serveur' });
  });

  it('401 → "Accès non autorisé" and the browser goes to the login screen, remembering where it was', async () => {
    const h = harness(() => json(401, {}), { route: '/page/cgu' });
    const error = (await h.run('adherent/contrats')).error as PortalError;
    expect(error.message).toBe('Accès non autorisé');
    expect(h.navigations).toEqual(['/login?callbackUrl=%2Fpage%2Fcgu']);
    // The user is forgotten first: the login screen must not see a logged-in visitor and send it back.
    expect(h.forgotten).toEqual(['user forgotten before 0 navigation(s)']);
  });

  it('401 on the login screen does not loop', async () => {
    const h = harness(() => json(401, {}), { route: '/login' });
    await h.run('identity/current-user');
    expect(h.navigations).toEqual([]);
  });

  it('503 → "Service momentanément indisponible" and the service-unavailable page, body kept', async () => {
    const h = harness(() => json(503, { detail: 'maintenance' }));
    const error = (await h.run('adherent/contrats')).error as PortalError;
    expect(error.message).toBe('Service momentanément indisponible');
    expect(error.body).toEqual({ detail: 'maintenance' });
    expect(h.navigations).toEqual(['/service-unavailable']);
  });

  it('a non-JSON error body still gets the default message of its status', async () => {
    const h = harness(() => new Response('<html>oops</html>', { status: 500, headers: { 'content-type': 'application/json' } }));
    const error = (await h.run('x')).error as PortalError;
    expect(error).toMatchObject({ status: 500, message: "Une erreur s'est produite. Si le problème persiste, contactez votre support" });
  });

  it('messageForStatus ignores empty server messages', () => {
    expect(messageForStatus(404, { message: '  ' })).toBe('La ressource demandée est introuvable');
  });
});
