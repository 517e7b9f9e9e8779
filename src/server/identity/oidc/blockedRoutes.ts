import type { FastifyRequest } from 'fastify';
import { clientCodeOf } from '../../clientHost';
import { oidcFailure } from './messages';
import { clientHasProvider } from './providerSettings';

/**
 * The public account routes a client with its own identity provider closes: its members' accounts
 * are the provider's (no self-registration, activation, e-mail confirmation, forgotten password or
 * identifier, password reset). The browser hides the same screens (their `access` reads the
 * client's `oidcExternalProvider`); the server refuses them whatever the page does.
 */
export const ROUTES_CLOSED_WITH_PROVIDER: ReadonlySet<string> = new Set([
  '/api/identity/register',
  '/api/identity/register-attempts',
  '/api/identity/check-token',
  '/api/identity/activate-user',
  '/api/identity/confirm-email',
  '/api/identity/relance-activation',
  '/api/identity/forgot-password',
  '/api/identity/reset-password',
  '/api/identity/pre-forgot-username',
  '/api/identity/forgot-username',
]);

/** onRequest hook: 403 with the French refusal when the route is closed and the request's client uses a provider. */
export async function refuseClosedRoute(request: FastifyRequest): Promise<void> {
  if (!ROUTES_CLOSED_WITH_PROVIDER.has(request.routeOptions.url ?? '')) return;
  if (await clientHasProvider(request.server.db, await clientCodeOf(request))) throw oidcFailure('blockedRoute');
}
