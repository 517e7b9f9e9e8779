import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { queueMail } from '../mail/outbox';
import type { OutgoingMail } from '../mail/outgoing';
import { lockDemande, recordStatut, type DemandeStatut, type LockedDemande } from '../actes/demandes';
import { DEMANDE_ADMIN_MESSAGES } from './demandeMessages';

/**
 * The back office's processing of a demande: the status change that the member is told of. The
 * demandes' queries are the data module's (actes/demandes).
 */

/**
 * Staff (`byUserId`) set the demande's status and the message the member reads: the demande is locked,
 * changed, the change recorded in its history and the member's mail (`mailFor`) queued with the
 * templates of the demande's client, in one transaction. 404 when there is no such demande. Returns the mail's outbox id.
 */
export async function changeDemandeStatut(
  db: Db,
  id: number,
  change: { statut: DemandeStatut; message: string | null; byUserId: string },
  mailFor: (demande: LockedDemande) => OutgoingMail,
): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await lockDemande(tx, id, null);
    if (!current) throw new HttpError(404, DEMANDE_ADMIN_MESSAGES.notFound, 'DemandeNotFound');
    await recordStatut(tx, id, { avant: current.statut, apres: change.statut, message: change.message, byUserId: change.byUserId, messageToMember: change.message });
    return queueMail(tx, mailFor(current), current.client_code);
  });
}
