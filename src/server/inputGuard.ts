import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, MESSAGES } from './errors';

/**
 * One place, for every route, that refuses input PostgreSQL cannot store (a 400, never a 500):
 * - before validation: a NUL character (text and jsonb refuse it, SQLSTATE 22021) or an unpaired
 *   UTF-16 surrogate (not valid UTF-8) in the body, the query string, the path parameters or a
 *   header — keys included;
 * - after validation: a number that is not finite. JSON.parse('1e400') is Infinity, and ajv's
 *   coercion turns "Infinity" or "1e400" into Infinity for an integer parameter (ajv#2212).
 * - before validation: a body nested deeper than MAX_DEPTH. Recursive code downstream
 *   (structuredClone, the schema validator, the checks below) would overflow the stack on it, and
 *   no form, draft or screen file comes near that depth.
 * All answer 400 { message, code: 'MalformedInput' } before any handler runs.
 */

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A NUL or any surrogate at all: most text has neither, and this test costs far less than UNSTORABLE's look-arounds (run on every header of every request). */
const MAY_BE_UNSTORABLE = /[\u0000\uD800-\uDFFF]/;
const unstorable = (text: string) => MAY_BE_UNSTORABLE.test(text) && UNSTORABLE.test(text);
const MAX_DEPTH = 64;

/** True when a string anywhere in the value (keys included) holds a NUL or a lone surrogate. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => unstorable(key) || hasUnstorableText(item, depth + 1));
}

/** True when a number anywhere in the value is Infinity, -Infinity or NaN. */
export function hasNonFiniteNumber(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false;
  return (Array.isArray(value) ? value : Object.values(value)).some((item) => hasNonFiniteNumber(item, depth + 1));
}

/** True when the value nests objects or arrays more than `limit` levels deep (no recursion: any depth is safe). */
export function isNestedDeeperThan(value: unknown, limit = MAX_DEPTH): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length; depth++) {
    const next: unknown[] = [];
    for (const item of level) {
      if (typeof item !== 'object' || item === null) continue;
      if (depth >= limit) return true;
      for (const child of Array.isArray(item) ? item : Object.values(item)) next.push(child);
    }
    level = next;
  }
  return false;
}

function inputsOf(request: FastifyRequest): unknown[] {
  return [request.body, request.query, request.params];
}

const malformed = () => badRequest(MESSAGES.badRequest, 'MalformedInput');

export default fp(async function inputGuard(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    if (isNestedDeeperThan(request.body)) throw malformed();
    if (inputsOf(request).some((input) => hasUnstorableText(input)) || hasUnstorableText(request.headers)) throw malformed();
  });
  app.addHook('preHandler', async (request) => {
    if (inputsOf(request).some((input) => hasNonFiniteNumber(input))) throw malformed();
  });
});
