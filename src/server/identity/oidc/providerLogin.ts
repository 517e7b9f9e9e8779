import type { FastifyReply, FastifyRequest } from 'fastify';
import { startSession } from '../../auth/session';
import { clientCodeOf } from '../../clientHost';
import { writeConnectionLog } from '../../admin/connectionLog';
import { recordLastLogin } from '../lastLogin';
import { findUserById } from '../users';
import { accountFor } from './linking';
import { savePendingLogin, takePendingLogin } from './loginStates';
import { oidcFailure } from './messages';
import { loadProviderSettings, type ProviderSettings } from './providerSettings';
import { idTokenOf, rememberIdToken } from './providerSessions';
import { DEFAULT_PROVIDER_TIMEOUT_MS, endSessionUrl, finishAuthorization, providerConfiguration, startAuthorization } from './relyingParty';

/**
 * The login through the client's identity provider, from the redirect to the provider to the
 * portal's own session: the same session (startSession), last login and connection log row as a
 * password login, the row saying « fournisseur d'identité ».
 */
export const PROVIDER_CALLBACK_PATH = '/api/identity/oidc/callback';
export const LOGOUT_INCOMPLETE_PATH = '/api/identity/oidc/deconnexion-incomplete';

/** The request's client's provider, or null when the client logs in with passwords. */
export async function requestProvider(request: FastifyRequest): Promise<ProviderSettings | null> {
  const { db, config } = request.server;
  return loadProviderSettings(db, await clientCodeOf(request), config.cookieSecret);
}

function rpOptions(request: FastifyRequest) {
  const { config } = request.server;
  return { timeoutMs: config.oidcTimeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS, now: config.now() };
}

/** The callback's address on the host the member is on: the session cookie is set there. */
function redirectUri(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${PROVIDER_CALLBACK_PATH}`;
}

/** The provider's authorization URL; the pending login (state, nonce, verifier) is kept for the callback. */
export async function beginProviderLogin(request: FastifyRequest, settings: ProviderSettings, callbackUrl: string | null): Promise<string> {
  const config = await providerConfiguration(settings, rpOptions(request));
  const start = await startAuthorization(config, settings, redirectUri(request));
  await savePendingLogin(
    request.server.db,
    start.state,
    request.sessionId,
    { clientCode: settings.clientCode, codeVerifier: start.codeVerifier, nonce: start.nonce, callbackUrl },
    request.server.config.now(),
  );
  return start.url;
}

/**
 * Checks the provider's answer and opens the session; returns where the browser goes next.
 * Any failure throws its French refusal before anything is written but the used state's removal.
 */
export async function completeProviderLogin(request: FastifyRequest, reply: FastifyReply, query: Record<string, string | undefined>): Promise<string> {
  const { db, config } = request.server;
  const settings = await requestProvider(request);
  if (!settings) throw oidcFailure('notConfigured');
  const state = query.state;
  const pending = state ? await takePendingLogin(db, state, request.sessionId, settings.clientCode, config.now()) : null;
  if (!pending || !state) throw oidcFailure(query.error === 'access_denied' && state ? 'denied' : 'staleState');
  const rpConfig = await providerConfiguration(settings, rpOptions(request));
  const current = new URL(`${redirectUri(request)}?${new URLSearchParams(query as Record<string, string>).toString()}`);
  const identity = await finishAuthorization(rpConfig, current, { state, nonce: pending.nonce, codeVerifier: pending.codeVerifier });
  const now = config.now();
  const userId = await accountFor(db, settings, identity, now);
  await recordLastLogin(db, userId, now);
  await startSession(request, reply, userId, db);
  await rememberIdToken(db, request.sessionId, settings.clientCode, identity.idToken);
  const user = await findUserById(db, userId);
  await writeConnectionLog(request, { success: true, motif: 'fournisseur', identifier: user?.user_name ?? '', userId });
  request.log.info({ userId }, 'login through the identity provider');
  return pending.callbackUrl ?? '/';
}

/**
 * Where the browser goes after the portal's logout: the provider's end-session endpoint when the
 * session came from it (so its session does not stay open), else null. Read before the session ends.
 */
export async function providerLogoutUrl(request: FastifyRequest): Promise<string | null> {
  const session = await idTokenOf(request.server.db, request.sessionId);
  if (!session) return null;
  const settings = await requestProvider(request);
  if (!settings || settings.clientCode !== session.clientCode) return null;
  const rpConfig = await providerConfiguration(settings, rpOptions(request));
  return endSessionUrl(rpConfig, session.idToken, settings.postLogoutRedirect);
}
