import type { Queryable } from '../../db/types';
import type { DemandeStatut } from '../../../domain/demandeStatut';

/**
 * A demande's status changes, whoever makes them (staff, the member adding a document or closing it,
 * the server applying an automatic acte): the demande locked first (two changes at once cannot both
 * read the old status), then the new status written with its line in the history
 * (demande_statuts), which says who changed it. The caller holds the transaction and decides
 * whether the change is allowed.
 */

export { DEMANDE_STATUTS, type DemandeStatut } from '../../../domain/demandeStatut';

/** The statuses of a closed demande: processed, the member can no longer reply to it nor close it again. */
export const DEMANDE_STATUTS_CLOS: readonly DemandeStatut[] = ['traitee', 'refusee'];
export const isDemandeClose = (statut: string): boolean => (DEMANDE_STATUTS_CLOS as readonly string[]).includes(statut);

/** A demande as a change of it needs it: its status, whose it is, where the mail goes, whose templates it uses. */
export interface LockedDemande {
  acte: string;
  statut: DemandeStatut;
  user_id: string;
  /** the account the demande was filed from: the mail goes there */
  user_name: string;
  client_code: string | null;
}

/**
 * Locks the demande `id` for a change in the transaction `tx`; `ownerId`: only the demande of that
 * account (a member), null: any (staff). Undefined when there is none.
 */
export async function lockDemande(tx: Queryable, id: number, ownerId: string | null): Promise<LockedDemande | undefined> {
  return demandeToChange(tx, id, ownerId, 'FOR UPDATE OF d');
}

/** The demande `id` as lockDemande reads it (`ownerId` as there), without locking it. */
export async function readDemande(db: Queryable, id: number, ownerId: string | null): Promise<LockedDemande | undefined> {
  return demandeToChange(db, id, ownerId, '');
}

async function demandeToChange(db: Queryable, id: number, ownerId: string | null, lock: 'FOR UPDATE OF d' | ''): Promise<LockedDemande | undefined> {
  const { rows } = await db.query<LockedDemande>(
    `SELECT d.acte, d.statut, d.user_id, u.user_name, d.client_code FROM demandes d JOIN users u ON u.id = d.user_id
      WHERE d.id = $1 AND ($2::uuid IS NULL OR d.user_id = $2::uuid) ${lock}`,
    [id, ownerId],
  );
  return rows[0];
}

/**
 * The demande's new status, with its line of history: `message` why, `byUserId` who (null: the
 * server itself); `messageToMember`, when given, is also what the member reads beside the demande.
 * A closed status dates the processing.
 */
export async function recordStatut(
  tx: Queryable,
  id: number,
  change: { avant: string; apres: DemandeStatut; message: string | null; byUserId: string | null; messageToMember?: string | null },
): Promise<void> {
  const setsMessage = change.messageToMember !== undefined;
  await tx.query(
    `UPDATE demandes SET statut = $2, statut_le = now(),
            processed_at = CASE WHEN $2 = ANY ($3::text[]) THEN now() ELSE processed_at END,
            message_adherent = CASE WHEN $4 THEN $5 ELSE message_adherent END
      WHERE id = $1`,
    [id, change.apres, DEMANDE_STATUTS_CLOS, setsMessage, change.messageToMember ?? null],
  );
  await tx.query('INSERT INTO demande_statuts (demande_id, avant, apres, message, par_user_id) VALUES ($1, $2, $3, $4, $5)', [
    id,
    change.avant,
    change.apres,
    change.message,
    change.byUserId,
  ]);
}
