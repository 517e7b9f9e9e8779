import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/types';

/**
 * Where uploaded bytes live: never in one in-process database row, which would stall
 * every other visitor of a PGlite server while 10 MB are written.
 * - 'disk' (PGlite): one file per upload in a folder under DATA_DIR, written as the upload streams in.
 * - 'chunks' (PostgreSQL): rows of 256 KiB in upload_chunks, written as the upload streams in, so
 *   every instance on the same database serves every file.
 * - 'db': rows written before the two stores above keep their bytes in uploads.content.
 */
export type Storage = 'disk' | 'chunks' | 'db';

export interface StoredUpload {
  size: number;
  sha256: string;
  /** The first bytes, for the magic-number check. */
  head: Buffer;
}

export interface UploadStore {
  readonly storage: Exclude<Storage, 'db'>;
  /** Consumes the stream; on any error, nothing of this id is left behind and the error is rethrown. */
  write(id: string, source: AsyncIterable<Buffer>): Promise<StoredUpload>;
  read(id: string): Promise<Buffer | Readable>;
  remove(id: string): Promise<void>;
}

const HEAD_BYTES = 16;
const CHUNK_BYTES = 256 * 1024;

/** Hashes, counts and keeps the head of what passes through. */
function meter() {
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  return {
    async *tap(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        yield chunk;
      }
    },
    result: (): StoredUpload => ({ size, sha256: hash.digest('hex'), head }),
  };
}

export function diskStore(dir: string): UploadStore {
  const fileOf = (id: string) => path.join(dir, id);
  return {
    storage: 'disk',
    async write(id, source) {
      await mkdir(dir, { recursive: true });
      const partial = `${fileOf(id)}.part`;
      const m = meter();
      try {
        await pipeline(m.tap(source), createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, fileOf(id));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return m.result();
    },
    async read(id) {
      await access(fileOf(id)); // a missing file fails here, not halfway through the reply
      return createReadStream(fileOf(id));
    },
    async remove(id) {
      await rm(fileOf(id), { force: true });
    },
  };
}

export function chunkStore(db: Db): UploadStore {
  const remove = async (id: string) => void (await db.query('DELETE FROM upload_chunks WHERE upload_id = $1', [id]));
  return {
    storage: 'chunks',
    async write(id, source) {
      const m = meter();
      let pending: Buffer = Buffer.alloc(0);
      let seq = 0;
      const insert = async (data: Buffer) => {
        await db.query('INSERT INTO upload_chunks (upload_id, seq, data) VALUES ($1, $2, $3)', [id, seq++, data]);
      };
      try {
        for await (const chunk of m.tap(source)) {
          pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
          // Rows of exactly CHUNK_BYTES, however the parser cut the stream.
          while (pending.length >= CHUNK_BYTES) {
            await insert(pending.subarray(0, CHUNK_BYTES));
            pending = pending.subarray(CHUNK_BYTES);
          }
        }
        if (pending.length) await insert(pending);
      } catch (error) {
        await remove(id);
        throw error;
      }
      return m.result();
    },
    async read(id) {
      const { rows } = await db.query<{ data: Uint8Array }>('SELECT data FROM upload_chunks WHERE upload_id = $1 ORDER BY seq', [id]);
      if (rows.length === 0) throw new Error(`no chunks for upload ${id}`);
      return Buffer.concat(rows.map((row) => Buffer.from(row.data)));
    },
    remove,
  };
}

/** PostgreSQL keeps files in the database (shared by instances); PGlite on disk beside its data. */
export function uploadStoreFor(db: Db, uploadDir: string): UploadStore {
  return db.kind === 'postgres' ? chunkStore(db) : diskStore(uploadDir);
}

/**
 * The store the upload routes opened for this database, so other routes (the back office's
 * download of a demande's documents) read the same bytes without knowing where they live.
 */
const storesByDb = new WeakMap<Db, UploadStore>();
export function shareUploadStore(db: Db, store: UploadStore): void {
  storesByDb.set(db, store);
}

/** The bytes of an upload row ('db' rows keep them in uploads.content). */
export async function readUploadBytes(db: Db, upload: { id: string; storage: Storage; content: Uint8Array | null }): Promise<Buffer | Readable> {
  if (upload.storage === 'db') return Buffer.from(upload.content ?? []);
  const store = storesByDb.get(db);
  if (!store) throw new Error('upload store not opened');
  return store.read(upload.id);
}
