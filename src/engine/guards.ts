import type { CurrentClient, CurrentUser } from '../api/types';
import { isFeatureVisible } from './featureVisibility';
import type { ScreenGuards } from './screenTypes';
import { safeHashRoute } from './screenValues';

/** Where a logged-in visitor starts (issue 12 item 4): the member home. */
export const MEMBER_HOME = '/accueil';

/** Where back-office staff start (spec §6, issue 19 item 9). */
export const ADMIN_HOME = '/admin';

/**
 * The home of a logged-in visitor: spec §6 "a BackEndUser without contract goes to /admin". A
 * back-office user who is also a member (User, Beneficiaire) has contracts: the member home,
 * even before the contracts have loaded (the contracts gate sends the others on if need be).
 */
export function homeOf(user: Pick<CurrentUser, 'roles'>, contrat: string | null): string {
  const member = user.roles.some((role) => role === 'User' || role === 'Beneficiaire');
  return user.roles.includes('BackEndUser') && !member && !contrat ? ADMIN_HOME : MEMBER_HOME;
}

export interface GuardEnvironment {
  client: Pick<CurrentClient, 'fonctionnalites' | 'oidcExternalProvider'>;
  user: Pick<CurrentUser, 'roles'> | null;
  /** The current user is being read again (just after a login): no user yet does not mean logged out. */
  userPending?: boolean;
  contrat: string | null;
  /** The current hash route, to come back after login. */
  route: string;
  /** The route's query parameters (`callbackUrl` for a visitor already logged in). */
  query?: Record<string, string>;
  production: boolean;
}

export type GuardDecision =
  | { allow: true }
  /** Go to another hash route. */
  | { allow: false; redirect: string }
  /** Leave the portal for the identity provider's login (external OIDC). */
  | { allow: false; externalLogin: true }
  /** Not known yet: the current user is being read (show a loader, decide on the answer). */
  | { allow: false; pending: true };

/**
 * Decides whether a screen may show (spec §2, §6). Order matters: a logged-in visitor leaves the
 * anonymous-only screens first, then comes the external-provider block (those clients have no
 * public area), the developer-only switch, roles, and the feature access key.
 */
export function evaluateGuards(guards: ScreenGuards | undefined, env: GuardEnvironment): GuardDecision {
  if (!guards) return { allow: true };
  // Landing, login, register mean nothing once logged in: straight to where the visitor was going
  // (before the external-provider block, which only concerns anonymous visitors).
  if (guards.anonymousOnly && env.user) return { allow: false, redirect: safeHashRoute(env.query?.callbackUrl) ?? homeOf(env.user, env.contrat) };
  if (guards.blockOnExternalProvider && env.client.oidcExternalProvider) return { allow: false, externalLogin: true };
  if (guards.devOnly && env.production) return { allow: false, redirect: '/' };
  if (guards.roles && guards.roles.length > 0) {
    // Right after a login the page arrives before the fresh user: sending it back to the login
    // screen would bounce (and mount the form twice, spending a lost session's draft).
    if (!env.user && env.userPending) return { allow: false, pending: true };
    if (!env.user) return { allow: false, redirect: `/login?callbackUrl=${encodeURIComponent(env.route)}` };
    if (!env.user.roles.some((role) => guards.roles!.includes(role))) return { allow: false, redirect: '/' };
  }
  if (guards.access && !isFeatureVisible(env.client.fonctionnalites, guards.access.key, env.contrat)) {
    return { allow: false, redirect: guards.access.redirect ?? '/' };
  }
  return { allow: true };
}
