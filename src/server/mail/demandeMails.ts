import type { OutgoingMail } from './outgoing';
import { fromCatalogue } from './templates';

/**
 * The acknowledgement of a filed demande: for every demande, with the product's wording —
 * « Votre demande a bien été prise en compte » plus « et sera traitée dans les plus brefs
 * délais. » when a person processes it, « traitée automatiquement » when the server applied it — and
 * the acte's own sentence (the résiliation's end date).
 */
export const DEMANDE_ACK_TEXTS = {
  subject: (libelle: string) => `Accusé de réception : ${libelle}`,
  received: (libelle: string, numero: string | null, reference: number) =>
    `Nous avons bien reçu votre demande « ${libelle} »${numero ? ` pour le contrat ${numero}` : ''} (demande n° ${reference}).`,
  done: 'Votre demande a bien été prise en compte',
  manual: 'et sera traitée dans les plus brefs délais.',
  applied: 'Votre demande a été traitée automatiquement : la modification est déjà faite dans votre Espace Adhérent.',
  follow: 'Vous pouvez suivre son avancement dans « Mes demandes » de votre Espace Adhérent.',
} as const;

export function demandeAckMail(
  to: string,
  demande: { id: number; libelle: string; numeroContrat: string | null; applied: boolean; extra?: string | null },
  origin: string,
): OutgoingMail {
  // Applied at once (automatic mode): the member is told the change is made; otherwise a person
  // processes it, whatever the mode, and the member is told it will be.
  const status = demande.applied ? DEMANDE_ACK_TEXTS.applied : `${DEMANDE_ACK_TEXTS.done} ${DEMANDE_ACK_TEXTS.manual}`;
  return fromCatalogue('accuse-reception-demande', to, {
    libelle: demande.libelle,
    reference: String(demande.id),
    numeroContrat: demande.numeroContrat ?? '',
    pourLeContrat: demande.numeroContrat ? ` pour le contrat ${demande.numeroContrat}` : '',
    complement: demande.extra ?? '',
    statut: status,
    lien: `${origin}/#/demandes`,
  });
}
