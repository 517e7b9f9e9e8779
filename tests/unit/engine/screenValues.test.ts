import { describe, expect, it } from 'vitest';
import {
  applyContextualUi, attemptsSpent, checkMatches, configMatches, deepMerge, fillText, queryObject, readPath, resolveValue,
  resolveValues, safeHashRoute, validationToastsFor,
} from '../../../src/engine/screenValues';

const scope = {
  query: { code: 'abc', userId: 'u1' },
  params: { url: 'https%3A%2F%2Fexample.fr' },
  check: { createdByAdmin: true },
  config: { registerAttemptNumber: 3, nested: { a: 1 } },
  data: { email: 'camille@demo.fr' },
  response: { currentUserName: 'c***@demo.fr', isUserAmfAuthorized: false },
};

describe('readPath', () => {
  it('reads dotted paths and stops at missing steps', () => {
    expect(readPath({ a: { b: { c: 1 } } }, 'a.b.c')).toBe(1);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
    expect(readPath('text', 'length')).toBeUndefined();
    expect(readPath({ a: 1 }, '')).toEqual({ a: 1 });
  });
});

describe('resolveValue / resolveValues', () => {
  it('takes each source from its place', () => {
    expect(resolveValue({ $query: 'code' }, scope)).toBe('abc');
    expect(resolveValue({ $param: 'url' }, scope)).toBe('https%3A%2F%2Fexample.fr');
    expect(resolveValue({ $check: 'createdByAdmin' }, scope)).toBe(true);
    expect(resolveValue({ $config: 'nested.a' }, scope)).toBe(1);
    expect(resolveValue({ $data: 'email' }, scope)).toBe('camille@demo.fr');
    expect(resolveValue({ $response: 'currentUserName' }, scope)).toBe('c***@demo.fr');
  });
  it('keeps literals and gives undefined for unknown references or missing scopes', () => {
    expect(resolveValue('ResetPassword', scope)).toBe('ResetPassword');
    expect(resolveValue(3, scope)).toBe(3);
    expect(resolveValue(undefined, scope)).toBeUndefined();
    expect(resolveValue({ $other: 'x' } as never, scope)).toBeUndefined();
    expect(resolveValue({ $query: 'code' }, {})).toBeUndefined();
  });
  it('leaves out entries that resolve to nothing', () => {
    expect(resolveValues({ code: { $query: 'code' }, missing: { $query: 'nope' }, purpose: 'ResetPassword' }, scope)).toEqual({
      code: 'abc',
      purpose: 'ResetPassword',
    });
    expect(resolveValues(undefined, scope)).toEqual({});
  });
});

describe('fillText', () => {
  it('fills known sources and leaves blanks for missing values', () => {
    expect(fillText('Votre identifiant actuel est {response.currentUserName} ; lien envoyé à {data.email}.', scope)).toBe(
      'Votre identifiant actuel est c***@demo.fr ; lien envoyé à camille@demo.fr.',
    );
    expect(fillText('[{response.telephone}]', scope)).toBe('[]');
    expect(fillText('{unknown.x} reste', scope)).toBe('{unknown.x} reste');
  });
});

describe('queryObject', () => {
  it('decodes the query of a hash route', () => {
    expect(queryObject('code=a%2Bb&userId=1')).toEqual({ code: 'a+b', userId: '1' });
    expect(queryObject('')).toEqual({});
  });
});

describe('safeHashRoute (no open redirect)', () => {
  it('accepts the portal routes in their three spellings', () => {
    expect(safeHashRoute('/contrats')).toBe('/contrats');
    expect(safeHashRoute('#/contrats')).toBe('/contrats');
    expect(safeHashRoute('/#/contrats?x=1')).toBe('/contrats?x=1');
  });
  it.each([
    'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a b', '/x\u0000', 'contrats', '', '/login',
    '/login?callbackUrl=/x', 42, null, `/${'a'.repeat(2001)}`,
  ])('refuses %s', (value) => {
    expect(safeHashRoute(value)).toBeNull();
  });
  it('keeps routes merely starting with login', () => {
    expect(safeHashRoute('/loginhelp')).toBe('/loginhelp');
  });
});

