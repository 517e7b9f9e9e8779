import type { FastifyInstance } from 'fastify';
import careNetworkRoutes from './careNetworkRoutes';
import clientRoutes from './clientRoutes';
import cmsRoutes from './cmsRoutes';
import consentRoutes from './consentRoutes';
import contratRoutes from './contratRoutes';
import faqRoutes from './faqRoutes';
import referentielRoutes from './referentielRoutes';
import uploadRoutes from './uploadRoutes';
import '../../types';

/**
 * Content resources of the portal: client settings, CMS, FAQ, reference lists, contracts,
 * consents, care networks, uploads. Each resource is an encapsulated plugin with full paths
 * under /api; register this one without prefix. Needs the core plugins first (`app.db`,
 * the session's `request.user`, the error handler writing HttpError).
 */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(clientRoutes);
  await app.register(cmsRoutes);
  await app.register(faqRoutes);
  await app.register(referentielRoutes);
  await app.register(contratRoutes);
  await app.register(consentRoutes);
  await app.register(careNetworkRoutes);
  await app.register(uploadRoutes);
}
