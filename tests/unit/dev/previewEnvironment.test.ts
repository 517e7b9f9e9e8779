import { describe, expect, it } from 'vitest';
import { initialSwitches, previewEnvironment, PREVIEW_CONTRAT } from '../../../src/dev/previewEnvironment';
import { buildActeContext } from '../../../src/engine/formContext';
import { screenScope } from '../../../src/engine/ScreenData';
import { evaluateCondition } from '../../../src/language/conditions';
import type { PortalEnvironment } from '../../../src/engine/PortalContext';
import type { CatalogueEntry } from '../../../src/domain/acteCatalogue';

const env = {
  client: { fonctionnalites: { adresseActe: { isActivated: true } } },
  config: { createAccountAuthMode: 'all', isRegisterVerifyIban: true },
  user: null,
  contrat: null,
  production: false,
} as unknown as PortalEnvironment;

const entry: CatalogueEntry = {
  acte: 'adresse',
  titre: 'Adresse',
  version: 1,
  roles: ['User', 'Beneficiaire'],
  contractStates: ['eninstance', 'valide'],
  effect: 'demande',
  endpoints: [],
  modeGestion: null,
  ecrans: [],
  etapes: [],
  features: ['adresseActe'],
  reglages: [{ nom: 'createAccountAuthMode', type: 'enum' }, { nom: 'isRegisterVerifyIban', type: 'boolean' }],
  fonctionnalites: ['adresseActe'],
};

/** The preview's context switcher (#/dev/actes/<acte>): what $config, $user, $contrat and the form context read. */
describe('previewEnvironment', () => {
  it("starts from the portal's client, a role and a contract state the acte allows", () => {
    expect(initialSwitches(entry, env)).toEqual({
      authMode: 'all',
      role: 'User',
      etat: 'valide',
      modeGestion: 'automatique',
      reglages: { isRegisterVerifyIban: true },
      fonctionnalites: { adresseActe: true },
    });
  });

  it('puts the switched values where conditions and the form context read them', () => {
    const switched = previewEnvironment(env, { ...initialSwitches(entry, env), authMode: 'nir', role: 'Admin', reglages: { isRegisterVerifyIban: false }, fonctionnalites: { adresseActe: false } });
    const scope = screenScope(switched, { query: {}, params: {}, check: null });
    expect(evaluateCondition({ value: { $config: 'createAccountAuthMode' }, eq: 'nir' }, scope)).toBe(true);
    expect(evaluateCondition({ value: { $user: 'roles' }, eq: ['Admin'] }, scope)).toBe(true);
    expect(evaluateCondition({ value: { $contrat: 'numeroContrat' }, eq: PREVIEW_CONTRAT }, scope)).toBe(true);
    expect(evaluateCondition({ feature: 'adresseActe' }, scope)).toBe(false);
    expect(buildActeContext(switched)).toMatchObject({
      config: { createAccountAuthMode: 'nir', isRegisterVerifyIban: false },
      roles: ['Admin'],
      contrat: PREVIEW_CONTRAT,
      features: { adresseActe: false },
    });
  });

  it('an anonymous visitor without contract: no user, no contract', () => {
    const switched = previewEnvironment(env, { ...initialSwitches(entry, env), role: 'anonyme', etat: 'aucun' });
    expect(switched.user).toBeNull();
    expect(switched.contrat).toBeNull();
  });
});
