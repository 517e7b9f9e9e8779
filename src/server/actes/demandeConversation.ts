import type { Limit } from '../auth/rateLimit';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { queueMail } from '../mail/outbox';
import type { OutgoingMail } from '../mail/outgoing';
import { addNotification } from '../notifications/notifications';
import { isDemandeClose, lockDemande, recordStatut, setLastMessageToMember, type DemandeStatut, type LockedDemande, type UploadedDocument } from './demandes';
import { addDemandeMessage } from './demandeMessages';
import { addMemberDocuments, DEMANDE_ROUTE_MESSAGES } from './memberDemandes';

/**
 * A demande is a conversation: the mutuelle answers (and may change the status with it: « Document
 * manquant » asks for a document), the member replies (with documents if they like) or closes it.
 * Each write locks the demande, records the message and the status change in one transaction.
 * A demande the member closes becomes « Traitée » by their hand: the status set stays the one of
 * DEMANDE_STATUTS, and the history says who closed it.
 */
export const DEMANDE_CONVERSATION_MESSAGES = {
  closed: 'Cette demande est close : vous ne pouvez plus y répondre. Pour une nouvelle question, faites une nouvelle demande.',
  alreadyClosed: 'Cette demande est déjà close.',
  closedByMember: 'Demande close par l’adhérent.',
  notification: {
    titre: 'Réponse à votre demande',
    message: (libelle: string, id: number) =>
      `Votre mutuelle a répondu à votre demande « ${libelle} » (demande n° ${id}). Vous pouvez lire sa réponse dans « Mes demandes ».`,
  },
} as const;

/**
 * Staff (`byUserId`) answer the demande `id`: the message is recorded, becomes the last word shown
 * beside the demande, and the status changes when `statut` is given and differs; the member is told
 * by mail (`mailFor`, with the templates of the demande's client) and by a notification. 404 when
 * there is no such demande. Returns the mail's outbox id and the demande's status after the answer.
 */
export async function answerDemande(
  db: Db,
  id: number,
  answer: { texte: string; statut: DemandeStatut | null; byUserId: string; at: Date },
  tell: { mailFor: (demande: LockedDemande, newStatut: DemandeStatut | null) => OutgoingMail; libelleOf: (acte: string) => string },
): Promise<{ mailId: number; statut: DemandeStatut }> {
  return db.transaction(async (tx) => {
    const demande = await lockDemande(tx, id, null);
    if (!demande) throw new HttpError(404, DEMANDE_ROUTE_MESSAGES.notFound, 'DemandeNotFound');
    await addDemandeMessage(tx, id, { auteur: 'mutuelle', texte: answer.texte, byUserId: answer.byUserId });
    await setLastMessageToMember(tx, id, answer.texte);
    const newStatut = answer.statut !== null && answer.statut !== demande.statut ? answer.statut : null;
    if (newStatut) await recordStatut(tx, id, { avant: demande.statut, apres: newStatut, message: answer.texte, byUserId: answer.byUserId });
    const { titre, message } = DEMANDE_CONVERSATION_MESSAGES.notification;
    await addNotification(tx, demande.user_id, { titre, message: message(tell.libelleOf(demande.acte), id) }, answer.at);
    const mailId = await queueMail(tx, tell.mailFor(demande, newStatut), demande.client_code);
    return { mailId, statut: newStatut ?? demande.statut };
  });
}

/**
 * The member (`userId`) replies on their demande: the message is recorded with the documents they
 * joined (owned uploads, checked by the caller); a demande waiting for a document that gets one
 * goes back to « En cours », as when the member adds it alone. 404 when the demande is not theirs,
 * 400 when it is closed.
 */
export async function replyToDemande(db: Db, id: number, userId: string, reply: { texte: string; documents: UploadedDocument[] }): Promise<number> {
  return db.transaction(async (tx) => {
    const demande = await lockDemande(tx, id, userId);
    if (!demande) throw new HttpError(404, DEMANDE_ROUTE_MESSAGES.notFound, 'DemandeNotFound');
    if (isDemandeClose(demande.statut)) throw new HttpError(400, DEMANDE_CONVERSATION_MESSAGES.closed, 'DemandeClosed');
    const messageId = await addDemandeMessage(tx, id, { auteur: 'adherent', texte: reply.texte, byUserId: userId });
    await addMemberDocuments(tx, id, demande, userId, reply.documents);
    return messageId;
  });
}

/** The member (`userId`) closes their demande: it becomes « Traitée », the history says by whom. 404 when not theirs, 400 when already closed. */
export async function closeDemande(db: Db, id: number, userId: string): Promise<DemandeStatut> {
  return db.transaction(async (tx): Promise<DemandeStatut> => {
    const demande = await lockDemande(tx, id, userId);
    if (!demande) throw new HttpError(404, DEMANDE_ROUTE_MESSAGES.notFound, 'DemandeNotFound');
    if (isDemandeClose(demande.statut)) throw new HttpError(400, DEMANDE_CONVERSATION_MESSAGES.alreadyClosed, 'DemandeClosed');
    await recordStatut(tx, id, {
      avant: demande.statut,
      apres: 'traitee',
      message: DEMANDE_CONVERSATION_MESSAGES.closedByMember,
      byUserId: userId,
    });
    return 'traitee';
  });
}

/** The member's writes on their demandes (messages and closings): at most this many a day, like the demandes they file. */
export const DEMANDE_CONVERSATION_LIMIT: Limit = { name: 'messages:user', max: 30, windowMs: 24 * 60 * 60_000 };
export const DEMANDE_CONVERSATION_TOO_MANY = 'Vous avez atteint le nombre maximal de messages pour aujourd’hui. Merci de réessayer demain.';
