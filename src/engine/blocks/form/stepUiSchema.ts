import type { UiSchema } from '@rjsf/utils';
import type { FormStepDef } from '../../../language/steps';
import { ContextField } from '../../ContextField';

type Obj = Record<string, unknown>;

/**
 * The UI schema of one step: its fields as written, every other property drawn as nothing (its
 * data stays in the form). `ui:order` is kept, so the fields keep the acte's order.
 */
export function stepUiSchema(uiSchema: UiSchema, schemaProperties: readonly string[], step: FormStepDef): UiSchema {
  const shown = new Set(step.recap ? [] : (step.fields ?? []));
  const { 'ui:steps': _steps, ...rest } = uiSchema as Obj;
  const out: Obj = { ...rest };
  for (const name of schemaProperties) {
    if (name === 'context' || shown.has(name)) continue;
    out[name] = { 'ui:field': ContextField };
  }
  return out as UiSchema;
}
