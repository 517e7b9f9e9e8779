import type { Queryable } from '../db/types';
import { badRequest } from '../errors';
import { isOwnDemandeOf } from './demandes';
import type { ActeManifest } from './manifests';

/**
 * An acte that completes an earlier demande (pj-sinistre: documents for a declared sinistre) names
 * it in a field; the manifest's `reference` says which field and which actes it may be. The
 * server checks the demande is the member's own, of one of those actes: an id typed by hand
 * cannot attach anything to someone else's file.
 */
export const REFERENCE_MESSAGE = 'La demande concernée est introuvable. Merci de la choisir dans la liste.';

export async function assertOwnReference(db: Queryable, userId: string, manifest: ActeManifest, data: Record<string, unknown>): Promise<void> {
  if (!manifest.reference) return;
  const { field, actes } = manifest.reference;
  const value = String(data[field] ?? '');
  const found = /^[0-9]{1,12}$/.test(value) && (await isOwnDemandeOf(db, value, userId, actes));
  if (!found) throw badRequest(REFERENCE_MESSAGE, 'UnknownReference', { errors: [{ path: `/${field}`, message: REFERENCE_MESSAGE }] });
}
