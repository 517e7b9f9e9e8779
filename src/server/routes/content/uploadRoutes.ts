import { createHash, randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import { HttpError } from '../../errors';
import { ACCEPTED_FORMATS_TEXT, cleanFileName, magicMatches, mimeMatches, typeForExtension } from './fileTypes';
import { errorReply, replies } from './schemas';

/**
 * Document uploads (issue 4, server side), logged in:
 * - POST /api/upload (multipart, one file in field `file`) → { fileNames: [<opaque id>] }
 * - GET  /api/upload/:id → the file, only for the member who uploaded it.
 * Files live in the database (bytea), never on local disk, so any instance serves any file.
 * A form submit carries the id, never the content.
 *
 * Errors: 400 no file / empty file / wrong field, 413 too big, 415 type not accepted
 * (extension, declared MIME or magic bytes).
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_MO_TEXT = '10 Mo';

export const UPLOAD_MESSAGES = {
  notMultipart: 'Le document doit être envoyé au format multipart/form-data.',
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

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20 } });
  }

  app.post(
    '/api/upload',
    {
      preHandler: requireUser,
      schema: {
        response: replies(
          {
            type: 'object',
            properties: { fileNames: { type: 'array', items: { type: 'string' } }, indexGed: { type: 'string' } },
            required: ['fileNames'],
          },
          [400, 401, 413, 415],
        ),
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);
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
      const type = typeForExtension(part.filename);
      if (!type || !mimeMatches(type, part.mimetype)) {
        part.file.resume();
        throw new HttpError(415, UPLOAD_MESSAGES.wrongType);
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw new HttpError(413, UPLOAD_MESSAGES.tooBig);
        // A truncated or malformed multipart body (busboy: "Unexpected end of form"…) is the sender's fault.
        throw new HttpError(400, UPLOAD_MESSAGES.incomplete);
      }
      if (part.file.truncated || content.length > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooBig);
      if (content.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.empty);
      if (!magicMatches(type, content)) throw new HttpError(415, UPLOAD_MESSAGES.wrongContent);

      const id = randomBytes(18).toString('base64url');
      await app.db.query(
        `INSERT INTO uploads (id, owner_user_id, file_name, mime_type, size_bytes, sha256, content)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, request.user!.id, cleanFileName(part.filename), type.mimeType, content.length,
          createHash('sha256').update(content).digest('hex'), content],
      );
      request.log.info({ uploadId: id, size: content.length, kind: type.kind }, 'document téléversé');
      return { fileNames: [id] };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/upload/:id',
    {
      preHandler: requireUser,
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } }, required: ['id'] },
        response: { 400: errorReply, 401: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const { rows } = await app.db.query<{ file_name: string; mime_type: string; content: Uint8Array }>(
        'SELECT file_name, mime_type, content FROM uploads WHERE id = $1 AND owner_user_id = $2',
        [request.params.id, request.user!.id],
      );
      const file = rows[0];
      // Someone else's document is "not found", so ids cannot be probed.
      if (!file) throw new HttpError(404, UPLOAD_MESSAGES.notFound);
      return reply
        .header('content-type', file.mime_type)
        .header('content-disposition', contentDisposition(file.file_name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.content));
    },
  );
}
