import { rightsOfRoles } from '../admin/rights';
import { STAFF_ROLES } from '../../language/roles';
import type { Queryable } from '../db/types';
import type { CurrentUser, Role } from '../../generated/api/current-user';

export interface UserRow {
  id: string;
  user_name: string;
  password_hash: string | null;
  roles: string[];
  adherent_id: string | null;
  status: 'created' | 'active';
  created_by_admin: boolean;
  email_confirmed: boolean;
  date_naissance: string | null;
}

export async function findUserByName(db: Queryable, userName: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.user_name, u.password_hash, u.roles, u.adherent_id, u.status, u.created_by_admin, u.email_confirmed,
            a.date_naissance
       FROM users u LEFT JOIN adherents a ON a.id = u.adherent_id WHERE u.user_name = $1`,
    [userName.trim().toLowerCase()],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.user_name, u.password_hash, u.roles, u.adherent_id, u.status, u.created_by_admin, u.email_confirmed,
            a.date_naissance
       FROM users u LEFT JOIN adherents a ON a.id = u.adherent_id WHERE u.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** GET /api/identity/current-user (CONTRIBUTING.md): generated from schemas/api/current-user.schema.json. */
export type { CurrentUser };

/**
 * An account's name, in SQL on `users u`: the member's, unless the account is a beneficiary's own
 * (num_pers) or has no member (staff). The name is kept on the account by the database (migration
 * 910: nom_compte, prenom_compte, set whenever the account or its member's name changes); the
 * civility is read over `users u LEFT JOIN adherents a ON a.id = u.adherent_id` by the same rule.
 * `prenomNom` and `nomPrenom` are the texts a search reads, as the trigram index of migration 910 has them.
 */
export const ACCOUNT_NAME_SQL = {
  civilite: 'CASE WHEN u.num_pers IS NULL THEN coalesce(a.civilite, u.code_civilite) ELSE u.code_civilite END',
  nom: 'u.nom_compte',
  prenom: 'u.prenom_compte',
  prenomNom: "(coalesce(u.prenom_compte, '') || ' ' || coalesce(u.nom_compte, ''))",
  nomPrenom: "(coalesce(u.nom_compte, '') || ' ' || coalesce(u.prenom_compte, ''))",
  /** the name as the back office shows it, « prénom nom » (users_nom_affiche_idx) */
  affiche: "trim(coalesce(u.prenom_compte, '') || ' ' || coalesce(u.nom_compte, ''))",
} as const;

export async function currentUser(db: Queryable, userId: string): Promise<CurrentUser | null> {
  const { rows } = await db.query<{ roles: string[]; user_name: string; civilite: string | null; nom: string | null; prenom: string | null }>(
    `SELECT u.roles, u.user_name,
            ${ACCOUNT_NAME_SQL.civilite} AS civilite, ${ACCOUNT_NAME_SQL.nom} AS nom, ${ACCOUNT_NAME_SQL.prenom} AS prenom
       FROM users u LEFT JOIN adherents a ON a.id = u.adherent_id WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  const has = (role: string) => row.roles.includes(role);
  return {
    roles: row.roles as Role[],
    isAdmin: has('Admin'),
    isBeneficiaire: has('Beneficiaire'),
    isBackEndUser: has('BackEndUser'),
    isConsultant: has('Consultant'),
    isUser: has('User'),
    codeCivilite: row.civilite,
    nom: row.nom,
    prenom: row.prenom,
    userName: row.user_name,
    rights: STAFF_ROLES.some(has) ? await rightsOfRoles(db, row.roles) : {},
  };
}

/** PostgreSQL unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
