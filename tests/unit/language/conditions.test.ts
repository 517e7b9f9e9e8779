import { describe, expect, it } from 'vitest';
import { evaluateCondition, failingPart, featureKeysOf, featureTest, optionsListed, type ConditionScope } from '../../../src/language/conditions';
import { screenScope, type CheckOutcome } from '../../../src/engine/ScreenData';
import type { Condition } from '../../../src/language/screenTypes';

const base: ConditionScope = {
  config: { createAccountAuthMode: 'nir', isRegisterVerifyIban: true },
  response: { isUserAmfAuthorized: true, isModeGestionManuel: false, code: 'InvalidToken', status: 400 },
};

describe('one condition language', () => {
  it('no condition → true', () => {
    expect(evaluateCondition(undefined, base)).toBe(true);
  });

  it('compares values: eq, ne, in, exists, truthy (every operator given must hold)', () => {
    const c = (when: Condition) => evaluateCondition(when, base);
    expect(c({ value: { $config: 'createAccountAuthMode' }, eq: 'nir' })).toBe(true);
    expect(c({ value: { $config: 'createAccountAuthMode' }, eq: 'all' })).toBe(false);
    expect(c({ value: { $config: 'createAccountAuthMode' }, ne: 'all' })).toBe(true);
    expect(c({ value: { $config: 'createAccountAuthMode' }, in: ['nir', 'all', 'oneOfTwo'] })).toBe(true);
    expect(c({ value: { $config: 'createAccountAuthMode' }, in: ['individual'] })).toBe(false);
    expect(c({ value: { $config: 'absent' }, exists: false })).toBe(true);
    expect(c({ value: { $config: 'absent' }, eq: null })).toBe(true);
    expect(c({ value: { $response: 'isUserAmfAuthorized' }, truthy: true })).toBe(true);
    expect(c({ value: { $response: 'isModeGestionManuel' }, truthy: true })).toBe(false);
    expect(c({ value: { $response: 'status' }, eq: 400, ne: 500 })).toBe(true);
    expect(c({ value: { $response: 'status' }, in: [400, 409], ne: 400 })).toBe(false);
  });

  it('combines with all / any / not', () => {
    const nir: Condition = { value: { $config: 'createAccountAuthMode' }, eq: 'nir' };
    const iban: Condition = { value: { $config: 'isRegisterVerifyIban' }, truthy: true };
    const no: Condition = { value: { $config: 'createAccountAuthMode' }, eq: 'all' };
    expect(evaluateCondition({ all: [nir, iban] }, base)).toBe(true);
    expect(evaluateCondition({ all: [nir, no] }, base)).toBe(false);
    expect(evaluateCondition({ any: [no, iban] }, base)).toBe(true);
    expect(evaluateCondition({ any: [no] }, base)).toBe(false);
    expect(evaluateCondition({ not: no }, base)).toBe(true);
    expect(evaluateCondition({ not: { any: [nir, no] } }, base)).toBe(false);
  });

  it('feature visibility for the current contract', () => {
    const fonctionnalites = {
      faq: { isActivated: false },
      ribPrestationsActe: { isActivated: true, isActivatedPerContract: { 'C-001': true, 'C-002': false } },
    };
    const onC1 = { feature: featureTest(fonctionnalites, 'C-001') };
    const onC2 = { feature: featureTest(fonctionnalites, 'C-002') };
    expect(evaluateCondition({ feature: 'ribPrestationsActe' }, onC1)).toBe(true);
    expect(evaluateCondition({ feature: 'ribPrestationsActe' }, onC2)).toBe(false);
    expect(evaluateCondition({ feature: 'faq' }, onC1)).toBe(false);
    expect(evaluateCondition({ feature: 'faq,ribPrestationsActe' }, onC1)).toBe(true);
    expect(evaluateCondition({ feature: 'pasConfiguree' }, onC2)).toBe(true);
  });
});

