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

/** The word the history and « Mes demandes » carry for a demande the server processed itself. */
export const TRAITEE_AUTOMATIQUEMENT = 'Demande traitée automatiquement.';

/** The mutuelle's last word to the member, shown beside the demande in « Mes demandes » and in the back office's summary. */
export async function setLastMessageToMember(tx: Queryable, id: number, message: string): Promise<void> {
  await tx.query('UPDATE demandes SET message_adherent = $2 WHERE id = $1', [id, message]);
}

/** The revision of the client's words of the acte a demande was filed under (its recap shows those words). */
export async function recordActeWordRevision(tx: Queryable, id: number, revisionId: number): Promise<void> {
  await tx.query('UPDATE demandes SET acte_word_revision_id = $2 WHERE id = $1', [id, revisionId]);
}

/** The revision of words a demande was filed under, or null (the files' own words). */
export async function acteWordRevisionOfDemande(db: Queryable, id: number): Promise<number | null> {
  const { rows } = await db.query<{ revision: number | null }>('SELECT acte_word_revision_id::int AS revision FROM demandes WHERE id = $1', [id]);
  return rows[0]?.revision ?? null;
}
