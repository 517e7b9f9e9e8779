import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { HttpError, MESSAGES } from '../errors';

/**
 * Back-office rights: per role, per resource, per action, stored in
 * `role_rights` (migration 400). Every admin route names the right it needs with `requireRight`;
 * the same rights reach the browser in the current user (`rights`), where screens grey out what
 * the server would refuse — the server is the one that decides.
 */
export const ADMIN_RESOURCES = ['fonctionnalites', 'configuration', 'roles', 'demandes', 'parametrage', 'contenus', 'statistiques', 'comptes'] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

export const RIGHT_ACTIONS = ['creation', 'visualisation', 'modification', 'suppression'] as const;
export type RightAction = (typeof RIGHT_ACTIONS)[number];

export type RightScope = 'Contrat' | 'Benef' | 'Both';

/** resource → action → scope, for the actions held (by any of the roles). */
export type Rights = Partial<Record<AdminResource, Partial<Record<RightAction, RightScope>>>>;


/** The union of the rights of these roles; a right held with two scopes reaches both. */
export async function rightsOfRoles(db: Queryable, roles: readonly string[]): Promise<Rights> {
  if (roles.length === 0) return {};
  const { rows } = await db.query<{ resource: AdminResource; action: RightAction; scope: RightScope }>(
    'SELECT resource, action, scope FROM role_rights WHERE role = ANY($1::text[]) ORDER BY resource, action',
    [roles],
  );
  const rights: Rights = {};
  for (const { resource, action, scope } of rows) {
    const held = (rights[resource] ??= {});
    const before = held[action];
    held[action] = before && before !== scope ? 'Both' : scope;
  }
  return rights;
}

/** preHandler factory: 401 when anonymous, 403 unless one of the user's roles holds the right. */
export function requireRight(resource: AdminResource, action: RightAction) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
    const { rows } = await request.server.db.query(
      'SELECT 1 FROM role_rights WHERE role = ANY($1::text[]) AND resource = $2 AND action = $3 LIMIT 1',
      [request.user.roles, resource, action],
    );
    if (rows.length === 0) throw new HttpError(403, MESSAGES.forbidden);
  };
}
