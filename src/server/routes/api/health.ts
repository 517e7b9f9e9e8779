import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/ping';
import { pendingMigrations } from '../../db/migrate';
import { MESSAGES } from '../../errors';
import { errorReply } from '../../schemas/replies';

const database = { type: 'string', enum: ['pglite', 'postgres'], description: 'Le moteur de la base' } as const;
const up = { type: 'object', properties: { status: { type: 'string', enum: ['ok', 'ready'] }, database }, required: ['status'] } as const;
/** Unavailable: the error reply, and what is missing (the database; the migrations not yet applied). */
const down = {
  ...errorReply,
  properties: { ...errorReply.properties, status: { type: 'string', enum: ['unavailable'] }, database: { type: 'boolean' }, pendingMigrations: { type: 'array', items: { type: 'string' } } },
} as const;

/**
 * Health, for load balancers and orchestrators:
 * - GET /api/health: 200 { status: 'ok', database } when the database answers, else 503 (what load
 *   balancers and the test setups call today: unchanged).
 * - GET /api/health/live: 200 while the process answers at all — liveness, never the database's
 *   fault, and answered even when overloaded (a restart would not help a busy instance).
 * - GET /api/health/ready: 200 when the database answers and every migration is applied, else 503
 *   with what is missing — an instance is given traffic only then.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: up, 503: down } } }, async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: app.db.kind };
    } catch {
      return reply.code(503).send({ message: MESSAGES.unavailable, status: 'unavailable' });
    }
  });

  // Overload shedding (app.ts) lets this one through: returning nothing from the pressure handler carries on.
  app.get('/api/health/live', { config: { pressureHandler: () => undefined }, schema: { response: { 200: up } } }, async () => ({ status: 'ok' }));

  app.get('/api/health/ready', { schema: { response: { 200: up, 503: down } } }, async (_request, reply) => {
    let pending: string[];
    try {
      await pingDatabase(app.db);
      pending = await pendingMigrations(app.db);
    } catch {
      return reply.code(503).send({ message: MESSAGES.unavailable, status: 'unavailable', database: false });
    }
    if (pending.length) return reply.code(503).send({ message: MESSAGES.unavailable, status: 'unavailable', database: true, pendingMigrations: pending });
    return { status: 'ready', database: app.db.kind };
  });
}
