import type { Queryable } from '../db/types';
import { formatDateFr, fromIsoDate } from '../../domain/dates';
import { fillPlaceholders, placeholdersIn } from '../../language/placeholders';
import type { ActeManifest } from './manifests';

/**
 * A filed demande and what follows it (« Mes demandes »): the documents sent with it
 * are listed apart (so the member sees them and can add one when the mutuelle asks), and the
 * acknowledgement sentence of the acte is filled from its data.
 *
 * This module (this file and the folder demandes/) is the one place that reads and writes the
 * tables demandes, demande_statuts and demande_documents: every other file calls its functions
 * (`npm run check` refuses their SQL anywhere else), so a column's meaning is read in one place.
 */
export * from './demandes/filing';
export * from './demandes/memberReads';
export * from './demandes/sinistres';
export * from './demandes/backOfficeReads';
export * from './demandes/statutChanges';

export const DEMANDE_STATUTS = ['envoyee', 'en_cours', 'document_manquant', 'traitee', 'refusee'] as const;
export type DemandeStatut = (typeof DEMANDE_STATUTS)[number];

export interface UploadedDocument {
  remoteFileName: string;
  localFileName: string;
  size: number;
}

const isObj = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The uploaded files a demande carries (the upload widget's `[{ remoteFileName, localFileName, size }]`, at any depth). */
export function documentsOf(data: unknown): UploadedDocument[] {
  if (Array.isArray(data)) return data.flatMap(documentsOf);
  if (!isObj(data)) return [];
  if (typeof data.remoteFileName === 'string') {
    return [{ remoteFileName: data.remoteFileName, localFileName: String(data.localFileName ?? data.remoteFileName), size: Number(data.size) || 0 }];
  }
  return Object.values(data).flatMap(documentsOf);
}

export async function addDocuments(db: Queryable, demandeId: number, documents: UploadedDocument[]): Promise<void> {
  for (const doc of documents) {
    await db.query('INSERT INTO demande_documents (demande_id, remote_file_name, local_file_name, taille) VALUES ($1, $2, $3, $4)', [
      demandeId,
      doc.remoteFileName,
      doc.localFileName.slice(0, 255),
      doc.size,
    ]);
  }
}

/** The acte's sentence of the acknowledgement, `{champ}` replaced by the data (ISO days as JJ/MM/AAAA). */
export function acknowledgementSentence(manifest: ActeManifest, data: Record<string, unknown>): string | null {
  if (!manifest.accuse) return null;
  // Every placeholder is filled: a field the member left empty reads as nothing, never as « {champ} ».
  const values = Object.fromEntries(placeholdersIn(manifest.accuse).map((name) => [name, data[name]]));
  return fillPlaceholders(manifest.accuse, values, (value) => {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateFr(fromIsoDate(value));
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The member-facing name of an acte (the manifests' own rule, here for the demandes' callers). */
export { acteLibelle } from './manifests';

// --- additions by other parts below

// --- automatic processing

/** The word the history and « Mes demandes » carry for a demande the server processed itself. */
export const TRAITEE_AUTOMATIQUEMENT = 'Demande traitée automatiquement.';

/**
 * The demande `demandeId`, just filed and applied to the member's data, is « Traitée »: its status,
 * the message the member reads in « Mes demandes » and a row of its history (by nobody: the server).
 */
export async function markTraiteeAutomatiquement(db: Queryable, demandeId: number): Promise<void> {
  await db.query(
    "UPDATE demandes SET statut = 'traitee', statut_le = now(), processed_at = now(), message_adherent = $2 WHERE id = $1",
    [demandeId, TRAITEE_AUTOMATIQUEMENT],
  );
  await db.query("INSERT INTO demande_statuts (demande_id, avant, apres, message) VALUES ($1, 'envoyee', 'traitee', $2)", [demandeId, TRAITEE_AUTOMATIQUEMENT]);
}

// --- conversation

/** The statuses of a closed demande: the member can no longer reply to it nor close it again. */
export const DEMANDE_STATUTS_CLOS: readonly DemandeStatut[] = ['traitee', 'refusee'];
export const isDemandeClose = (statut: string): boolean => (DEMANDE_STATUTS_CLOS as readonly string[]).includes(statut);

/** A demande as a message to or from it needs it: whose it is, where the mail goes, whose templates it uses. */
export interface DemandeInConversation {
  acte: string;
  statut: DemandeStatut;
  user_id: string;
  /** the account the demande was filed from: the mail goes there */
  user_name: string;
  client_code: string | null;
}

/**
 * Locks the demande `id` for a message or a status change in the transaction `tx` (two writes on one
 * demande wait for each other); `ownerId`: only the demande of that account (a member), null: any (staff).
 * Undefined when there is none.
 */
export async function lockDemandeForConversation(tx: Queryable, id: number, ownerId: string | null): Promise<DemandeInConversation | undefined> {
  return demandeForConversation(tx, id, ownerId, 'FOR UPDATE OF d');
}

/** The demande `id` as the conversation reads it (`ownerId` as above), without locking it. */
export async function readDemandeForConversation(db: Queryable, id: number, ownerId: string | null): Promise<DemandeInConversation | undefined> {
  return demandeForConversation(db, id, ownerId, '');
}

async function demandeForConversation(
  db: Queryable,
  id: number,
  ownerId: string | null,
  lock: 'FOR UPDATE OF d' | '',
): Promise<DemandeInConversation | undefined> {
  const { rows } = await db.query<DemandeInConversation>(
    `SELECT d.acte, d.statut, d.user_id, u.user_name, d.client_code FROM demandes d JOIN users u ON u.id = d.user_id
      WHERE d.id = $1 AND ($2::uuid IS NULL OR d.user_id = $2::uuid) ${lock}`,
    [id, ownerId],
  );
  return rows[0];
}

/** The demande's new status, recorded in its history with who changed it and why; a closed demande is processed from now. */
export async function recordConversationStatut(
  tx: Queryable,
  id: number,
  change: { avant: string; apres: DemandeStatut; message: string | null; byUserId: string },
): Promise<void> {
  await tx.query(
    'UPDATE demandes SET statut = $2, statut_le = now(), processed_at = CASE WHEN $2 = ANY($3::text[]) THEN now() ELSE processed_at END WHERE id = $1',
    [id, change.apres, DEMANDE_STATUTS_CLOS],
  );
  await tx.query('INSERT INTO demande_statuts (demande_id, avant, apres, message, par_user_id) VALUES ($1, $2, $3, $4, $5)', [
    id,
    change.avant,
    change.apres,
    change.message,
    change.byUserId,
  ]);
}

/** The mutuelle's last word to the member, shown beside the demande in « Mes demandes » and in the back office's summary. */
export async function setLastMessageToMember(tx: Queryable, id: number, message: string): Promise<void> {
  await tx.query('UPDATE demandes SET message_adherent = $2 WHERE id = $1', [id, message]);
}
