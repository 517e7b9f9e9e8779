import { fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { httpMessages, otherHttpMessage } from '../i18n/messages';
import { storageKeys } from './storageKeys';
import { apiNavigate } from './apiNavigation';
import { PAGE_READS, SESSION_PAGE_READS } from './preloadedReads';

/** The origin the server's preview of a page reads from (src/ssr/serverGlobals.ts answers it). */
export const SSR_ORIGIN = 'http://portail.invalid';

/** What every failed call turns into: a status and a French message the page can show. */
export interface PortalError {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  message: string;
  /** Machine-readable reason sent by the server, e.g. 'InvalidToken'. */
  code?: string;
  /** Field errors sent by the server: JSON pointer path and French message. */
  errors?: { path: string; message: string }[];
  /** The raw body, for the few screens that show it (contracts load on 503). */
  body?: unknown;
}

export interface PortalBaseQueryOptions {
  baseUrl?: string;
  /** Where the current contract and the security code live (localStorage in the browser). */
  storage?: Pick<Storage, 'getItem'>;
  /** Hash navigation, e.g. '/login'. */
  navigate?: (path: string) => void;
  /** The current hash route, to come back to it after login. */
  currentRoute?: () => string;
  readCookie?: (name: string) => string | undefined;
  fetchFn?: typeof fetch;
  /** On 401, before going to the login screen: the page forgets its user (else the login screen, for logged-in visitors only a way on, would send it back). */
  onUnauthorized?: (dispatch: BaseQueryApi['dispatch']) => void;
}

/** The server's code for a write that needs a user from a page whose session is gone (401). */
export const SESSION_ENDED = 'SessionEnded';

const UNSAFE_METHOD = /^(?!GET$|HEAD$)/i;
const ABSOLUTE_URL = /^([a-z][a-z0-9+.-]*:)?\/\//i;

/** The anti-forgery header goes only to our own server, and only on writes. */
export function needsXsrfHeader(url: string, method: string | undefined): boolean {
  return UNSAFE_METHOD.test(method ?? 'GET') && !ABSOLUTE_URL.test(url);
}

/** The server's own message wins; otherwise the default text of the status. */
export function messageForStatus(status: number, body?: unknown): string {
  const serverMessage = (body as { message?: unknown } | null | undefined)?.message;
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage;
  return (httpMessages as Record<number, string>)[status] ?? otherHttpMessage(status);
}

export function toPortalError(error: FetchBaseQueryError): PortalError {
  let status: number;
  let body: unknown;
  if (typeof error.status === 'number') {
    status = error.status;
    body = error.data;
  } else if (error.status === 'PARSING_ERROR') {
    status = error.originalStatus;
    body = undefined;
  } else {
    // FETCH_ERROR, TIMEOUT_ERROR, CUSTOM_ERROR: the server was not reached.
    status = 0;
    body = undefined;
  }
  const typed = (body ?? {}) as { code?: unknown; errors?: unknown };
  return {
    status,
    message: messageForStatus(status, body),
    ...(typeof typed.code === 'string' ? { code: typed.code } : {}),
    ...(Array.isArray(typed.errors) ? { errors: typed.errors as PortalError['errors'] } : {}),
    ...(body !== undefined ? { body } : {}),
  };
}

const browserRoute = () => window.location.hash.replace(/^#/, '') || '/';

/**
 * The one baseQuery of the portal: common headers, anti-forgery header,
 * success on 2xx and 304, French error messages, 401 → login and 503 → service-unavailable.
 */
export function createPortalBaseQuery(options: PortalBaseQueryOptions = {}): BaseQueryFn<string | FetchArgs, unknown, PortalError> {
  const storage = options.storage ?? (typeof localStorage !== 'undefined' ? localStorage : { getItem: () => null });
  const navigate = options.navigate ?? apiNavigate;
  const currentRoute = options.currentRoute ?? browserRoute;
  // js-cookie loads with the first write: the landing page only reads.
  const readCookie = options.readCookie ?? (async (name: string) => (await import('js-cookie')).default.get(name));

  const rawBaseQuery = fetchBaseQuery({
    // The server's preview of a page (src/ssr) reads with absolute URLs, answered by the server itself.
    baseUrl: options.baseUrl ?? (import.meta.env.EA_PREVIEW ? `${SSR_ORIGIN}/api` : '/api'),
    credentials: 'same-origin',
    fetchFn: options.fetchFn,
    validateStatus: (response) => (response.status >= 200 && response.status < 300) || response.status === 304,
  });

  return async (arg, api, extraOptions) => {
    const args: FetchArgs = typeof arg === 'string' ? { url: arg } : { ...arg };
    // The page preloads these reads (scripts/vite/routeChunks.ts): the browser hands that answer
    // to a request with the same headers only, so they go with fetch's own and nothing of ours.
    if (!args.method && [...PAGE_READS, ...SESSION_PAGE_READS].includes(args.url)) return settle(await rawBaseQuery({ ...args, headers: { accept: '*/*' } }, api, extraOptions), api);
    const headers = new Headers(args.headers as HeadersInit | undefined);
    headers.set('Cache-Control', 'no-cache');
    // Minutes east of UTC are negative in getTimezoneOffset(); we send that value as is.
    headers.set('User-Timezone-Offset', String(new Date().getTimezoneOffset()));
    const contrat = storage.getItem(storageKeys.currentContrat);
    if (contrat) headers.set('X-NumContrat', contrat);
    const securityCode = storage.getItem(storageKeys.currentSecurityCode);
    if (securityCode) headers.set('X-SecurityCode', securityCode);
    if (needsXsrfHeader(args.url, args.method)) {
      // Over HTTPS the server prefixes it `__Host-` (no sibling subdomain can plant it).
      const xsrf = (await readCookie('__Host-XSRF-TOKEN')) ?? (await readCookie('XSRF-TOKEN'));
      if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    }
    args.headers = headers;
    return settle(await rawBaseQuery(args, api, extraOptions), api);
  };

  function settle(result: Awaited<ReturnType<typeof rawBaseQuery>>, api: BaseQueryApi) {
    if (!result.error) return { data: result.data ?? null, meta: result.meta };

    const error = toPortalError(result.error);
    // On the server (a page's preview), there is no page to move: the error is all.
    if (import.meta.env.EA_PREVIEW) return { error, meta: result.meta };
    if (error.status === 401) {
      options.onUnauthorized?.(api.dispatch);
      const from = currentRoute();
      if (!from.startsWith('/login')) navigate(`/login?callbackUrl=${encodeURIComponent(from)}`);
    } else if (error.status === 503) {
      navigate('/service-unavailable');
    }
    return { error, meta: result.meta };
  }
}
