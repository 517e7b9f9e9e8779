import type { OutgoingMail } from './outgoing';
import { compose } from './templates';
import { DEMANDE_STATUT_LABELS, type DemandeStatut } from '../../domain/demandeStatut';

/**
 * The mail a member gets when the gestion changes the status of one of their demandes:
 * the new status, the gestion's message (which document is missing), and the way to
 * « Mes demandes », where a missing document is added to the same demande.
 */
export const DEMANDE_STATUT_MAIL_TEXTS = {
  subject: (libelle: string) => `Votre demande « ${libelle} » : nouveau statut`,
  status: (libelle: string, reference: number, statut: string) => `Le statut de votre demande « ${libelle} » (demande n° ${reference}) est désormais : ${statut}.`,
  message: (message: string) => `Message de votre mutuelle : ${message}`,
  missing: 'Vous pouvez joindre le document demandé depuis « Mes demandes » de votre Espace Adhérent.',
  follow: 'Vous pouvez suivre son avancement dans « Mes demandes » de votre Espace Adhérent.',
} as const;

export function demandeStatutMail(
  to: string,
  demande: { id: number; libelle: string; statut: DemandeStatut; message: string | null },
  origin: string,
): OutgoingMail {
  const T = DEMANDE_STATUT_MAIL_TEXTS;
  return compose(
    to,
    T.subject(demande.libelle),
    [
      T.status(demande.libelle, demande.id, DEMANDE_STATUT_LABELS[demande.statut]),
      ...(demande.message ? [T.message(demande.message)] : []),
      demande.statut === 'document_manquant' ? T.missing : T.follow,
    ],
    { label: 'Mes demandes', url: `${origin}/#/demandes` },
  );
}
