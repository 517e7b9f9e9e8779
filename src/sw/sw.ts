/// <reference lib="webworker" />
/**
 * The portal's service worker (built to dist/sw.js, scripts: npm run build): so that a member who
 * opened « Ma carte de tiers payant » online can show it where the network is poor.
 * - The app's code (hashed, immutable files under /assets/) and the page without session
 *   (/index.html) are kept: offline, a navigation gets that page, which starts the app.
 *   Navigations go to the network first, so a new portal version is never hidden behind an old one.
 * - Personal data: only what the card needs (who is logged in, their contracts, the card, its PDF), network first,
 *   in a cache of its own, each answer marked with the day it was stored. Nothing else of /api/.
 * - A POST or a navigation under /api/identity/ (login, logout, another account) or a session that
 *   ended empties that cache: the worker sees them pass, whichever screen sent them.
 */
import { clientsClaim } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { formatDateFr } from '../domain/dates';
import { OFFLINE_DATE_HEADER, PERSONAL_CACHE } from '../domain/offlineCard';

declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = 'ea-shell';
const SHELL_PAGE = '/index.html';

/** The reads the card screen needs offline (who, which contract, the card) and its PDF. */
const PERSONAL_READS = new Set(['/api/identity/current-user', '/api/adherent/contrats', '/api/cgdm-svc/carte-tp', '/api/cgdm-svc/carte-tp/print']);
/** The page's brand and configuration: the same for every visitor of a host. */
const CLIENT_READS = new Set(['/api/identity/client', '/api/identity/client/configuration']);

const clearPersonal = () => caches.delete(PERSONAL_CACHE);

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.add(SHELL_PAGE)));
});
clientsClaim();

// Before the routes: a login, a logout or a change of account passing by (posted by a screen, or
// a navigation: the login page's address, an identity provider's return).
self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const identityStep = url.origin === self.location.origin && url.pathname.startsWith('/api/identity/') && (request.method === 'POST' || request.mode === 'navigate');
  if (identityStep) event.waitUntil(clearPersonal());
});

// Navigations: the network; offline, the page without session (kept fresh at each online navigation).
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkOnly({
    plugins: [
      {
        fetchDidSucceed: async ({ response, event }) => {
          if (response.ok) (event as ExtendableEvent).waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.add(SHELL_PAGE)).catch(() => undefined));
          return response;
        },
        handlerDidError: async () => (await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE })) ?? undefined,
      },
    ],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: SHELL_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300 })] }),
);

registerRoute(({ url }) => url.origin === self.location.origin && CLIENT_READS.has(url.pathname), new NetworkFirst({ cacheName: SHELL_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }));

/** Stores the day with the answer, and one answer per contract (the X-NumContrat header). */
const markedPersonal: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const numContrat = request.headers.get('x-numcontrat');
    if (!numContrat) return request;
    const url = new URL(request.url);
    url.searchParams.set('x-numcontrat', numContrat);
    return url.href;
  },
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(OFFLINE_DATE_HEADER, formatDateFr(new Date()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 401 && new URL(request.url).pathname === '/api/identity/current-user') await clearPersonal();
    return response;
  },
};

const CARD_READ = '/api/cgdm-svc/carte-tp';
const CARD_PDF = '/api/cgdm-svc/carte-tp/print';

const personal = new NetworkFirst({ cacheName: PERSONAL_CACHE, plugins: [markedPersonal] });
registerRoute(({ url, request }) => url.origin === self.location.origin && PERSONAL_READS.has(url.pathname) && request.method === 'GET', personal);

// The card's PDF is kept with the card, so that it opens offline without having been downloaded online.
// Asked with the read's own headers (its contract), not those of its cache key.
markedPersonal.cacheDidUpdate = async ({ request, event }) => {
  if (new URL(request.url).pathname !== CARD_READ || !(event instanceof FetchEvent)) return;
  const pdf = new Request(new URL(CARD_PDF, self.location.origin).href, { headers: event.request.headers, credentials: 'same-origin' });
  event.waitUntil(personal.handle({ event, request: pdf }).catch(() => undefined));
};
