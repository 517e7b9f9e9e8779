import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { errorReply } from '../schemas/replies';
import { ROUTE_SUMMARIES } from './routeSummaries';
import { headersOf } from './routeHeaders';
import '../types';

/**
 * The API as a published contract: an OpenAPI 3.1 document built by @fastify/swagger from the JSON
 * schemas the routes already declare (the same ones Fastify validates and serializes with), served at
 * GET /api/openapi.json and committed as docs/openapi.json (scripts/genOpenApi.ts).
 * What a route does not say itself is added here, for the document only: its French summary
 * (routeSummaries.ts), the headers the portal sends to it (routeHeaders.ts), the error reply for every
 * status it does not list, and the session it needs. The developer tools (/api/dev) are not part of it.
 */

export const OPENAPI_URL = '/api/openapi.json';

/** Not in the document: the developer tools, the document itself, the single page's catch-all. */
export function leftOutOfContract(url: string): boolean {
  return url.startsWith('/api/dev/') || url === OPENAPI_URL || url === '/*';
}

/**
 * A schema with its own `definitions` / `$defs` referenced locally (`#/definitions/x`), inlined: the
 * document's operations have no root of their own for such a reference to point into.
 */
function inlineLocalRefs(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object') return schema;
  const root = schema as Record<string, unknown>;
  const defs = { ...(root.definitions as object), ...(root.$defs as object) } as Record<string, unknown>;
  if (!Object.keys(defs).length) return schema;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    const local = typeof ref === 'string' ? /^#\/(?:definitions|\$defs)\/(.+)$/.exec(ref) : null;
    if (local && local[1] in defs) return walk(defs[local[1]]);
    return Object.fromEntries(Object.entries(node).filter(([key]) => node !== root || (key !== 'definitions' && key !== '$defs')).map(([key, value]) => [key, walk(value)]));
  };
  return walk(root);
}

/** Each reply's French description (copies: a route's schemas are shared with Fastify's serializer). */
function describedResponses(responses: Record<string, unknown>): Record<string, unknown> {
  const described = (status: string) => (status.startsWith('2') ? 'Succès' : status.startsWith('3') ? 'Redirection' : 'Erreur');
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => [status, { description: described(status), ...(inlineLocalRefs(schema) as object) }]),
  );
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(async function openApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Espace Adhérent — API',
        description:
          "Le contrat de l'API de l'Espace Adhérent : chaque appel que fait le portail, avec ses paramètres et ses réponses. " +
          'Les erreurs répondent { message, code?, errors?, requestId } ; message est en français, requestId est à citer au support. ' +
          "Chaque appel porte le cookie de session ; chaque écriture renvoie en plus le jeton anti-falsification (cookie XSRF-TOKEN) dans l'en-tête X-XSRF-TOKEN.",
        version: '1',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Cookie de session (« __Host-sid » en HTTPS), posé par le serveur.' },
          xsrf: {
            type: 'apiKey',
            in: 'header',
            name: 'X-XSRF-TOKEN',
            description: 'Jeton anti-falsification : la valeur du cookie XSRF-TOKEN (« __Host-XSRF-TOKEN » en HTTPS), exigée sur toute écriture.',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      if (leftOutOfContract(url)) return { schema: { ...schema, hide: true } as FastifySchema, url };
      const methods = [route.method].flat();
      const summary = ROUTE_SUMMARIES[`${methods[0]} ${url}`];
      const given = (schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
      const headers = headersOf(methods[0], url);
      const write = !methods.every((method) => SAFE_METHODS.has(method));
      return {
        url,
        schema: {
          ...given,
          ...(given.body ? { body: inlineLocalRefs(given.body) } : {}),
          ...(summary ? { summary } : {}),
          tags: [url.split('/')[2] ?? 'racine'],
          ...(headers ? { headers } : {}),
          // Reads carry the session when there is one; every write needs it and the anti-forgery header.
          security: write ? [{ session: [], xsrf: [] }] : [{ session: [] }, {}],
          response: { ...describedResponses(given.response ?? {}), default: { ...errorReply, description: 'Erreur (message en français, requestId à citer au support)' } },
        } as FastifySchema,
      };
    },
  });
  app.get(OPENAPI_URL, { schema: { hide: true } }, async () => app.swagger());
});
