import type { Queryable } from '../../db/types';

/**
 * A demande's status changes: the demande locked first (two changes at once cannot both read the
 * old status), then the new status written with its line in the history (demande_statuts), which
 * says who changed it. The caller holds the transaction and decides whether the change is allowed.
 */

/** What the mail telling the member of a status change is made from. */
export interface DemandeToTell {
  acte: string;
  statut: string;
  /** the account the demande was filed from: the mail goes there */
  user_name: string;
  client_code: string | null;
}

/** Locks the demande `id` for a change by staff; undefined when there is no such demande. */
export async function lockDemandeToTell(tx: Queryable, id: number): Promise<DemandeToTell | undefined> {
  const { rows } = await tx.query<DemandeToTell>(
    'SELECT d.acte, d.statut, u.user_name, d.client_code FROM demandes d JOIN users u ON u.id = d.user_id WHERE d.id = $1 FOR UPDATE OF d',
    [id],
  );
  return rows[0];
}

/** Staff set the status and the message the member reads; a final status (traitée, refusée) dates the processing. */
export async function recordStatutByStaff(
  tx: Queryable,
  id: number,
  change: { avant: string; statut: string; message: string | null; byUserId: string },
): Promise<void> {
  await tx.query('UPDATE demandes SET statut = $2, statut_le = now(), message_adherent = $3, processed_at = CASE WHEN $2 IN (\'traitee\', \'refusee\') THEN now() ELSE processed_at END WHERE id = $1', [
    id,
    change.statut,
    change.message,
  ]);
  await tx.query('INSERT INTO demande_statuts (demande_id, avant, apres, message, par_user_id) VALUES ($1, $2, $3, $4, $5)', [
    id,
    change.avant,
    change.statut,
    change.message,
    change.byUserId,
  ]);
}

/** Locks the member's demande `demandeId` and returns its status; undefined when it is not theirs. */
export async function lockMemberDemandeStatut(tx: Queryable, demandeId: number, userId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ statut: string }>('SELECT statut FROM demandes WHERE id = $1 AND user_id = $2 FOR UPDATE', [demandeId, userId]);
  return rows[0]?.statut;
}

/** The document the mutuelle asked for came: the demande goes back to « en cours », by the member's hand. */
export async function recordMissingDocumentReceived(tx: Queryable, demandeId: number, userId: string): Promise<void> {
  await tx.query("UPDATE demandes SET statut = 'en_cours', statut_le = now() WHERE id = $1", [demandeId]);
  // The status changed without the gestion: its history says so, by the member's hand.
  await tx.query("INSERT INTO demande_statuts (demande_id, avant, apres, par_user_id) VALUES ($1, 'document_manquant', 'en_cours', $2)", [demandeId, userId]);
}
