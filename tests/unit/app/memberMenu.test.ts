import { describe, expect, it } from 'vitest';
import { memberMenu } from '../../../src/app/memberMenu';
import type { RegisteredScreen } from '../../../src/engine/registries/screens';
import type { GuardEnvironment } from '../../../src/engine/guards';

// The header's navigation is the screen files' `menu` entries the visitor may open.
const screen = (route: string, extra: Partial<RegisteredScreen> = {}): RegisteredScreen => ({
  route,
  file: `screens/${route || 'landing'}.screen.json`,
  pattern: `/${route}`,
  ...extra,
});

const client = { fonctionnalites: { documents: { isActivated: true, isActivatedPerContract: { C1: true, C2: false } } }, oidcExternalProvider: null };
const env = (roles: string[] | null, contrat: string | null = 'C1'): GuardEnvironment => ({
  client: client as unknown as GuardEnvironment['client'],
  user: roles ? { roles: roles as never } : null,
  contrat,
  route: '/accueil',
  production: true,
});

const screens = [
  screen('', { access: { value: { $user: 'roles' }, exists: false } }),
  screen('profil', { menu: { label: 'Mon profil', order: 50 }, access: { value: { $user: 'roles' }, in: ['User'] } }),
  screen('accueil', { menu: { label: 'Accueil', order: 10 }, access: { value: { $user: 'roles' }, in: ['User', 'Beneficiaire'] } }),
  screen('documents', { menu: { label: 'Mes documents', order: 40 }, access: { all: [{ value: { $user: 'roles' }, in: ['User'] }, { feature: 'documents' }] } }),
  screen('contrats/:numero', { menu: { label: 'Détail', order: 20 }, access: { value: { $user: 'roles' }, in: ['User'] } }),
  screen('admin', { menu: { label: 'Administration', order: 5 }, access: { value: { $user: 'roles' }, in: ['Admin'] } }),
];

describe('memberMenu', () => {
  it('lists the menu screens the guards allow, by order', () => {
    expect(memberMenu(screens, env(['User']))).toEqual([
      { label: 'Accueil', to: '/accueil' },
      { label: 'Mes documents', to: '/documents' },
      { label: 'Mon profil', to: '/profil' },
    ]);
  });

  it('leaves out what the role or the current contract does not allow', () => {
    expect(memberMenu(screens, env(['Beneficiaire'])).map((entry) => entry.label)).toEqual(['Accueil']);
    expect(memberMenu(screens, env(['User'], 'C2')).map((entry) => entry.label)).toEqual(['Accueil', 'Mon profil']);
    expect(memberMenu(screens, env(null))).toEqual([]);
  });

  it('carries the number a menu entry shows beside its label', () => {
    const count = { resource: 'notification', key: 'nonLues', one: 'non lue', other: 'non lues' };
    const withCount = [...screens, screen('notifications', { menu: { label: 'Notifications', order: 70, count }, access: { value: { $user: 'roles' }, in: ['User'] } })];
    expect(memberMenu(withCount, env(['User'])).at(-1)).toEqual({ label: 'Notifications', to: '/notifications', count });
  });

  it('never lists a route that needs a parameter', () => {
    expect(memberMenu(screens, env(['User'])).some((entry) => entry.to.includes(':'))).toBe(false);
  });
});
