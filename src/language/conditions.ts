import type { Condition } from './screenTypes';
import { resolveValue, type ValueScope } from './values';
import { isFeatureVisible } from './featureVisibility';
import type { Fonctionnalites } from '../generated/api/current-client';

/**
 * The one condition language of screen files (DESIGN.md): a `when` object, evaluated here for
 * block visibility, submit steps, outcomes, error rules and contextual UI schemas.
 *
 * - `{ "all": [c…] }`, `{ "any": [c…] }`, `{ "not": c }`;
 * - `{ "feature": "ribPrestationsActe" }`: the feature key (or comma list) is visible for the
 *   current contract (featureVisibility.ts);
 * - `{ "value": <value>, "eq": x, "ne": x, "in": [x…], "exists": bool, "truthy": bool }`: the
 *   value (values.ts) compared; every operator given must hold.
 *
 * Pure, unit-tested (tests/unit/language/conditions.test.ts).
 */
export interface ConditionScope extends ValueScope {
  /** Whether a feature key (or comma list) is visible for the current contract. */
  feature?: (keys: string) => boolean;
}

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
  if (condition.in && !condition.in.some((option) => sameValue(value, option))) return false;
  if (condition.exists !== undefined && (value !== undefined && value !== null) !== condition.exists) return false;
  if (condition.truthy !== undefined && Boolean(value) !== condition.truthy) return false;
  return true;
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
  return (keys: string) => isFeatureVisible(fonctionnalites, keys, numeroContrat);
}
