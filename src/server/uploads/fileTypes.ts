/**
 * Accepted upload types. A file is accepted only when its extension, its declared MIME type
 * and its first bytes all name the same type: the extension and MIME come from the client and
 * prove nothing; the magic bytes stop a renamed executable or HTML page.
 */

export interface FileType {
  kind: 'pdf' | 'jpeg' | 'png';
  extensions: string[];
  mimeTypes: string[];
  /** The MIME type stored and served back. */
  mimeType: string;
  magic: number[];
}

export const FILE_TYPES: FileType[] = [
  { kind: 'pdf', extensions: ['pdf'], mimeTypes: ['application/pdf'], mimeType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: 'jpeg', extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'], mimeType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { kind: 'png', extensions: ['png'], mimeTypes: ['image/png'], mimeType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export const ACCEPTED_FORMATS_TEXT = 'PDF, JPEG ou PNG';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function typeForExtension(fileName: string): FileType | undefined {
  const extension = extensionOf(fileName);
  return FILE_TYPES.find((type) => type.extensions.includes(extension));
}

export function mimeMatches(type: FileType, declared: string): boolean {
  return type.mimeTypes.includes(declared.split(';')[0].trim().toLowerCase());
}

export function magicMatches(type: FileType, bytes: Uint8Array): boolean {
  return bytes.length >= type.magic.length && type.magic.every((byte, index) => bytes[index] === byte);
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** True when the name the sender gave holds a control character (NUL, tab, line break…): such a name is refused. */
export function hasControlCharacters(fileName: string): boolean {
  return CONTROL_CHARACTERS.test(fileName);
}

/**
 * The name a stored document is served under: the cleaned name of the upload record, with the
 * extension of the type its bytes were checked against (never a name typed elsewhere, such as an
 * acte's `localFileName`, which is display text only).
 */
export function servedFileName(storedName: string, mimeType: string): string {
  const type = FILE_TYPES.find((candidate) => candidate.mimeType === mimeType);
  const base = cleanFileName(storedName);
  if (!type) return base;
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base) || 'document';
  return `${stem}.${type.extensions[0]}`;
}

/** A file name safe to store and to put back in Content-Disposition: no path, no control characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-200);
  return cleaned === '' ? 'document' : cleaned;
}
