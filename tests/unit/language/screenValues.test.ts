import { describe, expect, it } from 'vitest';
import { applyContextualUi, attemptsSpent, deepMerge, queryObject, safeHashRoute, validationToastsFor } from '../../../src/language/screenValues';

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

describe('applyContextualUi / deepMerge', () => {
  const ui = {
    nir: { 'ui:title': 'NIR' },
    'ui:contextual': [
      { when: { value: { $config: 'createAccountAuthMode' }, eq: 'all' }, ui: { nir: { 'ui:description': 'et' } } },
      { when: { value: { $config: 'createAccountAuthMode' }, in: ['oneOfTwo'] }, ui: { nir: { 'ui:description': 'ou' } } },
      { when: { feature: 'ribPrestationsActe' }, ui: { nir: { 'ui:help': 'RIB' } } },
    ],
  };
  it('merges the rules that apply and drops the rule list', () => {
    const off = () => false;
    expect(applyContextualUi(ui, { config: { createAccountAuthMode: 'all' }, feature: off })).toEqual({ nir: { 'ui:title': 'NIR', 'ui:description': 'et' } });
    expect(applyContextualUi(ui, { config: { createAccountAuthMode: 'oneOfTwo' }, feature: off })).toEqual({ nir: { 'ui:title': 'NIR', 'ui:description': 'ou' } });
    expect(applyContextualUi(ui, { config: { createAccountAuthMode: 'individual' }, feature: off })).toEqual({ nir: { 'ui:title': 'NIR' } });
    expect(applyContextualUi({ a: 1 }, {})).toEqual({ a: 1 });
  });
  it('evaluates feature rules for the current contract', () => {
    const feature = (keys: string) => keys === 'ribPrestationsActe';
    expect(applyContextualUi(ui, { config: { createAccountAuthMode: 'individual' }, feature })).toEqual({ nir: { 'ui:title': 'NIR', 'ui:help': 'RIB' } });
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
