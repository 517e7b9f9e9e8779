import type { Queryable } from '../db/types';
import { badRequest, type FieldError } from '../errors';
import { FILE_TYPES } from '../uploads/fileTypes';
import type { UploadedDocument } from './demandes';

/**
 * The documents an acte refers to: the upload widget puts only ids in the data, so the
 * server checks each id against the uploads table before filing the demande:
 * - every id is an upload of the member who sends the acte (never someone else's file, never an
 *   invented id) — for every acte of the generic route;
 * - with the manifest's `documents` limits (declarationsinistre…), the REAL sizes and types stored
 *   at upload time, not what the browser says: at most `maxFiles` files, `maxFileSize` bytes each,
 *   `maxTotalSize` in all, of the accepted types (PDF, JPEG, PNG).
 * The answer carries the real size of each document, which the demande keeps.
 */
export interface DocumentLimits {
  maxFiles: number;
  maxFileSize: number;
  maxTotalSize: number;
}

const MO = 1024 * 1024;
const mo = (bytes: number) => `${Number((bytes / MO).toFixed(1)).toLocaleString('fr-FR')} Mo`;

export const DOCUMENT_MESSAGES = {
  notOwned: 'Le document envoyé est introuvable. Merci de le joindre de nouveau.',
  tooMany: (max: number) => `Vous pouvez joindre ${max} documents au plus.`,
  tooBig: (name: string, max: number) => `Le document « ${name} » dépasse le poids maximum autorisé (${mo(max)}).`,
  tooBigInAll: (max: number) => `Les documents joints dépassent le poids total autorisé (${mo(max)}).`,
  wrongType: (name: string) => `Le format du document « ${name} » n’est pas accepté. Formats acceptés : PDF, JPG ou PNG.`,
} as const;

const ACCEPTED_MIME_TYPES = new Set(FILE_TYPES.map((type) => type.mimeType));

export async function assertOwnDocuments(
  db: Queryable,
  userId: string,
  documents: UploadedDocument[],
  limits?: DocumentLimits,
): Promise<UploadedDocument[]> {
  if (documents.length === 0) return [];
  const ids = [...new Set(documents.map((doc) => doc.remoteFileName))];
  const { rows } = await db.query<{ id: string; size: number | string; mime_type: string }>(
    'SELECT id, size_bytes AS size, mime_type FROM uploads WHERE id = ANY ($1::text[]) AND owner_user_id = $2',
    [ids, userId],
  );
  const stored = new Map(rows.map((row) => [row.id, { size: Number(row.size), mimeType: row.mime_type }]));
  const refuse = (message: string, extra: FieldError[] = []) => badRequest(message, 'DocumentRefused', { errors: extra });
  if (ids.some((id) => !stored.has(id))) throw refuse(DOCUMENT_MESSAGES.notOwned);
  const real = documents.map((doc) => ({ ...doc, size: stored.get(doc.remoteFileName)!.size }));
  if (!limits) return real;
  if (ids.length > limits.maxFiles) throw refuse(DOCUMENT_MESSAGES.tooMany(limits.maxFiles));
  for (const doc of real) {
    if (!ACCEPTED_MIME_TYPES.has(stored.get(doc.remoteFileName)!.mimeType)) throw refuse(DOCUMENT_MESSAGES.wrongType(doc.localFileName));
    if (doc.size > limits.maxFileSize) throw refuse(DOCUMENT_MESSAGES.tooBig(doc.localFileName, limits.maxFileSize));
  }
  const total = ids.reduce((sum, id) => sum + stored.get(id)!.size, 0);
  if (total > limits.maxTotalSize) throw refuse(DOCUMENT_MESSAGES.tooBigInAll(limits.maxTotalSize));
  return real;
}
