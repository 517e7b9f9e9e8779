import type { Queryable } from '../../db/types';

/**
 * What a member reads of their own demandes: « Mes demandes », one demande for its recap, and
 * whether a demande they name in a form is theirs. Every read is limited to the member's account.
 */

/** A demande of the member, with the names of its documents and what the gestion last wrote to them. */
export interface MemberDemandeRow {
  id: number;
  date: string;
  acte: string;
  numero_contrat: string | null;
  statut: string;
  /** the files' names, null when there is none */
  documents: string[] | null;
  date_effet: string | null;
  message: string | null;
}

/** The user's 200 latest demandes, newest first (on every contract), or only the demande `id` when given. */
export async function memberDemandes(db: Queryable, userId: string, id: number | null): Promise<MemberDemandeRow[]> {
  const { rows } = await db.query<MemberDemandeRow>(
    `SELECT d.id::int AS id, to_char(d.created_at, 'YYYY-MM-DD') AS date, d.acte, d.numero_contrat, d.statut,
              d.donnees->>'dateEffet' AS date_effet, d.message_adherent AS message,
              (SELECT array_agg(dd.local_file_name ORDER BY dd.id) FROM demande_documents dd WHERE dd.demande_id = d.id) AS documents
         FROM demandes d
        WHERE d.user_id = $1 AND ($2::bigint IS NULL OR d.id = $2)
        ORDER BY d.created_at DESC, d.id DESC
        LIMIT 200`,
    [userId, id],
  );
  return rows;
}

/** Whether the demande `id` is the user's own and of one of the `actes`. */
export async function isOwnDemandeOf(db: Queryable, id: string, userId: string, actes: readonly string[]): Promise<boolean> {
  return (await db.query('SELECT 1 FROM demandes WHERE id = $1 AND user_id = $2 AND acte = ANY ($3::text[])', [id, userId, actes])).rows.length > 0;
}

/** A demande as its recap is made from: its data as filed and the acte version it was filed under, its day, contract and the names of its documents. */
export interface DemandeToRecap {
  acte: string;
  acte_version: number;
  date: string;
  numero_contrat: string | null;
  donnees: Record<string, unknown> | null;
  documents: string[] | null;
}

/** The demande `id`, if it is `owner`'s (null: anyone's, for staff). */
export async function demandeToRecap(db: Queryable, id: number, owner: string | null): Promise<DemandeToRecap | undefined> {
  const { rows } = await db.query<DemandeToRecap>(
    `SELECT d.acte, d.acte_version, to_char(d.created_at, 'YYYY-MM-DD') AS date, d.numero_contrat, d.donnees,
            (SELECT array_agg(dd.local_file_name ORDER BY dd.id) FROM demande_documents dd WHERE dd.demande_id = d.id) AS documents
       FROM demandes d WHERE d.id = $1 AND ($2::uuid IS NULL OR d.user_id = $2::uuid)`,
    [id, owner],
  );
  return rows[0];
}
