import type { FastifyInstance } from 'fastify';
import { journalSecurity } from '../../../admin/securityJournal';
import { requireRight } from '../../../admin/rights';
import { rightRowSchema } from '../../../admin/rightRows';
import { roleMatrix, roleRightsOf, setRoleRights } from '../../../admin/roleRights';
import { loadFormContext } from '../../../identity/context';
import { assertValidBody } from '../../../validation';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * The rights matrix (screen screens/admin/droits.screen.json):
 * - GET /api/settings/role → { roles: [{ role, libelle, description, droits, saisie }] }: every role × resource
 *   × action with its scope (`droits`: one row per resource; `saisie`: the same as the edit form takes it);
 * - GET /api/settings/role/:role → one role;
 * - PUT /api/settings/role { role, droits } (acte admin-droits-role) → the role's new rights.
 * Reads need roles/visualisation, the change roles/modification (requireRight).
 */
const droitsRessource = {
  type: 'object',
  properties: { actions: { type: 'array', items: { type: 'string' } }, portee: { type: 'string' } },
  required: ['actions', 'portee'],
} as const;

const roleRights = {
  type: 'object',
  properties: {
    role: { type: 'string' },
    libelle: { type: 'string' },
    description: { type: ['string', 'null'] },
    droits: { type: 'array', items: rightRowSchema },
    saisie: { type: 'object', additionalProperties: droitsRessource },
  },
  required: ['role', 'libelle', 'droits', 'saisie'],
} as const;

export default async function roleRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/settings/role',
    {
      preHandler: requireRight('roles', 'visualisation'),
      schema: {
        response: replies({ type: 'object', properties: { roles: { type: 'array', items: roleRights } }, required: ['roles'] }, [401, 403]),
      },
    },
    async () => ({ roles: await roleMatrix(app.db) }),
  );

  app.get<{ Params: { role: string } }>(
    '/api/settings/role/:role',
    {
      preHandler: requireRight('roles', 'visualisation'),
      schema: {
        params: { type: 'object', properties: { role: { type: 'string', pattern: '^[A-Za-z_]{1,40}$' } }, required: ['role'] },
        response: replies(roleRights, [400, 401, 403, 404]),
      },
    },
    async (request) => roleRightsOf(app.db, request.params.role),
  );

  app.put(
    '/api/settings/role',
    {
      preHandler: requireRight('roles', 'modification'),
      schema: { body: { type: 'object' }, response: replies(roleRights, [400, 401, 403, 404]) },
    },
    async (request) => {
      const { context } = await loadFormContext(request);
      const body = assertValidBody('admin-droits-role', request.body, context);
      const changed = await setRoleRights(app.db, body);
      request.log.info({ by: request.user!.id, role: body.role }, 'role rights changed');
      await journalSecurity(app.db, request, 'droits_role', `droits du rôle ${body.role}`);
      return changed;
    },
  );
}
