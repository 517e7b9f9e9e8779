import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth';
import { HttpError } from '../../errors';
import { ACCEPTED_FORMATS_TEXT, FILE_TYPES, cleanFileName, hasControlCharacters, magicMatches, mimeMatches, servedFileName, typeForExtension } from '../../uploads/fileTypes';
import { errorReply, replies, fileReply } from '../../schemas/replies';
import { DEFAULT_UPLOAD_LIMITS, UploadGate, uploadLimitMessages } from '../../uploads/uploadLimits';
import { shareUploadStore, uploadStoreFor } from '../../uploads/uploadStore';
import { ownUpload, recordUpload } from '../../uploads/uploadRecords';
import { uploadsOfLastDay } from '../../uploads/uploadQuota';
import { contentDisposition } from '../../documents/attachment';

/**
 * Document uploads (server side), logged in:
 * - POST /api/upload (multipart, one file in field `file`) → { fileNames: [<opaque id>] }
 * - GET  /api/upload/:id → the file, only for the member who uploaded it.
 * The bytes stream to the upload store (uploads/uploadStore.ts: a folder under DATA_DIR on
 * PGlite, 256 KiB rows on PostgreSQL so any instance serves any file); the uploads row keeps the
 * metadata. A form submit carries the id, never the content.
 *
 * Errors: 400 no file / empty file / wrong field / truncated body / control characters in the
 * name, 413 too big, 415 type not accepted (extension, declared MIME or magic bytes) or body sent
 * with a Content-Encoding, 429 daily quota of the member reached or
 * their previous uploads still in flight, 503 too many uploads in flight (uploads/uploadLimits.ts).
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_MO_TEXT = '10 Mo';

export const UPLOAD_MESSAGES = {
  notMultipart: 'Le document doit être envoyé au format multipart/form-data.',
  encoded: 'Le document doit être envoyé sans compression de la requête (Content-Encoding).',
  badName: 'Le nom du document contient des caractères non autorisés. Merci de le renommer puis de le joindre à nouveau.',
  missing: 'Aucun document reçu. Merci de joindre le document demandé.',
  wrongField: 'Le document doit être envoyé dans le champ « file ».',
  empty: 'Le document est vide.',
  tooBig: `Le document dépasse la taille maximale autorisée (${MAX_MO_TEXT}).`,
  wrongType: `Ce type de document n’est pas accepté. Formats acceptés : ${ACCEPTED_FORMATS_TEXT}.`,
  wrongContent: `Le contenu du document ne correspond pas à son format. Formats acceptés : ${ACCEPTED_FORMATS_TEXT}.`,
  notFound: 'Ce document est introuvable.',
  incomplete: 'Le document n’a pas été reçu en entier. Merci de le joindre à nouveau.',
} as const;

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20 } });
  }
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...app.config.uploadLimits };
  const messages = uploadLimitMessages(limits);
  const gate = new UploadGate(limits);
  // Without a configured folder (tests, in-memory PGlite), a temporary one that goes with the app.
  const ownDir = app.config.uploadDir ? null : mkdtempSync(path.join(tmpdir(), 'espace-adherent-uploads-'));
  if (ownDir) app.addHook('onClose', async () => rm(ownDir, { recursive: true, force: true }));
  const store = uploadStoreFor(app.db, app.config.uploadDir ?? ownDir!);
  shareUploadStore(app.db, store);

  app.post(
    '/api/upload',
    {
      // The multipart reader takes the raw request: a body inflated on the way (Content-Encoding)
      // would escape the size limits and never end. Such a body is refused below instead.
      decompress: false,
      preHandler: requireUser,
      schema: {
        response: replies(
          {
            type: 'object',
            properties: { fileNames: { type: 'array', items: { type: 'string' } }, indexGed: { type: 'string' } },
            required: ['fileNames'],
          },
          [400, 401, 413, 415, 429, 503],
        ),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);
      const encoding = request.headers['content-encoding'];
      if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') throw new HttpError(415, UPLOAD_MESSAGES.encoded, 'EncodedUpload');
      const userId = request.user!.id;
      const entered = gate.enter(userId);
      if (entered === 'busy') {
        reply.header('retry-after', '5');
        throw new HttpError(503, messages.busy, 'UploadsBusy');
      }
      if (entered === 'memberBusy') throw new HttpError(429, messages.memberBusy, 'UploadInProgress');
      try {
        const used = await uploadsOfLastDay(app.db, userId, app.config.now());
        if (used.files >= limits.filesPerDay) throw new HttpError(429, messages.tooManyFiles, 'UploadQuotaFiles');
        if (used.bytes >= limits.bytesPerDay) throw new HttpError(429, messages.tooMuchData, 'UploadQuotaBytes');
        return await receive(request, userId, used.bytes);
      } finally {
        gate.leave(userId);
      }
    },
  );

  async function receive(request: FastifyRequest, userId: string, usedBytes: number): Promise<{ fileNames: string[] }> {
    let part;
    try {
      part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20 } });
    } catch (error) {
      if (isTooLarge(error)) throw new HttpError(413, UPLOAD_MESSAGES.tooBig);
      throw new HttpError(400, UPLOAD_MESSAGES.missing);
    }
    if (!part) throw new HttpError(400, UPLOAD_MESSAGES.missing);
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw new HttpError(400, UPLOAD_MESSAGES.wrongField);
    }
    if (hasControlCharacters(part.filename)) {
      part.file.resume();
      throw new HttpError(400, UPLOAD_MESSAGES.badName, 'InvalidFileName');
    }
    const type = typeForExtension(part.filename);
    if (!type || !mimeMatches(type, part.mimetype)) {
      part.file.resume();
      throw new HttpError(415, UPLOAD_MESSAGES.wrongType);
    }
    const id = randomBytes(18).toString('base64url');
    let stored;
    try {
      stored = await store.write(id, part.file);
    } catch (error) {
      if (isTooLarge(error)) throw new HttpError(413, UPLOAD_MESSAGES.tooBig);
      // A truncated or malformed multipart body (busboy: "Unexpected end of form"…) is the sender's fault.
      throw new HttpError(400, UPLOAD_MESSAGES.incomplete);
    }
    const refuse = async (error: HttpError) => {
      await store.remove(id);
      return error;
    };
    if (part.file.truncated || stored.size > MAX_UPLOAD_BYTES) throw await refuse(new HttpError(413, UPLOAD_MESSAGES.tooBig));
    if (stored.size === 0) throw await refuse(new HttpError(400, UPLOAD_MESSAGES.empty));
    if (!magicMatches(type, stored.head)) throw await refuse(new HttpError(415, UPLOAD_MESSAGES.wrongContent));
    if (usedBytes + stored.size > limits.bytesPerDay) throw await refuse(new HttpError(429, messages.tooMuchData, 'UploadQuotaBytes'));

    await recordUpload(
      app.db,
      { id, ownerUserId: userId, fileName: cleanFileName(part.filename), mimeType: type.mimeType, sizeBytes: stored.size, sha256: stored.sha256, storage: store.storage },
      app.config.now(),
    );
    request.log.info({ uploadId: id, size: stored.size, kind: type.kind }, 'document téléversé');
    app.metrics.upload();
    return { fileNames: [id] };
  }

  app.get<{ Params: { id: string } }>(
    '/api/upload/:id',
    {
      preHandler: requireUser,
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } }, required: ['id'] },
        response: { 200: fileReply('Le document déposé, dans son format', ...FILE_TYPES.map((type) => type.mimeType)), 400: errorReply, 401: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const file = await ownUpload(app.db, request.params.id, request.user!.id);
      // Someone else's document is "not found", so ids cannot be probed.
      if (!file) throw new HttpError(404, UPLOAD_MESSAGES.notFound);
      let body;
      try {
        body = file.storage === 'db' ? Buffer.from(file.content ?? []) : await store.read(request.params.id);
      } catch (error) {
        request.log.warn({ err: error, uploadId: request.params.id }, 'document stored but unreadable');
        throw new HttpError(404, UPLOAD_MESSAGES.notFound);
      }
      return reply
        .header('content-type', file.mime_type)
        .header('content-disposition', contentDisposition(servedFileName(file.file_name, file.mime_type)))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(body);
    },
  );
}
