import type { Condition } from './screenTypes';
import { evaluateCondition, type ConditionScope } from './conditions';
import { readPath } from './values';

/**
 * Route and form helpers of screen files: the query of a hash route, safe return routes, the
 * attempt counter, contextual UI schemas, validation toasts. Values and conditions themselves
 * are values.ts and conditions.ts. Pure functions, unit-tested.
 */

/** The query of a hash route as a plain object. */
export function queryObject(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * Where to go back to after login (callbackUrl honoured, never an open redirect): only a
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

/** Attempt counter: spent when the server's counter reached the limit or it says so by code. */
export function attemptsSpent(
  error: { code?: string; body?: unknown },
  rule: { counter: string; lockedCode?: string },
  limit: unknown,
): boolean {
  if (rule.lockedCode && error.code === rule.lockedCode) return true;
  const count = readPath(error.body, rule.counter);
  return typeof count === 'number' && typeof limit === 'number' && limit > 0 && count >= limit;
}

/**
 * A UI schema may carry "ui:contextual": [{ "when": { "value": { "$config": "createAccountAuthMode" }, "eq": "all" }, "ui": {…} }]:
 * each rule whose condition holds (conditions.ts, with the form's scope) deep-merges its UI
 * schema. The data schema never changes (validators are precompiled); only labels, help texts
 * and widgets follow the client's configuration.
 */
export interface ContextualUiRule {
  when: Condition;
  ui: Record<string, unknown>;
}

export function applyContextualUi<T extends Record<string, unknown>>(uiSchema: T, scope: ConditionScope): T {
  const rules = uiSchema['ui:contextual'] as ContextualUiRule[] | undefined;
  const { 'ui:contextual': _rules, ...rest } = uiSchema;
  let out: Record<string, unknown> = rest;
  for (const rule of rules ?? []) {
    if (evaluateCondition(rule.when, scope)) out = deepMerge(out, rule.ui);
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
 * The toasts a refused submit raises (e.g. CGU missing → 'Blocage création compte…'): one per
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
