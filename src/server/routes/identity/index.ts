import type { FastifyInstance } from 'fastify';
import sessionRoutes from './sessionRoutes';
import accountRoutes from './accountRoutes';
import passwordRoutes from './passwordRoutes';
import usernameRoutes from './usernameRoutes';

/** /api/identity/… (spec §7) and the identifier-change acte. */
export default async function identityRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(passwordRoutes);
  await app.register(usernameRoutes);
}
