import { describe, expect, it } from 'vitest';
import { fillText, readPath, referenceOf, resolveValue, resolveValues, VALUE_SOURCES, withQuery, type ValueScope } from '../../../src/language/values';

const scope: ValueScope = {
  query: { code: 'abc', userId: 'u1', callbackUrl: '/contrats' },
  params: { url: 'https%3A%2F%2Fexample.fr', pageName: 'cgu' },
  user: { roles: ['User'], email: 'camille@demo.fr' },
  contrat: { numeroContrat: 'C-001', etat: 'Actif' },
  item: { montant: 12.5, beneficiaire: { prenom: 'Léa' } },
  reads: { contrats: [{ numeroContrat: 'C-001', etat: 'Actif' }], adherent: { nom: 'Martin' } },
  check: { status: 'ok', data: { createdByAdmin: true } },
  config: { registerAttemptNumber: 3, nested: { a: 1 } },
  client: { code: 'demo', oidcExternalProvider: null },
  app: { production: true },
  data: { email: 'camille@demo.fr' },
  response: { currentUserName: 'c***@demo.fr', isUserAmfAuthorized: false },
};

describe('readPath', () => {
  it('reads dotted paths (array indexes too) and stops at missing steps', () => {
    expect(readPath({ a: { b: { c: 1 } } }, 'a.b.c')).toBe(1);
    expect(readPath({ a: [{ b: 2 }] }, 'a.0.b')).toBe(2);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
    expect(readPath('text', 'length')).toBeUndefined();
    expect(readPath({ a: 1 }, '')).toEqual({ a: 1 });
  });
});

describe('one value resolver', () => {
  it('takes each of the twelve sources from its place', () => {
    expect(VALUE_SOURCES).toHaveLength(12);
    expect(resolveValue({ $client: 'code' }, scope)).toBe('demo');
    expect(resolveValue({ $client: 'oidcExternalProvider' }, scope)).toBeNull();
    expect(resolveValue({ $app: 'production' }, scope)).toBe(true);
    expect(resolveValue({ $query: 'code' }, scope)).toBe('abc');
    expect(resolveValue({ $param: 'pageName' }, scope)).toBe('cgu');
    expect(resolveValue({ $user: 'roles.0' }, scope)).toBe('User');
    expect(resolveValue({ $contrat: 'numeroContrat' }, scope)).toBe('C-001');
    expect(resolveValue({ $item: 'beneficiaire.prenom' }, scope)).toBe('Léa');
    expect(resolveValue({ $read: 'contrats.0.etat' }, scope)).toBe('Actif');
    expect(resolveValue({ $read: 'adherent.nom' }, scope)).toBe('Martin');
    expect(resolveValue({ $check: 'data.createdByAdmin' }, scope)).toBe(true);
    expect(resolveValue({ $check: 'status' }, scope)).toBe('ok');
    expect(resolveValue({ $config: 'nested.a' }, scope)).toBe(1);
    expect(resolveValue({ $form: 'email' }, scope)).toBe('camille@demo.fr');
    expect(resolveValue({ $response: 'currentUserName' }, scope)).toBe('c***@demo.fr');
  });
  it('keeps literals and gives undefined for unknown references or missing scopes', () => {
    expect(resolveValue('ResetPassword', scope)).toBe('ResetPassword');
    expect(resolveValue(3, scope)).toBe(3);
    expect(resolveValue(null, scope)).toBeNull();
    expect(resolveValue(undefined, scope)).toBeUndefined();
    expect(resolveValue({ $other: 'x' } as never, scope)).toBeUndefined();
    expect(resolveValue({ $query: 'code' }, {})).toBeUndefined();
    expect(resolveValue({ $user: 'roles' }, { user: null })).toBeUndefined();
    expect(referenceOf({ $query: 'a', $param: 'b' })).toBeNull();
  });
  it('leaves out entries that resolve to nothing', () => {
    expect(resolveValues({ code: { $query: 'code' }, missing: { $query: 'nope' }, purpose: 'ResetPassword' }, scope)).toEqual({
      code: 'abc',
      purpose: 'ResetPassword',
    });
    expect(resolveValues(undefined, scope)).toEqual({});
  });
});

describe('text templates use the same sources', () => {
  it('fills {source.path} and leaves blanks for missing values', () => {
    expect(fillText('Votre identifiant actuel est {response.currentUserName} ; lien envoyé à {form.email}.', scope)).toBe(
      'Votre identifiant actuel est c***@demo.fr ; lien envoyé à camille@demo.fr.',
    );
    expect(fillText('Contrat {contrat.numeroContrat}, {item.montant} €, {read.adherent.nom}', scope)).toBe('Contrat C-001, 12.5 €, Martin');
    expect(fillText('[{response.telephone}]', scope)).toBe('[]');
    // The old spelling is no longer a template.
    expect(fillText('{$response.currentUserName} {unknown.x} {prenom}', scope)).toBe('{$response.currentUserName} {unknown.x} {prenom}');
  });
});

describe('withQuery (the old button "carry")', () => {
  it('adds the values that resolve, keeps the target query, skips empty ones', () => {
    expect(withQuery('/api/identity/login', { callbackUrl: { $query: 'callbackUrl' } }, scope)).toBe('/api/identity/login?callbackUrl=%2Fcontrats');
    expect(withQuery('/api/identity/login', { callbackUrl: { $query: 'callbackUrl' } }, { query: {} })).toBe('/api/identity/login');
    expect(withQuery('/register?a=1', { b: '', c: 2 }, scope)).toBe('/register?a=1&c=2');
    expect(withQuery('/x', undefined, scope)).toBe('/x');
  });
});
