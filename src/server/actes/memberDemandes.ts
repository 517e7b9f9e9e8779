import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { addDocuments, lockMemberDemandeStatut, recordMissingDocumentReceived, type UploadedDocument } from './demandes';

/**
 * « Mes demandes »: the document the mutuelle asked for, added by the member to the same demande,
 * and what the member's demande routes answer in error.
 */
export const DEMANDE_ROUTE_MESSAGES = {
  notFound: 'Cette demande est introuvable.',
  notWaiting: 'Cette demande n’attend pas de document.',
  unknownDocument: 'Le document envoyé est introuvable. Merci de le joindre de nouveau.',
} as const;

/**
 * Adds the documents to the user's demande waiting for one (« document manquant »), which goes back
 * to « en cours », in one transaction: the demande is locked first, so two sends cannot both find it
 * waiting. 404 when the demande is not the user's, 400 when it waits for no document.
 */
export async function addRequestedDocuments(db: Db, demandeId: number, userId: string, documents: UploadedDocument[]): Promise<void> {
  await db.transaction(async (tx) => {
    const statut = await lockMemberDemandeStatut(tx, demandeId, userId);
    if (statut === undefined) throw new HttpError(404, DEMANDE_ROUTE_MESSAGES.notFound, 'DemandeNotFound');
    if (statut !== 'document_manquant') throw new HttpError(400, DEMANDE_ROUTE_MESSAGES.notWaiting, 'DemandeNotWaiting');
    await addDocuments(tx, demandeId, documents);
    await recordMissingDocumentReceived(tx, demandeId, userId);
  });
}