describe('block visibility on a screen (the former visibleIf, migrated)', () => {
  const client = { fonctionnalites: { creationCompteAutreActe: { isActivated: true }, faq: { isActivated: false } } } as never;
  const scopeOf = (user: { roles: string[] } | null, check: CheckOutcome | null = null) =>
    screenScope({ client, config: {} as never, user: user as never, contrat: null }, { query: {}, params: {}, check });
  const anonymous: Condition = { value: { $user: 'roles' }, exists: false };
  const authenticated: Condition = { value: { $user: 'roles' }, exists: true };

  it('follows the feature key and the logged-in state', () => {
    expect(evaluateCondition({ feature: 'faq' }, scopeOf(null))).toBe(false);
    expect(evaluateCondition({ feature: 'creationCompteAutreActe' }, scopeOf(null))).toBe(true);
    expect(evaluateCondition(anonymous, scopeOf(null))).toBe(true);
    expect(evaluateCondition(anonymous, scopeOf({ roles: ['User'] }))).toBe(false);
    expect(evaluateCondition(authenticated, scopeOf(null))).toBe(false);
    expect(evaluateCondition({ all: [{ feature: 'creationCompteAutreActe' }, anonymous] }, scopeOf({ roles: ['User'] }))).toBe(false);
  });

  it('follows the outcome of the screen check', () => {
    const ok: CheckOutcome = { status: 'ok', data: {} };
    const already: CheckOutcome = { status: 'failed', code: 'AlreadyConfirmed', message: '' };
    const invalid: CheckOutcome = { status: 'failed', code: 'InvalidToken', message: '' };
    const isOk: Condition = { value: { $check: 'status' }, eq: 'ok' };
    const failedNotAlready: Condition = { all: [{ value: { $check: 'status' }, eq: 'failed' }, { value: { $check: 'code' }, ne: 'AlreadyConfirmed' }] };
    expect(evaluateCondition(isOk, scopeOf(null, { status: 'pending' }))).toBe(false);
    expect(evaluateCondition(isOk, scopeOf(null, null))).toBe(false);
    expect(evaluateCondition(isOk, scopeOf(null, ok))).toBe(true);
    expect(evaluateCondition(failedNotAlready, scopeOf(null, invalid))).toBe(true);
    expect(evaluateCondition(failedNotAlready, scopeOf(null, already))).toBe(false);
    expect(evaluateCondition(failedNotAlready, scopeOf(null, ok))).toBe(false);
  });
});

describe('who may: access conditions of screens and manifests', () => {
  const access: Condition = {
    all: [
      { value: { $user: 'roles' }, in: ['User', 'Beneficiaire'] },
      { value: { $contrat: 'etat' }, in: ['eninstance', 'valide'] },
      { feature: 'adresseActe' },
    ],
  };
  const scope = (roles: string[] | null, etat: string | undefined, visible = true): ConditionScope => ({
    user: roles ? { roles } : null,
    contrat: etat ? { etat } : undefined,
    feature: () => visible,
  });

  it('`in` on a list value (the roles) holds when one element is among the options', () => {
    expect(evaluateCondition({ value: { $user: 'roles' }, in: ['Admin', 'User'] }, scope(['Beneficiaire', 'User'], undefined))).toBe(true);
    expect(evaluateCondition({ value: { $user: 'roles' }, in: ['Admin'] }, scope(['User'], undefined))).toBe(false);
    expect(evaluateCondition({ value: { $user: 'roles' }, in: ['Admin'] }, scope(null, undefined))).toBe(false);
  });

  it('the first failing part of the chain says why', () => {
    expect(failingPart(access, scope(['User'], 'valide'))).toBeNull();
    expect(failingPart(access, scope(['Admin'], 'valide'))).toEqual(access.all[0]);
    expect(failingPart(access, scope(['User'], 'resilie'))).toEqual(access.all[1]);
    expect(failingPart(access, scope(['User'], undefined))).toEqual(access.all[1]);
    expect(failingPart(access, scope(['User'], 'valide', false))).toEqual(access.all[2]);
    const either: Condition = { any: [{ feature: 'a' }, { feature: 'b' }] };
    expect(failingPart(either, { feature: () => false })).toBe(either);
  });

  it('lists the options and feature keys a condition names (catalogues, previews)', () => {
    expect(optionsListed(access, 'user', 'roles')).toEqual(['User', 'Beneficiaire']);
    expect(optionsListed(access, 'contrat', 'etat')).toEqual(['eninstance', 'valide']);
    expect(optionsListed({ feature: 'x' }, 'contrat', 'etat')).toBeNull();
    expect(featureKeysOf(access)).toEqual(['adresseActe']);
  });
});

describe('the screen scope names the client and the build', () => {
  it('so that a block’s `when` can test them like the screen’s access does', () => {
    const client = { code: 'demo', fonctionnalites: {}, oidcExternalProvider: 'keycloak' } as never;
    const scope = screenScope({ client, config: {} as never, user: null, contrat: null }, { query: {}, params: {}, check: null });
    expect(evaluateCondition({ value: { $client: 'oidcExternalProvider' }, truthy: true }, scope)).toBe(true);
    expect(evaluateCondition({ value: { $app: 'production' }, eq: true }, scope)).toBe(true);
    expect(evaluateCondition({ value: { $app: 'production' }, eq: false }, screenScope({ client, config: {} as never, user: null, contrat: null, production: false }, { query: {}, params: {}, check: null }))).toBe(true);
  });
});
