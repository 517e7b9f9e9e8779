/**
 * The one Ajv configuration of the portal: used by scripts/gen.ts to precompile the acte
 * validators, by scripts/check.ts, and by tests that compare precompiled and run-time results.
 * Never imported by browser code (Ajv compiles with `new Function`): the browser runs the
 * precompiled modules of src/generated/validators and src/language/validation/runtime.ts.
 *
 * Keywords added here (each backed by src/domain through runtime.ts):
 * - `passwordPolicy: N | {"$data": "/context/config/passwordRequiredLength"}` on a string:
 *   minimum N (8 when absent or out of range), a lowercase, an uppercase, a digit, a special
 *   character; its message is the product's, with N.
 * - `nirKeyOf: {"$data": "1/nir"}` on the key: the key is the one of the sibling NIR.
 * - `maxCombinedNameLength: N | {"$data": "/context/config/tailleMaxPrenomNom"}` on an object
 *   with nom and prenom: the product's message with N, reported on `/prenom`.
 * - `notAfterToday: true` on an ISO date.
 * - `notBeforeToday: true` on an ISO date (the server's twin of the date picker's `"minDate": "today"`).
 * Formats: see `formats` in runtime.ts.
 */
import Ajv, { _, Name, type Code, type CodeGen, type KeywordCxt, type KeywordDefinition, type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';

import {
  combinedNameLengthError,
  formats,
  nirKeyMatches,
  notAfterToday,
  notBeforeToday,
  passwordPolicyError,
  RUNTIME_MODULE,
} from '../../src/language/validation/runtime';

/** Options shared by every Ajv instance (run-time and code generation). */
export const AJV_OPTIONS: Options = {
  allErrors: true, // every error of the form at once, and required by ajv-errors
  $data: true, // confirmPassword: { const: { $data: "1/password" } }, context-driven limits
  discriminator: true,
  multipleOfPrecision: 8,
  // Refuse unknown keywords and formats (typos), but not RJSF's loose typing habits.
  strict: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  // Errors stay small: no copy of the schema in each error (RJSF only needs messages/paths).
  verbose: false,
  messages: true,
};

/** Code options added when generating standalone ES modules (see scripts/gen.ts). */
export const STANDALONE_CODE_OPTIONS: Options['code'] = {
  source: true,
  esm: true,
  lines: true,
  optimize: true,
  formats: _`require(${RUNTIME_MODULE}).formats`,
};

/** A reference, usable in generated code, to a function exported by runtime.ts. */
function runtimeFunction(gen: CodeGen, name: string, ref: (...args: never[]) => unknown): Name {
  return gen.scopeValue('func', { ref, code: _`require(${RUNTIME_MODULE}).${new Name(name)}` });
}

const keywords: KeywordDefinition[] = [
  {
    keyword: 'passwordPolicy',
    type: 'string',
    $data: true,
    code(cxt: KeywordCxt) {
      const { gen, data, schemaCode } = cxt;
      const check = runtimeFunction(gen, 'passwordPolicyError', passwordPolicyError);
      const message = gen.const('passwordMessage', _`${check}(${data}, ${schemaCode})`);
      gen.if(_`${message} !== null`, () => cxt.error(false, { message }));
    },
    error: {
      message: ({ params }) => _`${params.message}`,
      params: ({ schemaCode }) => _`{minLength: ${schemaCode}}`,
    },
  },
  {
    keyword: 'nirKeyOf',
    type: 'string',
    $data: true,
    code(cxt: KeywordCxt) {
      const { gen, data, schemaCode } = cxt;
      const matches = runtimeFunction(gen, 'nirKeyMatches', nirKeyMatches);
      cxt.fail(_`!${matches}(${data}, ${schemaCode})`);
    },
    error: { message: 'La clé du numéro de sécurité sociale est incorrecte' },
  },
  {
    keyword: 'maxCombinedNameLength',
    type: 'object',
    $data: true,
    code(cxt: KeywordCxt) {
      const { gen, data, schemaCode } = cxt;
      const check = runtimeFunction(gen, 'combinedNameLengthError', combinedNameLengthError);
      const message = gen.const('nameLengthMessage', _`${check}(${data}, ${schemaCode})`);
      // Reported on the prénom field, where the member fixes it, not on the whole form.
      // (Ajv's typing says Code, but a plain property name is what getErrorPath appends.)
      const instancePath = 'prenom' as unknown as Code;
      gen.if(_`${message} !== null`, () => cxt.error(false, { message }, { instancePath }));
    },
    error: {
      message: ({ params }) => _`${params.message}`,
      params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
    },
  },
  {
    keyword: 'notAfterToday',
    type: 'string',
    schemaType: 'boolean',
    code(cxt: KeywordCxt) {
      const { gen, data, schema } = cxt;
      if (schema !== true) return;
      const check = runtimeFunction(gen, 'notAfterToday', notAfterToday);
      cxt.fail(_`!${check}(${data})`);
    },
    // Our own wording (the product gives none); schemas override it with errorMessage.
    error: { message: 'La date ne peut pas être postérieure à la date du jour' },
  },
  {
    keyword: 'notBeforeToday',
    type: 'string',
    schemaType: 'boolean',
    code(cxt: KeywordCxt) {
      const { gen, data, schema } = cxt;
      if (schema !== true) return;
      const check = runtimeFunction(gen, 'notBeforeToday', notBeforeToday);
      cxt.fail(_`!${check}(${data})`);
    },
    // Our own wording (the product gives none); schemas override it with errorMessage.
    error: { message: 'La date ne peut pas être antérieure à la date du jour' },
  },
];

/** Names of the portal's keywords (their errors carry a French message: see localize.ts). */
export const PORTAL_KEYWORDS: readonly string[] = keywords.map((definition) => definition.keyword as string);

/** Adds the portal's formats, keywords and ajv-errors to an Ajv instance. */
export function extendAjv(ajv: Ajv): Ajv {
  for (const [name, validate] of Object.entries(formats)) ajv.addFormat(name, validate);
  for (const definition of keywords) ajv.addKeyword(definition);
  ajvErrors(ajv, { singleError: false, keepErrors: false });
  return ajv;
}

/** A configured Ajv instance (run time: compiles with `new Function`; Node and tests only). */
export function createAjv(extra: Options = {}): Ajv {
  return extendAjv(new Ajv({ ...AJV_OPTIONS, ...extra }));
}

/**
 * The same configuration for @rjsf/validator-ajv8 (`customizeValidator`,
 * `compileSchemaValidatorsCode`): formats are added by `extendAjv`, not by ajv-formats.
 */
export const rjsfValidatorOptions: CustomValidatorOptionsType = {
  ajvOptionsOverrides: AJV_OPTIONS,
  ajvFormatOptions: false,
  extenderFn: extendAjv,
};
