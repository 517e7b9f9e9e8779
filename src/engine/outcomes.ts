import type { Outcome, ValueRef } from '../language/screenTypes';
import { evaluateCondition, type ConditionScope } from '../language/conditions';
import { fillText, namesValues, referenceOf, resolveValue } from '../language/values';
import { safeHashRoute } from '../language/screenValues';
import { fillResourcePath } from './blocks/_data/itemScope';

/**
 * Outcomes as data: what follows an accepted answer is an ordered list in the
 * screen file, `{ when?, toast?, navigate?, invalidates?, reloadPage?, close?, message?, reset?, blocks? }`; the first entry
 * whose `when` holds runs. So the contract rules are files: a manual-management answer shows its
 * toast instead of refreshing caches; a contract-touching acte reloads the contracts, or the page
 * after 5 s. Pure; the form applies the plan (FormBlockView).
 */
export interface OutcomePlan {
  toast?: string;
  navigate?: string;
  invalidates: string[];
  /** Milliseconds before the whole page reloads. */
  reloadPageAfterMs?: number;
  close: boolean;
  /** Shown in place of the form. */
  message?: string;
  /** The form starts again empty. */
  reset?: boolean;
  /** Blocks drawn under the form with the answer as $item. */
  blocks?: Outcome['blocks'];
  /** A page of this site outside the application (the payment page), loaded in place of the app. */
  leaveTo?: string;
}

export function chooseOutcome(outcomes: Outcome[] | undefined, scope: ConditionScope): Outcome | undefined {
  return outcomes?.find((outcome) => evaluateCondition(outcome.when, scope));
}

/**
 * The first target that is a route: a literal of the file is trusted; a reference (the
 * callbackUrl of the query…) counts only as a same-origin hash route (no open redirect).
 */
export function navigationTarget(navigate: ValueRef | ValueRef[] | undefined, scope: ConditionScope): string | undefined {
  const candidates = navigate === undefined ? [] : Array.isArray(navigate) ? navigate : [navigate];
  for (const candidate of candidates) {
    // A literal route may carry values of the answer ('/demandes/{response.demandeId}'), each segment encoded.
    const value = typeof candidate === 'string' && namesValues(candidate) ? safeHashRoute(fillResourcePath(candidate, scope)) : resolveValue(candidate, scope);
    const route = referenceOf(candidate) ? safeHashRoute(value) : typeof value === 'string' && value.startsWith('/') ? value : null;
    if (route) return route;
  }
  return undefined;
}

/** A path of this site only (`/paiement/monext/…`): no scheme, no `//host`, no backslash — never an open redirect. */
export function samePagePath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])[A-Za-z0-9/_\-.~%?=&]*$/.test(value) ? value : undefined;
}

export function planOutcome(outcomes: Outcome[] | undefined, scope: ConditionScope): OutcomePlan | null {
  const outcome = chooseOutcome(outcomes, scope);
  if (!outcome) return null;
  return {
    toast: outcome.toast ? fillText(outcome.toast, scope) : undefined,
    navigate: navigationTarget(outcome.navigate, scope),
    invalidates: outcome.invalidates ?? [],
    reloadPageAfterMs: outcome.reloadPage === undefined ? undefined : outcome.reloadPage * 1000,
    close: outcome.close ?? false,
    message: outcome.message ? fillText(outcome.message, scope) : undefined,
    reset: outcome.reset,
    blocks: outcome.blocks,
    leaveTo: outcome.leaveTo === undefined ? undefined : samePagePath(resolveValue(outcome.leaveTo, scope)),
  };
}
