import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPortalMetrics, type PortalMetrics } from './portalMetrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: PortalMetrics;
  }
}

/**
 * Counts every answer by its route pattern (`/api/forms/:acte/form`, not the URL), status and
 * time. A URL no route knows is counted as one pattern, so a scan of random paths adds no series.
 */
export default fp(async function metricsPlugin(app: FastifyInstance) {
  app.decorate('metrics', createPortalMetrics(app.db));
  app.addHook('onResponse', (request, reply, done) => {
    app.metrics.request(request.method, request.routeOptions.url ?? '(inconnue)', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
});
