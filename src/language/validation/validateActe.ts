/**
 * Server-side (and test) validation of an acte with the same precompiled validators as the
 * browser. Synchronous; loads every acte through the static registry.
 */
import { hashForSchema } from '@rjsf/utils';
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';

import { acteValidators, type ActeName } from '../../generated/validators';
import { errorPath, localizeErrors } from './localize';

export interface ActeValidationError {
  /** JSON pointer of the field, e.g. `/dateNaissance` ('' for the whole form). */
  path: string;
  /** French message to show. */
  message: string;
}

export interface ActeValidationResult {
  valid: boolean;
  errors: ActeValidationError[];
}

export const isActeName = (name: string): name is ActeName => Object.hasOwn(acteValidators, name);

const rootValidators = new Map<ActeName, CompiledValidateFunction>();

/** The function compiled for the whole schema: keyed by the schema's hash, as RJSF does. */
function rootValidator(acte: ActeName): CompiledValidateFunction {
  let validate = rootValidators.get(acte);
  if (!validate) {
    const { schema, validateFns } = acteValidators[acte];
    validate = validateFns[(schema.$id as string | undefined) ?? hashForSchema(schema)];
    if (!validate) throw new Error(`Validateur introuvable pour l'acte ${acte} : relancez npm run gen`);
    rootValidators.set(acte, validate);
  }
  return validate;
}

/**
 * Validates `data` (with its `context`, which the server puts in before calling) against the
 * acte's schema. Throws on an unknown acte name.
 */
export function validateActe(acte: ActeName | string, data: unknown): ActeValidationResult {
  if (!isActeName(acte)) throw new Error(`Acte inconnu : ${acte}`);
  const validate = rootValidator(acte);
  const valid = validate(data);
  const errors = (validate.errors ?? []) as ErrorObject[];
  validate.errors = null;
  if (valid) return { valid: true, errors: [] };
  localizeErrors(errors);
  return { valid: false, errors: errors.map((error) => ({ path: errorPath(error), message: error.message ?? '' })) };
}
