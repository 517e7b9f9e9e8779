import type { Queryable } from '../db/types';
import type { Storage } from './uploadStore';

/**
 * The uploads table: one row per document a member sent, with its metadata and where its bytes
 * are (the upload store; `content` only for the oldest rows, stored in the row itself).
 */

export interface NewUpload {
  id: string;
  ownerUserId: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  storage: Storage;
}

export async function recordUpload(db: Queryable, upload: NewUpload, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO uploads (id, owner_user_id, file_name, mime_type, size_bytes, sha256, storage, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [upload.id, upload.ownerUserId, upload.fileName, upload.mimeType, upload.sizeBytes, upload.sha256, upload.storage, now],
  );
}

export interface OwnUploadRow {
  file_name: string;
  mime_type: string;
  storage: Storage;
  content: Uint8Array | null;
}

/** The upload if this user sent it; undefined otherwise, so another member's ids cannot be probed. */
export async function ownUpload(db: Queryable, id: string, userId: string): Promise<OwnUploadRow | undefined> {
  const { rows } = await db.query<OwnUploadRow>('SELECT file_name, mime_type, storage, content FROM uploads WHERE id = $1 AND owner_user_id = $2', [id, userId]);
  return rows[0];
}
