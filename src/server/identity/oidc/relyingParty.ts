import * as client from 'openid-client';
import { createHash } from 'node:crypto';
import type { ProviderSettings } from './providerSettings';
import { oidcFailure } from './messages';

/**
 * The relying party, by openid-client: discovery from the issuer's
 * /.well-known/openid-configuration, authorization code with PKCE, state and nonce, the checks of
 * the ID token (signature by the issuer's JWKS, issuer, audience, expiry, nonce) and the logout URL.
 *
 * A discovered configuration is kept an hour per provider setting: openid-client caches the JWKS
 * in it and fetches it again when a token names an unknown key id. The cache only saves requests:
 * another instance discovers on its own.
 */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Longest wait for the provider (discovery, keys, token): past it the member is told it does not answer. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 5000;

interface Cached {
  at: number;
  config: Promise<client.Configuration>;
}
const discovered = new Map<string, Cached>();

/** Plain HTTP is accepted for a provider on this machine only (the demo, the tests). */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export interface RelyingPartyOptions {
  timeoutMs: number;
  /** The portal's clock: the ID token's dates are checked against it. */
  now: Date;
}

/**
 * The configuration of a client's provider; throws the « ne répond pas » failure when the
 * provider cannot be reached in time, nothing being written.
 */
export async function providerConfiguration(settings: ProviderSettings, options: RelyingPartyOptions): Promise<client.Configuration> {
  // The portal's clock may differ from this process's (tests move it): the library checks dates against it.
  const skew = Math.round((options.now.getTime() - Date.now()) / 1000);
  const key = createHash('sha256')
    .update(JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret, skew, options.timeoutMs]))
    .digest('hex');
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const issuer = new URL(settings.issuer);
  const config = client
    .discovery(
      issuer,
      settings.clientId,
      { ...(settings.clientSecret ? { client_secret: settings.clientSecret } : {}), [client.clockSkew]: skew },
      settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
      { timeout: Math.max(1, Math.ceil(options.timeoutMs / 1000)), ...(isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {}) },
    )
    .catch((error: unknown) => {
      discovered.delete(key);
      throw error;
    });
  discovered.set(key, { at: Date.now(), config });
  try {
    return await config;
  } catch {
    throw oidcFailure('unavailable');
  }
}

/** Forgets the discovered configurations (a provider's setting changed). */
export function forgetDiscoveries(): void {
  discovered.clear();
}

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function startAuthorization(config: client.Configuration, settings: ProviderSettings, redirectUri: string): Promise<AuthorizationStart> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: settings.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  claims: Record<string, unknown>;
  idToken: string;
}

/**
 * Exchanges the code and checks the ID token; every refusal becomes one of the French failures:
 * the provider not answering, the member's refusal, a response that does not check out, the clocks.
 */
export async function finishAuthorization(
  config: client.Configuration,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<ProviderIdentity> {
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw oidcFailure(failureKindOf(error));
  }
  const claims = tokens.claims();
  if (!claims || !tokens.id_token) throw oidcFailure('invalid');
  return { issuer: String(claims.iss), subject: String(claims.sub), claims: { ...claims }, idToken: tokens.id_token };
}

function failureKindOf(error: unknown): 'unavailable' | 'denied' | 'invalid' | 'clock' {
  if (error instanceof client.AuthorizationResponseError) return error.error === 'access_denied' ? 'denied' : 'invalid';
  const code = (error as { code?: unknown }).code;
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return 'clock';
  if (isUnreachable(error)) return 'unavailable';
  return 'invalid';
}

/** A network failure or a timeout, however deep the library wrapped it. */
function isUnreachable(error: unknown): boolean {
  for (let cause = error as { name?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; cause && depth < 5; cause = cause.cause as typeof cause, depth++) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return true;
    if (typeof cause.message === 'string' && /fetch failed|ECONNREFUSED|ECONNRESET|ETIMEDOUT/.test(cause.message)) return true;
    if ((cause as { code?: unknown }).code === 'ECONNREFUSED') return true;
  }
  return false;
}

/** Where the browser goes to end the provider's session too; null when the provider has no logout endpoint. */
export function endSessionUrl(config: client.Configuration, idToken: string, postLogoutRedirect: string | null): string | null {
  if (!config.serverMetadata().end_session_endpoint) return null;
  return client.buildEndSessionUrl(config, {
    id_token_hint: idToken,
    ...(postLogoutRedirect ? { post_logout_redirect_uri: postLogoutRedirect } : {}),
  }).href;
}
