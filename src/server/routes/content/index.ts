import type { FastifyInstance } from 'fastify';

/**
 * Content resources of the portal (client settings, CMS, FAQ, reference lists, contracts,
 * consents, care networks, uploads). Each resource is its own plugin; this one registers them all.
 * Expects `app.db` (Db) and `request.user` from the core plugins.
 */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
