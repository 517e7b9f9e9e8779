import type { FastifyInstance } from 'fastify';

/** GET /api/health for load balancers: 200 when the database answers, else 503. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await app.db.query('SELECT 1');
      return { status: 'ok', database: app.db.kind };
    } catch {
      return reply.code(503).send({ message: 'Service momentanément indisponible', status: 'unavailable' });
    }
  });
}
