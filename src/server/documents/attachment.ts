import { encodeExtended, format } from 'content-disposition';

/** A download the server names itself (ASCII): `attachment; filename="…"`, quoted as browsers quote it. */
export function attachment(fileName: string): string {
  return format({ type: 'attachment', parameters: { filename: fileName } }, { multipart: true });
}

/** A member's own file name (RFC 6266 / 8187): an ASCII fallback, and always the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'document';
  return `${attachment(ascii)}; filename*=${encodeExtended(fileName)}`;
}
