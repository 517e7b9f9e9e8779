import type { RJSFValidationError } from '@rjsf/utils';
import { evaluateCondition, type ConditionScope } from './conditions';
import type { Condition } from './screenTypes';

/**
 * Multi-step actes: RJSF has no steps, so the UI schema declares them and the form
 * block draws one at a time over the SAME schema and precompiled validator (a schema must not
 * change at run time, DESIGN.md). A step shows its fields and hides the others with the engine's
 * "draws nothing" field; its validation keeps only the errors of its own fields.
 *
 *   "ui:steps": [
 *     { "title": "Votre contrat", "fields": ["numeroContrat"] },
 *     { "title": "Précisions", "fields": ["precision"], "when": { "value": { "$form": "motif" }, "eq": "AUTRE" } },
 *     { "title": "Récapitulatif", "recap": true }
 *   ]
 *
 * `when` is the engine's condition language (conditions.ts; `$form` is what was typed): a step
 * whose condition fails is skipped. A `recap` step shows the data read-only (RecapView).
 */
export interface FormStepDef {
  title: string;
  /** Top-level properties of the schema shown by this step. */
  fields?: string[];
  when?: Condition;
  /** The read-only summary of every visible step before the final submit. */
  recap?: boolean;
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The steps a UI schema declares, or null for a one-page form. */
export function stepsOf(uiSchema: unknown): FormStepDef[] | null {
  if (!isObj(uiSchema)) return null;
  const steps = uiSchema['ui:steps'];
  return Array.isArray(steps) && steps.length > 0 ? (steps as FormStepDef[]) : null;
}

/** The steps whose condition holds for the data typed so far (in order). */
export function visibleSteps(steps: readonly FormStepDef[], scope: ConditionScope, data: Obj): FormStepDef[] {
  return steps.filter((step) => evaluateCondition(step.when, { ...scope, data }));
}

/** Fields of the steps shown (a recap step shows these). */
export function fieldsOf(steps: readonly FormStepDef[]): string[] {
  return steps.flatMap((step) => step.fields ?? []);
}

/** The top-level property an RJSF error is about ('.adresse.codePostal' → 'adresse'). */
export function fieldOfError(error: Pick<RJSFValidationError, 'property'>): string {
  const property = error.property ?? '';
  const match = /^\.?([^.[\]]+)/.exec(property) ?? /^\[['"]?([^'"\]]+)/.exec(property);
  return match ? match[1] : '';
}

/** The errors a step shows: those of its fields (every error on the recap, nothing hides there). */
export function errorsOfStep<E extends Pick<RJSFValidationError, 'property'>>(errors: E[], step: FormStepDef): E[] {
  if (step.recap) return errors;
  const fields = new Set(step.fields ?? []);
  return errors.filter((error) => fields.has(fieldOfError(error)));
}

/** The index of the first step showing one of these errors (the recap sends the member back there). */
export function firstStepWithError(steps: readonly FormStepDef[], errors: Array<Pick<RJSFValidationError, 'property'>>): number {
  const faulty = new Set(errors.map(fieldOfError));
  return steps.findIndex((step) => !step.recap && (step.fields ?? []).some((field) => faulty.has(field)));
}
