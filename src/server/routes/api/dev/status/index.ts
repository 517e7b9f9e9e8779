import type { FastifyInstance } from 'fastify';

/** When this server process started (ms since 1970): `npm run dev` tells a restart by it. */
const STARTED_AT = Date.now();

/**
 * Whether the developer tools (dev mailbox, widget gallery screen) are on (DEV_TOOLS=1). Always answers, so
 * the browser never logs a 404 for it: the gallery screen asks before it shows. With the tools on,
 * `demarrage` says when this server started: under `npm run dev` the acte preview waits for the
 * restarted API before it reads the acte again (scripts/vite/acteHotReload.ts).
 */
const statusReply = {
  type: 'object',
  properties: { devTools: { type: 'boolean' }, demarrage: { type: 'integer', description: 'Démarrage du serveur (ms depuis 1970)' } },
  required: ['devTools'],
} as const;

export default async function devStatusRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/dev/status', { schema: { response: { 200: statusReply } } }, async () => ({ devTools: app.config.devTools, ...(app.config.devTools ? { demarrage: STARTED_AT } : {}) }));
}
