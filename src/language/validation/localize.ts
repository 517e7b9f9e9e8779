/**
 * French messages for Ajv errors, used by both the RJSF validator and validateActe.
 *
 * - Errors carrying their final French text are kept: `errorMessage` (ajv-errors, the product's
 *   texts written in the schemas) and the portal keywords (passwordPolicy…, see ajvSetup.ts).
 * - A `required` error without errorMessage gets the note '* saisie obligatoire'.
 * - `if` errors are dropped: they only repeat that a `then`/`else` branch failed, whose own
 *   errors are in the list.
 * - Everything else goes through ajv-i18n's French localizer.
 * - The same message twice on the same field is kept once (e.g. a NIR too short fails both
 *   `minLength` and `format`, whose errorMessage texts are the same).
 * - An errorMessage error that replaced `required` errors names the missing property in
 *   `params.missingProperty`, like Ajv's own `required` error, so RJSF shows it under the field.
 *
 * Browser-safe: no Ajv import (ajv-i18n's localizer is plain code).
 */
import type { ErrorObject } from 'ajv';
import localizeAjvFr from 'ajv-i18n/localize/fr';

/** The note used as the message of a required field without a specific text. */
export const REQUIRED_MESSAGE = '* saisie obligatoire';

/** Keywords whose errors already hold their French message. Keep in sync with ajvSetup.ts. */
export const OWN_MESSAGE_KEYWORDS: ReadonlySet<string> = new Set([
  'errorMessage',
  'passwordPolicy',
  'nirKeyOf',
  'maxCombinedNameLength',
  'notAfterToday',
  'notBeforeToday',
]);

/** Localizes in place (the signature RJSF's `Localizer` expects). */
export function localizeErrors(errors?: null | ErrorObject[]): void {
  if (!errors?.length) return;
  const others: ErrorObject[] = [];
  for (let index = errors.length - 1; index >= 0; index--) {
    const error = errors[index];
    if (error.keyword === 'if') {
      errors.splice(index, 1);
    } else if (error.keyword === 'errorMessage') {
      const missing = missingPropertyOf(error);
      if (missing !== undefined) error.params = { ...error.params, missingProperty: missing };
    } else if (OWN_MESSAGE_KEYWORDS.has(error.keyword)) {
      // already French
    } else if (error.keyword === 'required') {
      error.message = REQUIRED_MESSAGE;
    } else {
      others.push(error);
    }
  }
  localizeAjvFr(others);
  const seen = new Set<string>();
  for (let index = 0; index < errors.length; index++) {
    const key = `${errorPath(errors[index])}\u0000${errors[index].message}`;
    if (seen.has(key)) errors.splice(index--, 1);
    else seen.add(key);
  }
}

function missingPropertyOf(error: ErrorObject): string | undefined {
  const wrapped = (error.params as { errors?: ErrorObject[] }).errors ?? [];
  const missing = new Set(
    wrapped.filter((inner) => inner.keyword === 'required').map((inner) => String(inner.params.missingProperty)),
  );
  return wrapped.length > 0 && missing.size === 1 && wrapped.length === wrapped.filter((e) => e.keyword === 'required').length
    ? [...missing][0]
    : undefined;
}

/** `/a/b` path of the field an error belongs to (the missing property for required errors). */
export function errorPath(error: ErrorObject): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  return missing === undefined ? error.instancePath : `${error.instancePath}/${missing}`;
}
