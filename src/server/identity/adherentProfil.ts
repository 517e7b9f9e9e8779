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
  /** The account's subscriptions (all false for a user without member record: none read). */
  lettreInformation: boolean | null;
  alertesRemboursement: boolean | null;
  offresPartenaires: boolean | null;
}

/** A user without member record reads as this id: no member has it, so the reads find nothing. */
const NO_ADHERENT = '00000000-0000-0000-0000-000000000000';

/** The member `adherentId` with the account `userId`'s choices, or undefined when there is no such member. */
export async function profilOf(db: Queryable, adherentId: string | null, userId: string): Promise<ProfilRow | undefined> {
  const { rows } = await db.query<ProfilRow>(
    `SELECT a.civilite, a.nom, a.prenom, to_char(a.date_naissance, 'YYYY-MM-DD') AS "dateNaissance", p.nom_patronymique AS nompatronymique,
              a.email, a.telephone_mobile AS "telephoneMobile", p.telephone_fixe AS "telephoneFixe", p.adresse, u.dematerialisation, u.user_name AS "userName",
              u.abonnement_lettre_information AS "lettreInformation", u.abonnement_alertes_remboursement AS "alertesRemboursement",
              u.abonnement_offres_partenaires AS "offresPartenaires"
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

/*
 * Changes a member made themselves (an acte applied in automatic management mode). The profile's
 * row may not exist yet: each write creates it with the one field it sets.
 */

/** Replaces the member's postal address (the acte's `adresse` object, as « Mon profil » reads it back). */
export async function setAdresse(db: Queryable, adherentId: string, adresse: Record<string, unknown>): Promise<void> {
  await db.query(
    `INSERT INTO adherent_profils (adherent_id, adresse) VALUES ($1, $2)
     ON CONFLICT (adherent_id) DO UPDATE SET adresse = EXCLUDED.adresse`,
    [adherentId, JSON.stringify(adresse)],
  );
}

/**
 * Sets the member's phone numbers (null: none). A new mobile number is not confirmed: the security
 * codes go to a mobile only once its owner has proved it with a code sent to it.
 */
export async function setTelephones(db: Queryable, adherentId: string, phones: { mobile: string | null; fixe: string | null }): Promise<void> {
  await db.query(
    `UPDATE adherents SET telephone_mobile = $2,
            telephone_confirme = telephone_confirme AND telephone_mobile IS NOT DISTINCT FROM $2
      WHERE id = $1`,
    [adherentId, phones.mobile],
  );
  await db.query(
    `INSERT INTO adherent_profils (adherent_id, telephone_fixe) VALUES ($1, $2)
     ON CONFLICT (adherent_id) DO UPDATE SET telephone_fixe = EXCLUDED.telephone_fixe`,
    [adherentId, phones.fixe],
  );
}

/** Sets the member's contact e-mail address (not the account's login). */
export async function setContactEmail(db: Queryable, adherentId: string, email: string): Promise<void> {
  await db.query('UPDATE adherents SET email = $2 WHERE id = $1', [adherentId, email]);
}

/** Sets the member's situation familiale, as the member reads it (« Pacsé(e) »). */
export async function setSituationFamiliale(db: Queryable, adherentId: string, situation: string): Promise<void> {
  await db.query(
    `INSERT INTO adherent_profils (adherent_id, situation_familiale) VALUES ($1, $2)
     ON CONFLICT (adherent_id) DO UPDATE SET situation_familiale = EXCLUDED.situation_familiale`,
    [adherentId, situation],
  );
}

/** Sets the account's choice of documents by e-mail only (dématérialisation). */
export async function setDematerialisation(db: Queryable, userId: string, dematerialisation: boolean): Promise<void> {
  await db.query('UPDATE users SET dematerialisation = $2 WHERE id = $1', [userId, dematerialisation]);
}

/** The account's subscriptions to the mutuelle's information, as the acte « Changement d'abonnements » sets them. */
export interface Abonnements {
  lettreInformation: boolean;
  alertesRemboursement: boolean;
  offresPartenaires: boolean;
}

/** Sets the account's subscriptions (newsletter, reimbursement alerts, partners' offers). */
export async function setAbonnements(db: Queryable, userId: string, abonnements: Abonnements): Promise<void> {
  await db.query(
    `UPDATE users SET abonnement_lettre_information = $2, abonnement_alertes_remboursement = $3, abonnement_offres_partenaires = $4 WHERE id = $1`,
    [userId, abonnements.lettreInformation, abonnements.alertesRemboursement, abonnements.offresPartenaires],
  );
}
