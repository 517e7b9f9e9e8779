import type { Queryable } from '../db/types';
import { formatDateFr, fromIsoDate } from '../../domain/dates';
import { fillPlaceholders, placeholdersIn } from '../../language/placeholders';
import type { ActeManifest } from './manifests';

/**
 * A filed demande and what follows it (« Mes demandes »): the documents sent with it
 * are listed apart (so the member sees them and can add one when the mutuelle asks), and the
 * acknowledgement sentence of the acte is filled from its data.
 */
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

/** The member-facing name of an acte. */
export const acteLibelle = (manifest: ActeManifest): string => manifest.libelle ?? manifest.acte;

// --- recap reads

/** What a demande's recap is drawn from: the data as filed and the version it was filed under, its day, contract and documents. */
export interface DemandeRecapRow {
  acte: string;
  acte_version: number;
  date: string;
  numero_contrat: string | null;
  donnees: Record<string, unknown> | null;
  documents: string[] | null;
}

/** One demande for its recap; `owner` limits it to one member's demandes, null: any (staff). */
export async function demandeRecapRow(db: Queryable, id: number, owner: string | null): Promise<DemandeRecapRow | undefined> {
  const { rows } = await db.query<DemandeRecapRow>(
    `SELECT d.acte, d.acte_version, to_char(d.created_at, 'YYYY-MM-DD') AS date, d.numero_contrat, d.donnees,
            (SELECT array_agg(dd.local_file_name ORDER BY dd.id) FROM demande_documents dd WHERE dd.demande_id = d.id) AS documents
       FROM demandes d WHERE d.id = $1 AND ($2::uuid IS NULL OR d.user_id = $2::uuid)`,
    [id, owner],
  );
  return rows[0];
}
