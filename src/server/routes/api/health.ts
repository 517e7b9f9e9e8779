import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/ping';

/** GET /api/health for load balancers: 200 when the database answers, else 503. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: app.db.kind };
    } catch {
      return reply.code(503).send({ message: 'Service momentanément indisponible', status: 'unavailable' });
    }
  });
}
