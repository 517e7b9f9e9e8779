import type { Db, Queryable } from '../db/types';
import { HttpError } from '../errors';
import { addDocuments, type UploadedDocument } from './demandes';

/**
 * « Mes demandes »: the demandes a member filed, as they read them, and the document the mutuelle
 * asked for, added by the member to the same demande.
 */
export const DEMANDE_ROUTE_MESSAGES = {
  notFound: 'Cette demande est introuvable.',
  notWaiting: 'Cette demande n’attend pas de document.',
  unknownDocument: 'Le document envoyé est introuvable. Merci de le joindre de nouveau.',
} as const;

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

/**
 * Adds the documents to the user's demande waiting for one (« document manquant »), which goes back
 * to « en cours », in one transaction: the demande is locked first, so two sends cannot both find it
 * waiting. 404 when the demande is not the user's, 400 when it waits for no document.
 */
export async function addRequestedDocuments(db: Db, demandeId: number, userId: string, documents: UploadedDocument[]): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ statut: string }>('SELECT statut FROM demandes WHERE id = $1 AND user_id = $2 FOR UPDATE', [demandeId, userId]);
    if (!rows[0]) throw new HttpError(404, DEMANDE_ROUTE_MESSAGES.notFound, 'DemandeNotFound');
    if (rows[0].statut !== 'document_manquant') throw new HttpError(400, DEMANDE_ROUTE_MESSAGES.notWaiting, 'DemandeNotWaiting');
    await addDocuments(tx, demandeId, documents);
    await tx.query("UPDATE demandes SET statut = 'en_cours', statut_le = now() WHERE id = $1", [demandeId]);
    // The status changed without the gestion: its history says so, by the member's hand.
    await tx.query("INSERT INTO demande_statuts (demande_id, avant, apres, par_user_id) VALUES ($1, 'document_manquant', 'en_cours', $2)", [demandeId, userId]);
  });
}
