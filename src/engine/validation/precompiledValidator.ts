/**
 * The RJSF validator of an acte, from its precompiled functions (no Ajv, no `new Function`:
 * works under a Content-Security-Policy without 'unsafe-eval').
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';

import { localizeErrors } from '../../language/validation/localize';

/**
 * @param validateFns - the `validateFns` (default export) of src/generated/validators/<acte>.js
 * @param schema - the bundled schema src/generated/schemas/<acte>.schema.json, the very object
 *   given to the RJSF Form (the validator refuses any other root schema)
 */
export function createActeValidator<T = unknown>(
  validateFns: ValidatorFunctions,
  schema: RJSFSchema,
): ValidatorType<T, RJSFSchema> {
  return createPrecompiledValidator<T, RJSFSchema>(validateFns, schema, localizeErrors);
}
