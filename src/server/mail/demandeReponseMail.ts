import type { OutgoingMail } from './outgoing';
import { DEMANDE_STATUT_LABELS, type DemandeStatut } from '../../domain/demandeStatut';
import { fromCatalogue } from './templates';

/**
 * The mail a member gets when the mutuelle answers one of their demandes. It says that an answer
 * waits, not what it says: the answer is read in « Mes demandes », behind the member's login, as a
 * mutuelle's words may concern their health and a mailbox is no place for them.
 */
export const DEMANDE_REPONSE_MAIL_TEXTS = {
  statut: (statut: string) => `Le statut de votre demande est désormais : ${statut}.`,
} as const;

export function demandeReponseMail(
  to: string,
  demande: { id: number; libelle: string; statut: DemandeStatut | null },
  origin: string,
): OutgoingMail {
  return fromCatalogue('reponse-demande', to, {
    libelle: demande.libelle,
    reference: String(demande.id),
    statut: demande.statut ? DEMANDE_REPONSE_MAIL_TEXTS.statut(DEMANDE_STATUT_LABELS[demande.statut]) : '',
    lien: `${origin}/#/demandes`,
  });
}
