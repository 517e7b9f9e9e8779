import type { FastifyInstance } from 'fastify';

/**
 * Whether the developer tools (dev mailbox, widget gallery screen) are on (DEV_TOOLS=1). Always answers, so
 * the browser never logs a 404 for it: the gallery screen asks before it shows.
 */
export default async function devStatusRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/dev/status', async () => ({ devTools: app.config.devTools }));
}
