import type { Db, Queryable } from '../db/types';
import { HttpError } from '../errors';
import { addDocuments, lockDemande, recordStatut, type LockedDemande, type UploadedDocument } from './demandes';

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
    const demande = await lockDemande(tx, demandeId, userId);
    if (!demande) throw new HttpError(404, DEMANDE_ROUTE_MESSAGES.notFound, 'DemandeNotFound');
    if (demande.statut !== 'document_manquant') throw new HttpError(400, DEMANDE_ROUTE_MESSAGES.notWaiting, 'DemandeNotWaiting');
    await addMemberDocuments(tx, demandeId, demande, userId, documents);
  });
}

/**
 * The member's documents join their demande (locked by the caller); one waiting for a document
 * (« document manquant ») that gets one goes back to « en cours », by the member's hand — whether
 * added alone or with a reply.
 */
export async function addMemberDocuments(tx: Queryable, demandeId: number, demande: LockedDemande, userId: string, documents: UploadedDocument[]): Promise<void> {
  await addDocuments(tx, demandeId, documents);
  if (documents.length > 0 && demande.statut === 'document_manquant') {
    await recordStatut(tx, demandeId, { avant: demande.statut, apres: 'en_cours', message: null, byUserId: userId });
  }
}
