import type { ValueRef } from './screenTypes';
import { fillPlaceholdersWith, placeholdersIn } from './placeholders';

/**
 * The one value language of screen files (DESIGN.md): every value a block, a call or a text
 * template takes at run time is a literal or `{ "$source": "dotted.path" }`, resolved here and
 * nowhere else. Pure functions, unit-tested (tests/unit/language/values.test.ts).
 *
 * | reference                      | reads                                                        |
 * |--------------------------------|--------------------------------------------------------------|
 * | `{ "$query": "code" }`         | a query parameter of the hash route                          |
 * | `{ "$param": "pageName" }`     | a path parameter of the route ('page/:pageName')             |
 * | `{ "$user": "roles" }`         | the current user (null when anonymous)                       |
 * | `{ "$contrat": "numeroContrat" }` | the current contract                                      |
 * | `{ "$item": "montant" }`       | the row a block was opened from (lists, dialogs)             |
 * | `{ "$read": "contrats.0.etat" }` | a named read of the screen: its name, then the path        |
 * | `{ "$config": "passwordRequiredLength" }` | the client configuration                          |
 * | `{ "$client": "oidcExternalProvider" }` | the current client (code, external identity provider) |
 * | `{ "$app": "production" }`     | the running build: `production` (developer screens are off)  |
 * | `{ "$form": "email" }`         | the form's data                                              |
 * | `{ "$response": "currentUserName" }` | the answers of the form's calls so far (or the refused answer in onError) |
 * | `{ "$check": "data.createdByAdmin" }` | the screen check's outcome: status ('pending', 'ok', 'failed'), code, message, data |
 *
 * Texts name the same values with the one placeholder syntax (placeholders.ts), the source then
 * the path: 'Votre identifiant actuel est {response.currentUserName}.' (`$data` is Ajv's, in
 * `.schema.json` files only: a JSON Pointer there; here every path is dotted.)
 */
export interface ValueScope {
  query?: Record<string, string>;
  params?: Record<string, string | undefined>;
  user?: unknown;
  contrat?: unknown;
  item?: unknown;
  /** Named reads of the screen, by name (the data blocks feed them). */
  reads?: Record<string, unknown>;
  config?: unknown;
  client?: unknown;
  app?: unknown;
  /** The form's data (`$form`). */
  data?: unknown;
  response?: unknown;
  check?: unknown;
}

export const VALUE_SOURCES = ['query', 'param', 'user', 'contrat', 'item', 'read', 'config', 'client', 'app', 'form', 'response', 'check'] as const;
export type ValueSource = (typeof VALUE_SOURCES)[number];

/** What each `$source` reads in the scope ('param' → scope.params, 'read' → scope.reads). */
const SCOPE_KEY: Record<ValueSource, keyof ValueScope> = {
  query: 'query',
  param: 'params',
  user: 'user',
  contrat: 'contrat',
  item: 'item',
  read: 'reads',
  config: 'config',
  client: 'client',
  app: 'app',
  form: 'data',
  response: 'response',
  check: 'check',
};

/** Reads a dotted path ('a.b.c', '0.etat') from a value; undefined when any step is missing. */
export function readPath(source: unknown, path: string): unknown {
  let node = source;
  for (const key of path.split('.').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The source a reference names, or null for a literal. */
export function referenceOf(ref: unknown): { source: ValueSource; path: string } | null {
  if (ref === null || typeof ref !== 'object' || Array.isArray(ref)) return null;
  const keys = Object.keys(ref);
  if (keys.length !== 1 || !keys[0].startsWith('$')) return null;
  const source = keys[0].slice(1) as ValueSource;
  const path = (ref as Record<string, unknown>)[keys[0]];
  return VALUE_SOURCES.includes(source) && typeof path === 'string' ? { source, path } : null;
}

export function readSource(source: ValueSource, path: string, scope: ValueScope): unknown {
  return readPath(scope[SCOPE_KEY[source]], path);
}

/** A literal stays itself; a reference is read from the scope (undefined when absent or unknown). */
export function resolveValue(ref: ValueRef | undefined, scope: ValueScope): unknown {
  if (ref === null || typeof ref !== 'object') return ref;
  const reference = referenceOf(ref);
  return reference ? readSource(reference.source, reference.path, scope) : undefined;
}

/** Resolves every entry; entries that resolve to undefined are left out. */
export function resolveValues(refs: Record<string, ValueRef> | undefined, scope: ValueScope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, ref] of Object.entries(refs ?? {})) {
    const value = resolveValue(ref, scope);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** '{response.currentUserName}' and '{form.email}' in a text take those values ('' when absent); other braces stay. */
export function fillText(template: string, scope: ValueScope): string {
  return fillPlaceholdersWith(template, (name) => {
    const [source, ...path] = name.split('.');
    if (!(VALUE_SOURCES as readonly string[]).includes(source) || path.length === 0) return undefined;
    const value = readSource(source as ValueSource, path.join('.'), scope);
    return value === undefined || value === null ? '' : String(value);
  });
}

/** Whether a text names a value (worth filling). */
export const namesValues = (text: string): boolean => placeholdersIn(text).some((name) => name.includes('.'));

/**
 * A target ('/api/identity/login', '/register?x=1') with query parameters added from values;
 * those that resolve to nothing or '' are left out (the landing's callbackUrl when there is none).
 */
export function withQuery(target: string, refs: Record<string, ValueRef> | undefined, scope: ValueScope): string {
  const values = resolveValues(refs, scope);
  const [path, query = ''] = target.split('?');
  const out = new URLSearchParams(query);
  for (const [name, value] of Object.entries(values)) {
    if (value !== null && value !== '') out.set(name, String(value));
  }
  const search = out.toString();
  return search ? `${path}?${search}` : path;
}
