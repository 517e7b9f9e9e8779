import type { CurrentClient, CurrentUser } from '../api/types';
import { isFeatureVisible } from '../language/featureVisibility';
import type { Condition } from '../language/screenTypes';
import { conditionParts, failingPart, reads, sourceOf } from '../language/conditions';
import { safeHashRoute } from '../language/screenValues';
import { MEMBER_ROLES, STAFF_ROLES } from '../language/roles';

/** Where a logged-in visitor starts: the member home. */
export const MEMBER_HOME = '/accueil';

/** Where back-office staff start. */
export const ADMIN_HOME = '/admin';


/** Whether these roles reach the member area (staff who are not also members do not). */
export function isMemberAccount(user: Pick<CurrentUser, 'roles'>): boolean {
  return user.roles.some((role) => (MEMBER_ROLES as readonly string[]).includes(role));
}

/**
 * The home of a logged-in visitor: staff (administrator, gestionnaire, consultant) without a
 * member role have no contract, so the back office; anyone with a member role starts on the
 * member home, even before the contracts have loaded (staff who are also members reach the back
 * office from the menu).
 */
export function homeOf(user: Pick<CurrentUser, 'roles'>): string {
  return user.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role)) && !isMemberAccount(user) ? ADMIN_HOME : MEMBER_HOME;
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
  /** Leave the portal for the identity provider's login (external OIDC), coming back to `callbackUrl`. */
  | { allow: false; externalLogin: true; callbackUrl?: string }
  /** Not known yet: the current user is being read (show a loader, decide on the answer). */
  | { allow: false; pending: true };

/**
 * Decides whether a screen may show: its `access` condition (the one condition language) holds
 * for this visitor, or the first part that fails says where to go — a logged-in visitor leaves the
 * anonymous-only screens for where he was going, a client with an external identity provider
 * sends anonymous visitors to it (those clients have no public area), an anonymous visitor on a
 * screen that needs a role goes to the login and comes back, anything else goes to the home.
 */
export function evaluateGuards(access: Condition | undefined, env: GuardEnvironment): GuardDecision {
  const failing = failingPart(access, {
    user: env.user,
    client: env.client,
    app: { production: env.production },
    query: env.query,
    feature: (key) => isFeatureVisible(env.client.fonctionnalites, key, env.contrat),
  });
  if (!failing) return { allow: true };
  if (sourceOf(failing) === 'user') {
    // Landing, login, register mean nothing once logged in: straight to where the visitor was going.
    if (env.user) return 'exists' in failing && failing.exists === false ? { allow: false, redirect: safeHashRoute(env.query?.callbackUrl) ?? homeOf(env.user) } : { allow: false, redirect: '/' };
    // Right after a login the page arrives before the fresh user: sending it back to the login
    // screen would bounce (and mount the form twice, spending a lost session's draft).
    if (env.userPending) return { allow: false, pending: true };
    // A client with its own identity provider logs its members in there, not on the password form.
    if (env.client.oidcExternalProvider) return { allow: false, externalLogin: true, callbackUrl: env.route };
    return { allow: false, redirect: `/login?callbackUrl=${encodeURIComponent(env.route)}` };
  }
  if (reads(failing, 'client', 'oidcExternalProvider')) return { allow: false, externalLogin: true };
  return { allow: false, redirect: '/' };
}

/** A developer screen: its access needs a build that is not the production one. */
export function isDeveloperScreen(access: Condition | undefined): boolean {
  return [...conditionParts(access)].some((part) => reads(part, 'app', 'production'));
}
