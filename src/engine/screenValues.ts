import type { ValueRef } from './screenTypes';

/**
 * Run-time values of screen files (see ValueRef in screenTypes.ts): where a value comes from,
 * text templates, and the outcome rules of a screen check. Pure functions, unit-tested.
 */
export interface ValueScope {
  query?: Record<string, string>;
  params?: Record<string, string | undefined>;
  check?: unknown;
  config?: Record<string, unknown>;
  data?: unknown;
  response?: unknown;
}

/** Reads a dotted path ('a.b.c') from a value; undefined when any step is missing. */
export function readPath(source: unknown, path: string): unknown {
  let node = source;
  for (const key of path.split('.').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const SOURCES = ['$query', '$param', '$check', '$config', '$data', '$response'] as const;

export function resolveValue(ref: ValueRef | undefined, scope: ValueScope): unknown {
  if (ref === null || typeof ref !== 'object') return ref;
  const source = SOURCES.find((key) => key in ref);
  if (!source) return undefined;
  const path = (ref as Record<string, string>)[source];
  switch (source) {
    case '$query':
      return scope.query?.[path];
    case '$param':
      return scope.params?.[path];
    case '$check':
      return readPath(scope.check, path);
    case '$config':
      return readPath(scope.config, path);
    case '$data':
      return readPath(scope.data, path);
    case '$response':
      return readPath(scope.response, path);
  }
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

/** '{response.currentUserName}' and '{data.email}' in a text take those values ('' when absent). */
export function fillText(template: string, scope: ValueScope): string {
  return template.replace(/\{(query|params|check|config|data|response)\.([A-Za-z0-9_.]+)\}/g, (_, source: keyof ValueScope, path: string) => {
    const value = readPath(scope[source], path);
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The query of a hash route as a plain object. */
export function queryObject(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * Where to go back to after login (spec: callbackUrl honoured, never an open redirect): only a
 * hash route of this portal — '/contrats', '#/contrats' or '/#/contrats'. Anything with a scheme,
 * a host ('//evil.example'), a backslash or a control character is refused (null).
 */
export function safeHashRoute(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (/[\s\\\u0000-\u001f]/.test(value)) return null;
  const route = value.replace(/^\/?#(?=\/)/, '');
  if (!route.startsWith('/') || route.startsWith('//')) return null;
  if (/^\/login(?:[/?]|$)/.test(route)) return null;
  return route;
}

/** Spec §4 attempt counter: spent when the server's counter reached the limit or it says so by code. */
export function attemptsSpent(
  error: { code?: string; body?: unknown },
  rule: { counter: string; lockedCode?: string },
  limit: unknown,
): boolean {
  if (rule.lockedCode && error.code === rule.lockedCode) return true;
  const count = readPath(error.body, rule.counter);
  return typeof count === 'number' && typeof limit === 'number' && limit > 0 && count >= limit;
}

/** Every key of the rule equals the configuration's value, or is one of the listed values. */
export function configMatches(rule: Record<string, unknown> | undefined, config: Record<string, unknown>): boolean {
  if (!rule) return true;
  return Object.entries(rule).every(([key, expected]) =>
    Array.isArray(expected) ? expected.includes(config[key]) : config[key] === expected,
  );
}

/** The outcome of a screen check, as blocks see it. */
export type CheckOutcome = { status: 'pending' } | { status: 'ok'; data: unknown } | { status: 'failed'; code?: string; message: string };

export function checkMatches(
  rule: { check?: 'ok' | 'failed'; checkCode?: string; checkCodeNot?: string } | undefined,
  outcome: CheckOutcome | null,
): boolean {
  if (!rule?.check) return true;
  if (!outcome || outcome.status === 'pending') return false;
  if (outcome.status !== rule.check) return false;
  if (outcome.status === 'failed') {
    if (rule.checkCode !== undefined && outcome.code !== rule.checkCode) return false;
    if (rule.checkCodeNot !== undefined && outcome.code === rule.checkCodeNot) return false;
  }
  return true;
}

/**
 * A UI schema may carry "ui:contextual": [{ "when": { "config.createAccountAuthMode": "all" }, "ui": {…} }]:
 * each rule whose paths (in the form context) equal the value — or one of the listed values —
 * deep-merges its UI schema. The data schema never changes (validators are precompiled); only
 * labels, help texts and widgets follow the client's configuration.
 */
export interface ContextualUiRule {
  when: Record<string, unknown>;
  ui: Record<string, unknown>;
}

export function applyContextualUi<T extends Record<string, unknown>>(uiSchema: T, context: unknown): T {
  const rules = uiSchema['ui:contextual'] as ContextualUiRule[] | undefined;
  const { 'ui:contextual': _rules, ...rest } = uiSchema;
  let out: Record<string, unknown> = rest;
  for (const rule of rules ?? []) {
    const applies = Object.entries(rule.when).every(([path, expected]) => {
      const actual = readPath(context, path);
      return Array.isArray(expected) ? expected.includes(actual) : actual === expected;
    });
    if (applies) out = deepMerge(out, rule.ui);
  }
  return out as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function deepMerge(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key] as Record<string, unknown>, value) : value;
  }
  return out;
}

/**
 * The toasts a refused submit raises (spec §5: CGU missing → 'Blocage création compte…'): one per
 * listed top-level field that has an error, each text once. RJSF names a field's error by its
 * property ('.cgu', or '.consentements.0' below it).
 */
export function validationToastsFor(errors: { property?: string }[], toasts: Record<string, string> | undefined): string[] {
  if (!toasts) return [];
  const out = new Set<string>();
  for (const error of errors) {
    const field = error.property?.replace(/^\./, '').split(/[.[]/)[0];
    if (field && Object.hasOwn(toasts, field)) out.add(toasts[field]);
  }
  return [...out];
}
