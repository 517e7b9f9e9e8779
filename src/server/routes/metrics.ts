import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../errors';
import { errorReply, fileReply } from '../schemas/replies';
import '../types';

/**
 * GET /metrics: Prometheus' text format (metrics/portalMetrics.ts). Not public: it answers only
 * `Authorization: Bearer <METRICS_TOKEN>`, and is not there at all (404) without METRICS_TOKEN.
 */

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export default async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/metrics', { schema: { response: { 200: fileReply('Les mesures, au format texte de Prometheus', 'text/plain'), 401: errorReply, 404: errorReply } } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (!token) throw new HttpError(404, MESSAGES.notFound);
    if (!bearerMatches(request, token)) throw new HttpError(401, MESSAGES.unauthorized);
    const body = await app.metrics.registry.metrics();
    return reply.type(app.metrics.registry.contentType).send(body);
  });
}
