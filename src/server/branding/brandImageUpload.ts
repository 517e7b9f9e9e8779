import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../db/types';
import { ownUpload } from '../uploads/uploadRecords';
import { readUploadBytes } from '../uploads/uploadStore';
import { clientImages, saveClientImages, type ClientImages } from './clientBrand';

/** The refusals of a logo or an icon sent from « Configuration du client », under their field. */
export const BRAND_IMAGE_MESSAGES = {
  unknown: 'Ce fichier est introuvable : envoyez-le de nouveau.',
  notPng: 'Le fichier doit être une image PNG.',
  logoShape: 'Le logo doit être plus large que haut (par exemple 320 × 80 pixels).',
  iconShape: "L'icône doit être carrée et mesurer au moins 192 × 192 pixels.",
} as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size, from its first chunk (IHDR: width then height, right after the signature); null for anything else. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The shape each image must have: a logo lies in a band (the header shows it 40 px high), an icon is a square. */
const SHAPES = {
  logo: (size: { width: number; height: number }) => (size.width >= size.height ? null : BRAND_IMAGE_MESSAGES.logoShape),
  icone: (size: { width: number; height: number }) => (size.width === size.height && size.width >= 192 ? null : BRAND_IMAGE_MESSAGES.iconShape),
} as const;

type Field = keyof typeof SHAPES;
interface Sent {
  remoteFileName: string;
}

const bytesOf = async (content: Buffer | Readable): Promise<Buffer> => (Buffer.isBuffer(content) ? content : buffer(content));

export interface BrandImageRefusal {
  path: string;
  message: string;
}

/**
 * The logo and the icon staff sent through the upload widget (their own uploads only), each checked
 * to be a PNG of its shape. Nothing is written here: the caller saves them with the configuration.
 */
export async function brandImagesFromUploads(db: Db, userId: string, sent: Partial<Record<Field, Sent[] | undefined>>): Promise<{ images: Partial<ClientImages>; refusal: BrandImageRefusal | null }> {
  const images: Partial<ClientImages> = {};
  for (const field of Object.keys(SHAPES) as Field[]) {
    const file = sent[field]?.[0];
    if (!file) continue;
    const path = `/${field}/0`;
    const upload = await ownUpload(db, file.remoteFileName, userId);
    if (!upload) return { images: {}, refusal: { path, message: BRAND_IMAGE_MESSAGES.unknown } };
    const bytes = await bytesOf(await readUploadBytes(db, { id: file.remoteFileName, storage: upload.storage, content: upload.content }));
    const size = pngSize(bytes);
    if (!size) return { images: {}, refusal: { path, message: BRAND_IMAGE_MESSAGES.notPng } };
    const wrongShape = SHAPES[field](size);
    if (wrongShape) return { images: {}, refusal: { path, message: wrongShape } };
    images[field] = bytes;
  }
  return { images, refusal: null };
}

/** Replaces the client's logo and/or icon, keeping the other. */
export async function replaceClientImages(db: Db, clientCode: string, images: Partial<ClientImages>): Promise<void> {
  if (!images.logo && !images.icone) return;
  await saveClientImages(db, clientCode, { ...(await clientImages(db, clientCode)), ...images });
}
