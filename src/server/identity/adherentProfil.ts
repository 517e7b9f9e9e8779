import type { Queryable } from '../db/types';

/**
 * The member's own record as « Mon profil » reads it: identity (adherents), the profile's extra
 * fields (adherent_profils) and the account's choices (users).
 */

/** A member's identity, contacts, stored address and account choices (every field null when the member has no row). */
export interface ProfilRow {
  civilite: string;
  nom: string;
  prenom: string;
  dateNaissance: string;
  nompatronymique: string | null;
  userName: string;
  email: string | null;
  telephoneMobile: string | null;
  telephoneFixe: string | null;
  adresse: Record<string, unknown> | null;
  dematerialisation: boolean | null;
}

/** A user without member record reads as this id: no member has it, so the reads find nothing. */
const NO_ADHERENT = '00000000-0000-0000-0000-000000000000';

/** The member `adherentId` with the account `userId`'s choices, or undefined when there is no such member. */
export async function profilOf(db: Queryable, adherentId: string | null, userId: string): Promise<ProfilRow | undefined> {
  const { rows } = await db.query<ProfilRow>(
    `SELECT a.civilite, a.nom, a.prenom, to_char(a.date_naissance, 'YYYY-MM-DD') AS "dateNaissance", p.nom_patronymique AS nompatronymique,
              a.email, a.telephone_mobile AS "telephoneMobile", p.telephone_fixe AS "telephoneFixe", p.adresse, u.dematerialisation, u.user_name AS "userName"
         FROM adherents a
         LEFT JOIN adherent_profils p ON p.adherent_id = a.id
         LEFT JOIN users u ON u.id = $2
        WHERE a.id = $1`,
    [adherentId ?? NO_ADHERENT, userId],
  );
  return rows[0];
}

/** The member's situation familiale, null when the profile has none. */
export async function situationFamilialeOf(db: Queryable, adherentId: string | null): Promise<string | null> {
  const { rows } = await db.query<{ situation: string | null }>('SELECT situation_familiale AS situation FROM adherent_profils WHERE adherent_id = $1', [
    adherentId ?? NO_ADHERENT,
  ]);
  return rows[0]?.situation ?? null;
}
