import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../errors';
import { hmac, randomToken, safeEqual, sha256 } from './crypto';
import type { Queryable } from '../db/types';
import '@fastify/cookie';
import type { SessionUser } from '../types';

/**
 * Server-side sessions (ASVS V3) and the anti-forgery token (ASVS 4.2.2 / 50.4).
 *
 * - Cookie `sid` (`__Host-sid` over HTTPS; HttpOnly, SameSite=Lax, Secure except plain-HTTP localhost): random 256 bits.
 *   Every visitor gets one; it names a row of `sessions` (by sha256) only once logged in. A
 *   logged-in id carries the prefix `s.` (given at login), so an anonymous visitor's requests
 *   never look a session up in the database. A forged prefix only costs a lookup that finds nothing.
 * - Cookie `XSRF-TOKEN` (`__Host-XSRF-TOKEN` over HTTPS; readable by the page) = HMAC(secret, sid). Every non-GET/HEAD/OPTIONS
 *   request under /api must echo it in `X-XSRF-TOKEN`, else 403 { message, code: 'XsrfTokenInvalid' }.
 *   GET requests under /api (re)set it whenever the page's copy is missing or stale, so the
 *   first `GET /api/identity/client` always leaves the page with a valid token.
 * - Idle timeout 30 min, absolute lifetime 12 h, new id at every login.
 */

export const SESSION_COOKIE = 'sid';
/**
 * The session cookie's name over HTTPS: with the `__Host-` prefix the browser keeps it only if
 * Secure, Path=/ and without Domain, so no sibling subdomain can plant or overwrite it (fixation).
 */
export const HTTPS_SESSION_COOKIE = '__Host-sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The anti-forgery cookie's name over HTTPS: prefixed for the same reason as the session's. */
export const HTTPS_XSRF_COOKIE = '__Host-XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60 * 1000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SID_PATTERN = /^(s\.)?[A-Za-z0-9_-]{43}$/;
const LOGGED_IN_PREFIX = 's.';
const kNewSid = Symbol('newSid');

type SessionRequest = FastifyRequest & { [kNewSid]?: boolean };

function isApi(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') || request.url === '/api';
}

/** Secure cookies everywhere except plain HTTP on the developer's own machine. */
function secureCookie(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const host = request.hostname.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return !(host === 'localhost' || host === '127.0.0.1' || host === '::1');
}

/** `__Host-sid` over HTTPS (behind a proxy: X-Forwarded-Proto from a trusted hop), `sid` on plain HTTP. */
function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? HTTPS_SESSION_COOKIE : SESSION_COOKIE;
}

function xsrfCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? HTTPS_XSRF_COOKIE : XSRF_COOKIE;
}

export function xsrfTokenFor(secret: string, sessionId: string): string {
  return hmac(secret, `xsrf:${sessionId}`);
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(sessionCookieName(request), request.sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request),
  });
}

/**
 * Sets XSRF-TOKEN (`__Host-XSRF-TOKEN` over HTTPS) for the current session id. Call it to force a fresh token on a route;
 * the session plugin already does it on every GET under /api whose cookie is missing or stale.
 */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secret = request.server.config.cookieSecret;
  reply.setCookie(xsrfCookieName(request), xsrfTokenFor(secret, request.sessionId), {
    path: '/',
    httpOnly: false, // the page reads it and echoes it in X-XSRF-TOKEN
    sameSite: 'lax',
    secure: secureCookie(request),
  });
}

/** A fresh id for a logged-in session (its prefix tells it from an anonymous visitor's). */
export function newLoggedInSessionId(): string {
  return LOGGED_IN_PREFIX + randomToken();
}

/** Opens an authenticated session with a brand-new id (no fixation) and sets both cookies. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string, db: Queryable): Promise<void> {
  const now = request.server.config.now();
  const sessionId = newLoggedInSessionId();
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)`,
    [sha256(sessionId), userId, now, new Date(now.getTime() + SESSION_MAX_MS)],
  );
  // The previous session, if any, dies with the login.
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [sha256(request.sessionId)]);
  request.sessionId = sessionId;
  setSessionCookie(request, reply);
  ensureXsrfCookie(request, reply);
}

/** Deletes the session and gives the visitor a fresh anonymous id and XSRF token. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await request.server.db.query('DELETE FROM sessions WHERE id_hash = $1', [sha256(request.sessionId)]);
  request.user = null;
  request.sessionId = randomToken();
  setSessionCookie(request, reply);
  ensureXsrfCookie(request, reply);
}

/** Closes every session of a user (password reset or change), except optionally the current one. */
export async function endUserSessions(db: Queryable, userId: string, keepSessionId?: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', [userId, keepSessionId ? sha256(keepSessionId) : '']);
}

/** preHandler: 401 { message: 'Accès non autorisé' } for anonymous visitors. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
}

/** preHandler factory: 401 when anonymous, 403 when none of the roles is held. */
export function requireRole(...roles: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
    if (!request.user.roles.some((role) => roles.includes(role))) throw new HttpError(403, MESSAGES.forbidden);
  };
}

