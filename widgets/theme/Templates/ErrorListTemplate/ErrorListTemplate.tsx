import { Callout, Intent } from '@blueprintjs/core';
import {
  TranslatableString,
  type ErrorListProps,
  type FormContextType,
  type RJSFValidationError,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';
import { useSubmitted } from '../../FormState';
import { sortErrorsByFieldOrder } from '../../utils/errorOrder';

/** 'Label : message' — the field's own label, not RJSF's quoted `stack` form. */
function summaryLine(error: RJSFValidationError): string {
  const message = error.message ?? error.stack;
  return error.title ? `${error.title} : ${message}` : message;
}

/**
 * Summary of the form's errors in a danger `Callout`. Inside a `BlueprintForm` it waits for a
 * submit attempt: validation on blur fills RJSF's error list long before the user is done.
 */
export default function ErrorListTemplate<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>({
  errors,
  registry,
  schema,
  uiSchema,
}: ErrorListProps<T, S, F>) {
  const submitted = useSubmitted();
  if (!submitted || errors.length === 0) {
    return null;
  }
  return (
    <Callout className="ea-error-list" intent={Intent.DANGER} title={registry.translateString(TranslatableString.ErrorsLabel)}>
      <ul>
        {sortErrorsByFieldOrder(errors, schema, uiSchema).map((error, index) => (
          <li key={index}>{summaryLine(error)}</li>
        ))}
      </ul>
    </Callout>
  );
}
