import type { FastifyInstance } from 'fastify';
import { journalSecurity } from '../../../admin/securityJournal';
import { requireRight } from '../../../admin/rights';
import { rightRowSchema } from '../../../admin/rightRows';
import { listUsersWithRoles, setUserRoles, userRights } from '../../../admin/userRoles';
import { loadFormContext } from '../../../identity/context';
import { assertValidBody } from '../../../validation';
import { replies } from '../../../schemas/replies';
import '../../../types';
import { pageParams, pageReply } from '../../../schemas/paging';
import { totalAuMoinsReply } from '../../../admin/cappedCount';

/**
 * Users and their roles (screen screens/admin/utilisateurs.screen.json):
 * - GET /api/admin/users/roles?recherche=&page=&taille= → { items, total, totalAuMoins, page, taille }: accounts
 *   searched by name or identifiant (its start under 3 characters), paged in SQL, with their roles by their product labels
 *   (`totalAuMoins`: more than `total` match, see SEARCH_COUNT_LIMIT);
 * - GET /api/admin/users/roles/:id → the user and its effective rights (`droits`, one row per resource);
 * - PUT /api/admin/users/roles { userId, roles } (acte admin-roles-utilisateur) → the user.
 * Reads need roles/visualisation, the change roles/modification (requireRight).
 */
const DEFAULT_PAGE_SIZE = 20;

const user = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    identifiant: { type: 'string' },
    nom: { type: ['string', 'null'] },
    prenom: { type: ['string', 'null'] },
    roles: { type: 'array', items: { type: 'string' } },
    libellesRoles: { type: 'string' },
  },
  required: ['id', 'identifiant', 'nom', 'prenom', 'roles', 'libellesRoles'],
} as const;

export default async function usersRolesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { recherche?: string; page: number; taille: number } }>(
    '/api/admin/users/roles',
    {
      preHandler: requireRight('roles', 'visualisation'),
      schema: {
        querystring: {
          type: 'object',
          properties: {
            recherche: { type: 'string', maxLength: 100 },
            ...pageParams(DEFAULT_PAGE_SIZE),
          },
          additionalProperties: false,
        },
        response: replies(
          pageReply(user, totalAuMoinsReply),
          [400, 401, 403],
        ),
      },
    },
    async (request) => {
      const { recherche, page, taille } = request.query;
      return { ...(await listUsersWithRoles(app.db, { recherche, page, taille })), page, taille };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/admin/users/roles/:id',
    {
      preHandler: requireRight('roles', 'visualisation'),
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } }, required: ['id'] },
        response: replies(
          { type: 'object', properties: { ...user.properties, droits: { type: 'array', items: rightRowSchema } }, required: [...user.required, 'droits'] },
          [400, 401, 403, 404],
        ),
      },
    },
    async (request) => userRights(app.db, request.params.id),
  );

  app.put(
    '/api/admin/users/roles',
    {
      preHandler: requireRight('roles', 'modification'),
      schema: { body: { type: 'object' }, response: replies(user, [400, 401, 403, 404]) },
    },
    async (request) => {
      const { context } = await loadFormContext(request);
      const body = assertValidBody('admin-roles-utilisateur', request.body, context);
      const changed = await setUserRoles(app.db, request.user!, body);
      request.log.info({ by: request.user!.id, userId: body.userId, roles: changed.roles }, 'user roles changed');
      await journalSecurity(app.db, request, 'roles_utilisateur', `${changed.identifiant} : ${changed.roles.join(', ') || 'aucun rôle'}`);
      return changed;
    },
  );
}
