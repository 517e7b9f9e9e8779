import type { Queryable } from '../db/types';
import { HttpError } from '../errors';
import { ACCOUNT_NAME_SQL } from '../identity/users';
import { firstAccountsByName, nameHolds, type NameForm } from './accountNames';
import { SEARCH_COUNT_LIMIT } from './cappedCount';
import { searchPattern } from './searchPattern';
import { resourceLabels, rightRows, type RightRow } from './rightRows';
import { rightsOfRoles } from './rights';

/**
 * Users and their roles (/api/admin/users/roles): every account, searched by
 * name or identifiant in SQL, with its roles by their product labels (role_labels); one user's
 * effective rights (the union of its roles', as the server applies them).
 */
export const USER_ROLES_MESSAGES = {
  notFound: "Cet utilisateur n'existe pas.",
  ownAdminRole: 'Vous ne pouvez pas retirer votre propre rôle Administrateur Digital.',
  adminOnly: 'Seul un Administrateur Digital peut donner ou retirer le rôle Administrateur Digital.',
} as const;

export interface UserWithRoles {
  id: string;
  identifiant: string;
  nom: string | null;
  prenom: string | null;
  roles: string[];
  /** The roles by their labels, in the order of role_labels ('Administrateur Digital, Gestionnaire'). */
  libellesRoles: string;
}

export interface UserRights extends UserWithRoles {
  droits: RightRow[];
}

const USER_COLUMNS = `u.id::text AS id, u.user_name AS identifiant, ${ACCOUNT_NAME_SQL.nom} AS nom, ${ACCOUNT_NAME_SQL.prenom} AS prenom, u.roles,
  coalesce((SELECT string_agg(l.libelle, ', ' ORDER BY l.ordre) FROM role_labels l WHERE l.role = ANY (u.roles)), '') AS "libellesRoles"`;

/**
 * Every account, or those whose identifier, « prénom nom » or « nom prénom » holds the search
 * (searchPattern: its start under three characters), ordered by name then identifier, with how many
 * there are. Names are the ones kept on the accounts (ACCOUNT_NAME_SQL): the list walks
 * users_nom_compte_idx. A search whose names are borne by more than SEARCH_COUNT_LIMIT accounts
 * takes its page through the names (firstAccountsByName) and says « more than »; another one
 * collects its accounts once through the trigram indexes (migration 910), then counts and sorts
 * them: walking the names' order while testing each account would read most of a million accounts
 * before finding the twenty of a rare name.
 */
export async function listUsersWithRoles(
  db: Queryable,
  { recherche, page, taille }: { recherche?: string; page: number; taille: number },
): Promise<{ items: UserWithRoles[]; total: number; totalAuMoins: boolean }> {
  const search = searchPattern(recherche);
  const order = `${ACCOUNT_NAME_SQL.nom} NULLS LAST, ${ACCOUNT_NAME_SQL.prenom} NULLS LAST, u.user_name`;
  const offset = (page - 1) * taille;
  if (!search) {
    const [{ rows: counted }, { rows }] = await Promise.all([
      // every account is in one of the counts kept per client, status and roles (migration 920)
      db.query<{ n: number }>('SELECT coalesce(sum(n), 0)::int AS n FROM comptes_par_client'),
      db.query<UserWithRoles>(`SELECT ${USER_COLUMNS} FROM users u ORDER BY ${order} LIMIT $1 OFFSET $2`, [taille, offset]),
    ]);
    return { items: rows, total: Number(counted[0]!.n), totalAuMoins: false };
  }
  // A piece without a space found in « prénom nom » is in one of the two names, so « nom prénom »
  // holds it too: one trigram scan fewer (a seventh of a common name's search). The start of a
  // text (one or two characters) differs between the two.
  const forms: NameForm[] = search.startsWith('%') && !search.includes(' ') ? ['prenomNom'] : ['prenomNom', 'nomPrenom'];
  const typed = recherche!.trim();
  const byName = await firstAccountsByName(db, { pattern: search, typed, forms, count: offset + taille });
  if (byName) {
    const { rows } = await db.query<UserWithRoles>(
      `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ANY ($1::uuid[]) ORDER BY ${order} LIMIT $2 OFFSET $3`,
      [byName, taille, offset],
    );
    return { items: rows, total: SEARCH_COUNT_LIMIT, totalAuMoins: true };
  }
  const { rows } = await db.query<{ total: number; items: UserWithRoles[] }>(
    `WITH found AS MATERIALIZED (
       SELECT u.id, u.user_name, u.nom_compte, u.prenom_compte, u.roles FROM users u
        WHERE u.user_name ILIKE $1 OR ${nameHolds(forms, 'u')}),
     page AS (SELECT ${USER_COLUMNS} FROM found u ORDER BY ${order} LIMIT $2 OFFSET $3)
     SELECT (SELECT count(*)::int FROM found) AS total,
            coalesce((SELECT jsonb_agg(p ORDER BY p.nom NULLS LAST, p.prenom NULLS LAST, p.identifiant) FROM page p), '[]') AS items`,
    [search, taille, offset],
  );
  return { items: rows[0]!.items, total: rows[0]!.total, totalAuMoins: false };
}

export async function userWithRoles(db: Queryable, id: string): Promise<UserWithRoles> {
  const { rows } = await db.query<UserWithRoles>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1::uuid`, [id]);
  if (!rows[0]) throw new HttpError(404, USER_ROLES_MESSAGES.notFound, 'UserNotFound');
  return rows[0];
}

/** The user with its effective rights: what every admin route lets it do. */
export async function userRights(db: Queryable, id: string): Promise<UserRights> {
  const user = await userWithRoles(db, id);
  return { ...user, droits: rightRows(await resourceLabels(db), await rightsOfRoles(db, user.roles)) };
}

/**
 * Gives a user these roles. An administrator never removes their own Admin role (no one left to
 * give it back, maybe), and only an administrator gives or removes the Admin role (a gestionnaire
 * allowed to edit roles does not make itself administrator).
 */
export async function setUserRoles(
  db: Queryable,
  caller: { id: string; roles: readonly string[] },
  { userId, roles }: { userId: string; roles: readonly string[] },
): Promise<UserWithRoles> {
  const before = await userWithRoles(db, userId);
  const adminBefore = before.roles.includes('Admin');
  const adminAfter = roles.includes('Admin');
  if (caller.id === userId && adminBefore && !adminAfter) {
    throw new HttpError(400, USER_ROLES_MESSAGES.ownAdminRole, 'OwnAdminRole', { errors: [{ path: '/roles', message: USER_ROLES_MESSAGES.ownAdminRole }] });
  }
  if (adminBefore !== adminAfter && !caller.roles.includes('Admin')) throw new HttpError(403, USER_ROLES_MESSAGES.adminOnly, 'AdminRoleReserved');
  await db.query('UPDATE users SET roles = $2::text[] WHERE id = $1::uuid', [userId, [...roles]]);
  return userWithRoles(db, userId);
}
