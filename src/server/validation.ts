import fs from 'node:fs';
import path from 'node:path';
import type { ActeBodies } from '../generated/types';
import { stripUndeclared } from '../language/validation/stripUndeclared';
import { validateActe as validateWithActeSchema } from '../language/validation/validateActe';
import { badRequest, MESSAGES, type FieldError } from './errors';

/**
 * Every request body of an acte goes through assertValidBody, validated with the SAME JSON
 * schema files as the browser (schemas/actes/<acte>/). The server puts its own `context`
 * (client configuration, evaluated features, roles, current contract) into the data so that
 * the schemas' if/then/else branch exactly as in the browser, then strips it again.
 */

export type ValidateActe = (acte: string, data: unknown) => { valid: boolean; errors: FieldError[] };

export interface FormContext {
  config: unknown;
  features: Record<string, boolean>;
  roles: string[];
  contrat: string | null;
  /** The acte's management mode, for schemas that ask for a document in manual mode only. */
  modeGestion?: 'manuel' | 'automatique';
  /** The client takes Monegasque social-security numbers (acte donneesro). */
  isDonneesROMonegasquesActivated?: boolean;
}

const validateActe: ValidateActe = validateWithActeSchema;

const GENERATED_SCHEMAS = path.resolve(import.meta.dirname, '../generated/schemas');
const bundledSchemas = new Map<string, Record<string, unknown>>();

/** The acte's self-contained schema (src/generated/schemas), read once. */
export function bundledSchemaOf(acte: string): Record<string, unknown> {
  let schema = bundledSchemas.get(acte);
  if (!schema) {
    schema = JSON.parse(fs.readFileSync(path.join(GENERATED_SCHEMAS, `${acte}.schema.json`), 'utf8')) as Record<string, unknown>;
    bundledSchemas.set(acte, schema);
  }
  return schema;
}

/**
 * Returns the body without `context` nor any property the schema does not declare, or throws
 * 400 { message, code: 'ValidationFailed', errors }. The result is typed by the acte's name:
 * `ActeBodies` is generated from the same schema (`npm run gen`), so no route re-types a body.
 */
export function assertValidBody<N extends keyof ActeBodies>(acte: N, body: unknown, context: FormContext): ActeBodies[N] {
  const data = { ...(isObject(body) ? body : {}), context };
  const result = validateActe(acte, data);
  if (!result.valid) {
    // One broken rule: its own French text is the clearest message for a toast.
    const distinct = [...new Set(result.errors.map((error) => error.message))];
    throw badRequest(distinct.length === 1 ? distinct[0] : MESSAGES.badRequest, 'ValidationFailed', { errors: result.errors });
  }
  const { context: _stripped, ...clean } = data;
  void _stripped;
  return stripUndeclared(bundledSchemaOf(acte), clean) as ActeBodies[N];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** French texts for Fastify's own schema errors (route schemas, query strings). */
const KEYWORD_MESSAGES: Record<string, string> = {
  required: 'Ce champ est obligatoire',
  type: 'Valeur incorrecte',
  maxLength: 'Valeur trop longue',
  minLength: 'Valeur trop courte',
  pattern: 'Format incorrect',
  format: 'Format incorrect',
  enum: 'Valeur non autorisée',
  const: 'Valeur non autorisée',
  additionalProperties: 'Champ non autorisé',
};

interface AjvLikeError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Maps Fastify's (ajv) validation errors to the API's { path, message } list. */
export function toFieldErrors(errors: AjvLikeError[]): FieldError[] {
  return errors.map((error) => {
    const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
    return {
      path: `${error.instancePath}${missing}` || '/',
      message: KEYWORD_MESSAGES[error.keyword] ?? MESSAGES.badRequest,
    };
  });
}