describe('attemptsSpent', () => {
  const rule = { counter: 'registerAttempts', lockedCode: 'RegisterAttemptsExceeded' };
  it('is spent at the limit or on the locked code', () => {
    expect(attemptsSpent({ body: { registerAttempts: 3 } }, rule, 3)).toBe(true);
    expect(attemptsSpent({ body: { registerAttempts: 2 } }, rule, 3)).toBe(false);
    expect(attemptsSpent({ code: 'RegisterAttemptsExceeded' }, rule, 3)).toBe(true);
  });
  it('never with no limit or no counter', () => {
    expect(attemptsSpent({ body: { registerAttempts: 9 } }, rule, 0)).toBe(false);
    expect(attemptsSpent({ body: { registerAttempts: 9 } }, rule, undefined)).toBe(false);
    expect(attemptsSpent({ body: {} }, { counter: 'registerAttempts' }, 3)).toBe(false);
  });
});

describe('configMatches', () => {
  const config = { createAccountAuthMode: 'nir', isRegisterVerifyIban: true };
  it('compares each key with a value or a list', () => {
    expect(configMatches(undefined, config)).toBe(true);
    expect(configMatches({ createAccountAuthMode: ['nir', 'all'] }, config)).toBe(true);
    expect(configMatches({ createAccountAuthMode: 'individual' }, config)).toBe(false);
    expect(configMatches({ createAccountAuthMode: 'nir', isRegisterVerifyIban: false }, config)).toBe(false);
  });
});

describe('checkMatches', () => {
  it('shows a block by the outcome of the screen check', () => {
    const ok = { status: 'ok', data: {} } as const;
    const already = { status: 'failed', code: 'AlreadyConfirmed', message: '' } as const;
    const invalid = { status: 'failed', code: 'InvalidToken', message: '' } as const;
    expect(checkMatches(undefined, null)).toBe(true);
    expect(checkMatches({ check: 'ok' }, { status: 'pending' })).toBe(false);
    expect(checkMatches({ check: 'ok' }, null)).toBe(false);
    expect(checkMatches({ check: 'ok' }, ok)).toBe(true);
    expect(checkMatches({ check: 'failed' }, ok)).toBe(false);
    expect(checkMatches({ check: 'failed', checkCode: 'AlreadyConfirmed' }, already)).toBe(true);
    expect(checkMatches({ check: 'failed', checkCode: 'AlreadyConfirmed' }, invalid)).toBe(false);
    expect(checkMatches({ check: 'failed', checkCodeNot: 'AlreadyConfirmed' }, invalid)).toBe(true);
    expect(checkMatches({ check: 'failed', checkCodeNot: 'AlreadyConfirmed' }, already)).toBe(false);
  });
});

describe('applyContextualUi / deepMerge', () => {
  const ui = {
    nir: { 'ui:title': 'NIR' },
    'ui:contextual': [
      { when: { 'config.createAccountAuthMode': 'all' }, ui: { nir: { 'ui:description': 'et' } } },
      { when: { 'config.createAccountAuthMode': ['oneOfTwo'] }, ui: { nir: { 'ui:description': 'ou' } } },
    ],
  };
  it('merges the rules that apply and drops the rule list', () => {
    expect(applyContextualUi(ui, { config: { createAccountAuthMode: 'all' } })).toEqual({ nir: { 'ui:title': 'NIR', 'ui:description': 'et' } });
    expect(applyContextualUi(ui, { config: { createAccountAuthMode: 'oneOfTwo' } })).toEqual({ nir: { 'ui:title': 'NIR', 'ui:description': 'ou' } });
    expect(applyContextualUi(ui, { config: { createAccountAuthMode: 'individual' } })).toEqual({ nir: { 'ui:title': 'NIR' } });
    expect(applyContextualUi({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
  it('deep-merges objects and replaces arrays and scalars', () => {
    const base = { a: { b: 1, c: [1] }, d: 1 };
    expect(deepMerge(base, { a: { c: [2] }, d: { e: 1 } })).toEqual({ a: { b: 1, c: [2] }, d: { e: 1 } });
    expect(base).toEqual({ a: { b: 1, c: [1] }, d: 1 });
  });
});

describe('validationToastsFor', () => {
  const toasts = { cgu: "Blocage création compte - absence d'acceptation des conditions d'utilisation du site" };
  it('raises the toast of each listed field at fault, once', () => {
    expect(validationToastsFor([{ property: '.cgu' }, { property: '.cgu' }, { property: '.nom' }], toasts)).toEqual([toasts.cgu]);
    expect(validationToastsFor([{ property: '.cgu.sub' }], toasts)).toEqual([toasts.cgu]);
    expect(validationToastsFor([{ property: '.nom' }, {}], toasts)).toEqual([]);
    expect(validationToastsFor([{ property: '.cgu' }], undefined)).toEqual([]);
  });
});
