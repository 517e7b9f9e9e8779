import type { Db, Queryable } from '../db/types';
import { HttpError } from '../errors';
import type { AdminDroitsRole } from '../../generated/types/admin-droits-role';
import { actionsOf, resourceLabels, rightRows, type RightRow } from './rightRows';
import { rightsOfRoles, RIGHT_ACTIONS } from './rights';

/**
 * The rights matrix (/api/settings/role): per role of `role_labels`, its rights
 * on each resource. The screen edits one scope per resource: a write gives every action held on
 * a resource the scope chosen for it.
 */
export const ROLE_RIGHTS_MESSAGES = {
  unknownRole: "Ce rôle n'existe pas.",
  adminLockOut:
    'Les droits du rôle Administrateur Digital sur les rôles et les droits ne peuvent pas être retirés : plus personne ne pourrait les rendre.',
} as const;

/** The role whose rights on `roles` always stay whole (no lock-out). */
const LOCKED_ROLE = 'Admin';

export interface RoleRights {
  role: string;
  libelle: string;
  /** What the role is for: two labels can read alike (« Administrateur Digital », « Admin Digital »). */
  description: string | null;
  droits: RightRow[];
  /** The same rights as the acte admin-droits-role takes them: the edit form starts from here. */
  saisie: AdminDroitsRole['droits'];
}

/** Every role (or the one named) with its rights, in the order of role_labels. */
export async function roleMatrix(db: Queryable, only?: string): Promise<RoleRights[]> {
  const { rows: roles } = await db.query<{ role: string; libelle: string; description: string | null }>(
    'SELECT role, libelle, description FROM role_labels WHERE $1::text IS NULL OR role = $1 ORDER BY ordre, role',
    [only ?? null],
  );
  const resources = await resourceLabels(db);
  return Promise.all(
    roles.map(async ({ role, libelle, description }) => {
      const droits = rightRows(resources, await rightsOfRoles(db, [role]));
      const saisie = Object.fromEntries(droits.map((row) => [row.resource, { actions: actionsOf(row), portee: row.portee ?? 'Both' }]));
      return { role, libelle, description, droits, saisie: saisie as AdminDroitsRole['droits'] };
    }),
  );
}

export async function roleRightsOf(db: Queryable, role: string): Promise<RoleRights> {
  const [found] = await roleMatrix(db, role);
  if (!found) throw new HttpError(404, ROLE_RIGHTS_MESSAGES.unknownRole, 'UnknownRole');
  return found;
}

/** Replaces a role's rights by those of the body, in one transaction; refuses to lock the administrators out. */
export async function setRoleRights(db: Db, { role, droits }: AdminDroitsRole): Promise<RoleRights> {
  if (role === LOCKED_ROLE && RIGHT_ACTIONS.some((action) => !droits.roles.actions.includes(action))) {
    throw new HttpError(400, ROLE_RIGHTS_MESSAGES.adminLockOut, 'AdminLockOut', {
      errors: [{ path: '/droits/roles/actions', message: ROLE_RIGHTS_MESSAGES.adminLockOut }],
    });
  }
  await roleRightsOf(db, role);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM role_rights WHERE role = $1', [role]);
    const granted = Object.entries(droits).flatMap(([resource, { actions, portee }]) => actions.map((action) => [resource, action, portee]));
    if (granted.length === 0) return;
    await tx.query(
      `INSERT INTO role_rights (role, resource, action, scope)
       SELECT $1, g.resource, g.action, g.scope
         FROM unnest($2::text[], $3::text[], $4::text[]) AS g (resource, action, scope)`,
      [role, granted.map((g) => g[0]), granted.map((g) => g[1]), granted.map((g) => g[2])],
    );
  });
  return roleRightsOf(db, role);
}
