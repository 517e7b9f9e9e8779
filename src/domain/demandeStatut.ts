/**
 * A demande's statuses and how every reader names them: « Mes demandes », the back office (its
 * filter, the demande, its history) through the data blocks' `statut-demande` format, and the mails
 * that tell the member of a new status. Screens never restate these labels.
 */
export const DEMANDE_STATUTS = ['envoyee', 'en_cours', 'document_manquant', 'traitee', 'refusee'] as const;
export type DemandeStatut = (typeof DEMANDE_STATUTS)[number];

export const DEMANDE_STATUT_LABELS: Readonly<Record<DemandeStatut, string>> = {
  envoyee: 'Envoyée',
  en_cours: 'En cours',
  document_manquant: 'Document manquant',
  traitee: 'Traitée',
  refusee: 'Refusée',
};

/** « Traitée » for traitee; a status no demande has is shown as it came. */
export const demandeStatutLabel = (statut: string): string => (Object.hasOwn(DEMANDE_STATUT_LABELS, statut) ? DEMANDE_STATUT_LABELS[statut as DemandeStatut] : statut);
