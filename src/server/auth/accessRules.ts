import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { testControlsOn } from '../config';
import { leaveOutOfRouteTable } from '../routeTable';
import { requireRole, requireUser } from './session';
import { MEMBER_ROLES } from '../../language/roles';
import { refuseClosedRoute } from '../identity/oidc/blockedRoutes';
import '../types';

/**
 * The access rules a route folder declares once, in its `autohooks.ts` (`export default membersOnly;`).
 * @fastify/autoload registers the folder's rule before the folder's routes, in their context, so it
 * applies to every route below the folder; a subfolder's own rule replaces it.
 * Rules are preHandler hooks, like the per-route guards they replace: body and query are validated first.
 */

/** Any logged-in account (401 otherwise); a write whose session is gone answers 401 SessionEnded (session.ts). */
export async function loggedInOnly(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), requiresUser: true };
  });
  app.addHook('preHandler', requireUser);
}

/** A member's own account (holder or beneficiary): 401 when anonymous, 403 for staff. */
export async function membersOnly(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireRole(...MEMBER_ROLES));
}

/** The contract's holder only (User): 401 when anonymous, 403 otherwise. */
export async function holdersOnly(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireRole('User'));
}

/** The not-found handler's own answer; returning the reply stops the request here. */
async function notFound(_request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  reply.callNotFound();
  return reply;
}

/** Switched off: the folder's URLs answer as if they did not exist, and the route table leaves them out. */
function switchOff(app: FastifyInstance): void {
  app.addHook('onRequest', notFound);
  leaveOutOfRouteTable(app);
}

/** Developer tools (DEV_TOOLS=1) only. */
export async function devToolsOnly(app: FastifyInstance): Promise<void> {
  if (!app.config.devTools) switchOff(app);
}

/** Browser-test controls (DEV_TOOLS=1 and NODE_ENV=test) only. */
export async function testControlsOnly(app: FastifyInstance): Promise<void> {
  if (!testControlsOn(app.config)) switchOff(app);
}

/** No rule: open to every visitor (a subfolder that leaves its parent's rule). */
export async function openToAll(): Promise<void> {}

/** Public account routes: those a client's own identity provider replaces are refused for its members (identity/oidc/blockedRoutes.ts). */
export async function closedWithExternalProvider(app: FastifyInstance): Promise<void> {
  // Before the body is read: a closed route answers its refusal, not a validation error.
  app.addHook('onRequest', refuseClosedRoute);
}
