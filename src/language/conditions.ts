import type { Condition, ValueCondition } from './screenTypes';
import { referenceOf, resolveValue, type ValueScope } from './values';
import { isFeatureVisible } from './featureVisibility';
import type { Fonctionnalites } from '../generated/api/current-client';

/**
 * The one condition language of screen and acte files (src/language/language.schema.json): block
 * visibility, submit steps, outcomes, error rules, contextual UI schemas, date d'effet constraints,
 * who may see a screen (`access`) and who may file an acte (the manifest's `access`).
 *
 * - `{ "all": [c…] }`, `{ "any": [c…] }`, `{ "not": c }`;
 * - `{ "feature": "ribPrestationsActe" }`: the feature key is visible for the current contract
 *   (featureVisibility.ts);
 * - `{ "value": <value>, "eq": x, "ne": x, "in": [x…], "exists": bool, "truthy": bool }`: the
 *   value (values.ts) compared; every operator given must hold. `in` on a list value (the user's
 *   roles) holds when the list shares one element with the options.
 *
 * Pure, unit-tested (tests/unit/language/conditions.test.ts).
 */
export interface ConditionScope extends ValueScope {
  /** Whether a feature key is visible for the current contract. */
  feature?: (key: string) => boolean;
}

/** A leaf of a condition: a feature test or a value comparison. */
export type ConditionPart = Extract<Condition, { feature: string }> | ValueCondition;

export function evaluateCondition(condition: Condition | undefined, scope: ConditionScope): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((part) => evaluateCondition(part, scope));
  if ('any' in condition) return condition.any.some((part) => evaluateCondition(part, scope));
  if ('not' in condition) return !evaluateCondition(condition.not, scope);
  // No way to tell (a pure context without the client's features): an unconfigured key is shown.
  if ('feature' in condition) return scope.feature ? scope.feature(condition.feature) : true;
  const value = resolveValue(condition.value, scope);
  if ('eq' in condition && !sameValue(value, condition.eq)) return false;
  if ('ne' in condition && sameValue(value, condition.ne)) return false;
  if (condition.in && !isAmong(value, condition.in)) return false;
  if (condition.exists !== undefined && (value !== undefined && value !== null) !== condition.exists) return false;
  if (condition.truthy !== undefined && Boolean(value) !== condition.truthy) return false;
  return true;
}

/**
 * Why a condition fails: the first part of its `all` chain (nested `all`s included) that does not
 * hold, so that the caller answers for that part (the login for a role, the home for an
 * anonymous-only screen…). An `any` or a `not` that fails is its own reason. Null when it holds.
 */
export function failingPart(condition: Condition | undefined, scope: ConditionScope): Condition | null {
  if (!condition || evaluateCondition(condition, scope)) return null;
  if ('all' in condition) {
    for (const part of condition.all) {
      const failing = failingPart(part, scope);
      if (failing) return failing;
    }
  }
  return condition;
}

/** Every leaf of a condition (feature tests and value comparisons), depth first. */
export function* conditionParts(condition: Condition | undefined): Generator<ConditionPart> {
  if (!condition) return;
  if ('all' in condition) for (const part of condition.all) yield* conditionParts(part);
  else if ('any' in condition) for (const part of condition.any) yield* conditionParts(part);
  else if ('not' in condition) yield* conditionParts(condition.not);
  else yield condition;
}

/** The value source a leaf reads ('user' for `{ "$user": "roles" }`), or null (a feature, a literal). */
export function sourceOf(part: Condition): string | null {
  return 'value' in part ? (referenceOf(part.value)?.source ?? null) : null;
}

/** Whether a leaf reads this source and path (`reads(part, 'user', 'roles')`). */
export function reads(part: Condition, source: string, path: string): part is ValueCondition {
  if (!('value' in part)) return false;
  const reference = referenceOf(part.value);
  return reference?.source === source && reference.path === path;
}

/** The feature keys a condition tests. */
export function featureKeysOf(condition: Condition | undefined): string[] {
  return [...conditionParts(condition)].flatMap((part) => ('feature' in part ? [part.feature] : []));
}

/**
 * The options a condition lists for one value (the roles of `{ "value": { "$user": "roles" }, "in": [...] }`),
 * null when no part restricts it. For catalogues and previews that show who may do what.
 */
export function optionsListed(condition: Condition | undefined, source: string, path: string): string[] | null {
  const lists = [...conditionParts(condition)].filter((part) => reads(part, source, path) && part.in).map((part) => (part as ValueCondition).in as string[]);
  return lists.length ? [...new Set(lists.flat())] : null;
}

/** One of the options; a list value: shares one of them. */
function isAmong(value: unknown, options: readonly unknown[]): boolean {
  if (Array.isArray(value)) return value.some((element) => options.some((option) => sameValue(element, option)));
  return options.some((option) => sameValue(value, option));
}

/** Equality of JSON values (a missing value equals null: both mean "nothing"). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The `feature` test for the current contract, from the client's switches. */
export function featureTest(fonctionnalites: Fonctionnalites | undefined, numeroContrat: string | null | undefined) {
  return (key: string) => isFeatureVisible(fonctionnalites, key, numeroContrat);
}

/** A date d'effet contrainte's `when`, on the data it is computed for (`$form` reads `donnees`). */
export function dateEffetCondition(when: Condition, context: { donnees?: unknown }): boolean {
  return evaluateCondition(when, { data: context.donnees });
}