interface SessionRow {
  user_id: string;
  last_seen_at: Date;
  expires_at: Date;
  user_name: string;
  roles: string[];
  adherent_id: string | null;
  status: string;
}

async function loadUser(request: FastifyRequest): Promise<SessionUser | null> {
  const { db, config } = request.server;
  const idHash = sha256(request.sessionId);
  const { rows } = await db.query<SessionRow>(
    `SELECT s.user_id, s.last_seen_at, s.expires_at, u.user_name, u.roles, u.adherent_id, u.status
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = $1`,
    [idHash],
  );
  const row = rows[0];
  if (!row) return null;
  const now = config.now().getTime();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (now - lastSeen > SESSION_IDLE_MS || now >= new Date(row.expires_at).getTime() || row.status !== 'active') {
    await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [idHash, new Date(now)]);
  }
  return { id: row.user_id, userName: row.user_name, roles: row.roles, adherentId: row.adherent_id };
}

/**
 * The logged-in user of a page request (not under /api, which the hook below does not look at),
 * else null; an expired session counts as none (and is removed, as an API request would do).
 */
export async function pageVisitor(request: FastifyRequest): Promise<SessionUser | null> {
  const cookie = request.cookies[sessionCookieName(request)];
  if (!cookie || !SID_PATTERN.test(cookie) || !cookie.startsWith(LOGGED_IN_PREFIX)) return null;
  request.sessionId = cookie;
  return loadUser(request);
}

/** How many session ids' anti-forgery tokens one server keeps computed (xsrfTokens). */
const XSRF_MEMO_SIZE = 10_000;

/**
 * xsrfTokenFor, computed once per session id while the id is among the last XSRF_MEMO_SIZE seen:
 * every GET under /api compares the page's copy with it, and an HMAC per request was the largest
 * cost the session checks added to a read (bench/serverProfile.ts). A token depends on the id and
 * the secret only, so a kept one is never stale (a new secret empties the memo).
 */
function xsrfTokens(): (secret: string, sessionId: string) => string {
  const memo = new Map<string, string>();
  let memoSecret = '';
  return (secret, sessionId) => {
    if (secret !== memoSecret) {
      memo.clear();
      memoSecret = secret;
    }
    let token = memo.get(sessionId);
    if (token === undefined) {
      token = xsrfTokenFor(secret, sessionId);
      // the oldest id goes first (a Map keeps insertion order)
      if (memo.size >= XSRF_MEMO_SIZE) memo.delete(memo.keys().next().value!);
      memo.set(sessionId, token);
    }
    return token;
  };
}

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  const expectedXsrf = xsrfTokens();
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', '');

  app.addHook('onRequest', async (request: SessionRequest) => {
    request.user = null;
    if (!isApi(request)) return;
    const cookie = request.cookies[sessionCookieName(request)];
    if (cookie && SID_PATTERN.test(cookie)) {
      request.sessionId = cookie;
    } else {
      request.sessionId = randomToken();
      request[kNewSid] = true;
    }
    const loggedInId = !request[kNewSid] && request.sessionId.startsWith(LOGGED_IN_PREFIX);
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers[XSRF_HEADER];
      const expected = expectedXsrf(app.config.cookieSecret, request.sessionId);
      const xsrfValid = !request[kNewSid] && typeof header === 'string' && safeEqual(header, expected);
      if (request.routeOptions.config?.requiresUser) {
        // A write that needs a user, from a page whose session is gone (expired or deleted: the
        // logged-in id finds nothing; cookie lost: the page's token no longer matches): say so
        // (401 SessionEnded — the page sends the visitor to the login screen and keeps the form)
        // instead of the anti-forgery refusal. Nothing runs either way.
        if (loggedInId) request.user = await loadUser(request);
        if (!request.user && (loggedInId || !xsrfValid)) throw new HttpError(401, MESSAGES.sessionEnded, 'SessionEnded');
      }
      if (!xsrfValid) throw new HttpError(403, MESSAGES.xsrf, 'XsrfTokenInvalid');
    }
    if (loggedInId && !request.user) request.user = await loadUser(request);
  });

  // Routes guarded by requireUser are marked, so the hook above knows them before the XSRF check.
  app.addHook('onRoute', (route) => {
    if ([route.preHandler].flat().includes(requireUser as never)) route.config = { ...(route.config ?? {}), requiresUser: true };
  });

  // Synchronous hook (no promise per request).
  app.addHook('onSend', (request: SessionRequest, reply, payload, done) => {
    if (isApi(request) && request.sessionId) {
      if (request[kNewSid]) {
        setSessionCookie(request, reply);
        ensureXsrfCookie(request, reply);
      } else if (SAFE_METHODS.has(request.method)) {
        if (request.url.startsWith('/api/identity/client') || request.cookies[xsrfCookieName(request)] !== expectedXsrf(app.config.cookieSecret, request.sessionId)) {
          ensureXsrfCookie(request, reply);
        }
      }
    }
    done(null, payload);
  });
}

export default fp(sessionPlugin);
