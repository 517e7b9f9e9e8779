import { describe, expect, it } from 'vitest';
import { evaluateGuards, type GuardEnvironment } from '../../../src/engine/guards';
import type { Condition } from '../../../src/language/screenTypes';
import { guardCondition } from '../../../scripts/migrateFileLanguage';

/** The old guards, as the migration writes them into the screen's `access` condition: the same decisions must follow. */
const g = (guards: Record<string, unknown>) => (Object.keys(guards).length ? (guardCondition(guards as never) as unknown as Condition) : undefined);

const env = (over: Partial<GuardEnvironment> = {}): GuardEnvironment => ({
  client: { fonctionnalites: { creationCompteAutreActe: { isActivated: true }, faq: { isActivated: false } }, oidcExternalProvider: null },
  user: null,
  contrat: null,
  route: '/here',
  production: true,
  ...over,
});

describe('screen guards', () => {
  it('anonymousOnly: a logged-in visitor goes to a safe callbackUrl, else the member home', () => {
    const user = { roles: ['User' as const] };
    expect(evaluateGuards(g({ anonymousOnly: true }), env())).toEqual({ allow: true });
    expect(evaluateGuards(g({ anonymousOnly: true }), env({ user }))).toEqual({ allow: false, redirect: '/accueil' });
    // An external-provider client's landing sends its logged-in members home, not to the provider again.
    const oidc = { fonctionnalites: {}, oidcExternalProvider: 'keycloak' };
    expect(evaluateGuards(g({ anonymousOnly: true, blockOnExternalProvider: true }), env({ user, client: oidc }))).toEqual({ allow: false, redirect: '/accueil' });
    expect(evaluateGuards(g({ anonymousOnly: true }), env({ user, query: { callbackUrl: '/communication-mail' } }))).toEqual({ allow: false, redirect: '/communication-mail' });
    for (const callbackUrl of ['//evil.example', 'https://evil.example/', 'javascript:alert(1)', '/login']) {
      expect(evaluateGuards(g({ anonymousOnly: true }), env({ user, query: { callbackUrl } }))).toEqual({ allow: false, redirect: '/accueil' });
    }
  });

  it('anonymousOnly: staff without a member role go to the back office (administrator, gestionnaire, consultant)', () => {
    const gestion = { roles: ['BackEndUser' as const] };
    expect(evaluateGuards(g({ anonymousOnly: true }), env({ user: gestion }))).toEqual({ allow: false, redirect: '/admin' });
    // A contract left in the browser by an earlier member does not make staff a member.
    expect(evaluateGuards(g({ anonymousOnly: true }), env({ user: gestion, contrat: 'DEMO1001' }))).toEqual({ allow: false, redirect: '/admin' });
    // Also a member: the member home; a callbackUrl still wins.
    expect(evaluateGuards(g({ anonymousOnly: true }), env({ user: { roles: ['BackEndUser', 'User'] } }))).toEqual({ allow: false, redirect: '/accueil' });
    expect(evaluateGuards(g({ anonymousOnly: true }), env({ user: gestion, query: { callbackUrl: '/admin/droits' } }))).toEqual({ allow: false, redirect: '/admin/droits' });
    expect(evaluateGuards(g({ anonymousOnly: true }), env({ user: { roles: ['Admin'] } }))).toEqual({ allow: false, redirect: '/admin' });
    expect(evaluateGuards(g({ anonymousOnly: true }), env({ user: { roles: ['Consultant'] } }))).toEqual({ allow: false, redirect: '/admin' });
    expect(evaluateGuards(g({ anonymousOnly: true }), env({ user: { roles: ['Admin', 'Beneficiaire'] } }))).toEqual({ allow: false, redirect: '/accueil' });
  });

  it('no guard → allowed', () => {
    expect(evaluateGuards(undefined, env())).toEqual({ allow: true });
  });

  it('external OIDC provider blocks public routes and sends to the provider login', () => {
    const oidc = env({ client: { fonctionnalites: {}, oidcExternalProvider: 'keycloak' } });
    expect(evaluateGuards(g({ blockOnExternalProvider: true }), oidc)).toEqual({ allow: false, externalLogin: true });
    expect(evaluateGuards(g({ blockOnExternalProvider: true }), env())).toEqual({ allow: true });
    expect(evaluateGuards(g({}), oidc)).toEqual({ allow: true });
    // A member screen, anonymous: the provider's login, coming back to the screen.
    expect(evaluateGuards(g({ roles: ['User'] }), oidc)).toEqual({ allow: false, externalLogin: true, callbackUrl: '/here' });
  });

  it('access key: allowed when visible, else the home', () => {
    expect(evaluateGuards(g({ access: { key: 'creationCompteAutreActe' } }), env())).toEqual({ allow: true });
    expect(evaluateGuards(g({ access: { key: 'faq' } }), env())).toEqual({ allow: false, redirect: '/' });
    expect(evaluateGuards(g({ access: { key: 'notConfigured' } }), env())).toEqual({ allow: true });
  });

  it('roles: anonymous → login with callback; wrong role → home; right role → allowed', () => {
    expect(evaluateGuards(g({ roles: ['Admin'] }), env())).toEqual({ allow: false, redirect: '/login?callbackUrl=%2Fhere' });
    expect(evaluateGuards(g({ roles: ['Admin'] }), env({ user: { roles: ['User'] } }))).toEqual({ allow: false, redirect: '/' });
    expect(evaluateGuards(g({ roles: ['Admin', 'BackEndUser'] }), env({ user: { roles: ['BackEndUser'] } }))).toEqual({ allow: true });
    // Just after a login the user is being read again: wait for it rather than bounce to the login screen.
    expect(evaluateGuards(g({ roles: ['Admin'] }), env({ userPending: true }))).toEqual({ allow: false, pending: true });
    expect(evaluateGuards(g({ roles: ['Admin'] }), env({ user: { roles: ['Admin'] }, userPending: true }))).toEqual({ allow: true });
  });

  it('developer screens only outside production', () => {
    expect(evaluateGuards(g({ devOnly: true }), env())).toEqual({ allow: false, redirect: '/' });
    expect(evaluateGuards(g({ devOnly: true }), env({ production: false }))).toEqual({ allow: true });
  });

  it('the OIDC block wins over every other guard', () => {
    const oidc = env({ client: { fonctionnalites: { faq: { isActivated: false } }, oidcExternalProvider: 'x' } });
    expect(evaluateGuards(g({ blockOnExternalProvider: true, access: { key: 'faq' } }), oidc)).toEqual({ allow: false, externalLogin: true });
  });
});
