/**
 * French texts of the data blocks (table, list, cards, summary, download, dialog, contract
 * selector). The data-source error itself is toastTexts.dataSourceFailed; the rest is wording ours.
 */
export const dataBlockTexts = {
  retry: 'Réessayer',
  empty: 'Aucun élément à afficher.',
  filter: 'Filtrer',
  resetFilters: 'Effacer les filtres',
  /** A period filter whose end is before its start (also the server's 400 for such a query). */
  periodOrder: 'La date de fin de la période doit être postérieure ou égale à la date de début.',
  anyOption: 'Tous',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  /** The pages of a count « at least » (resultCountAtLeast): there may be more. */
  pageOfAtLeast: (page: number, pages: number) => `Page ${page} sur au moins ${pages}`,
  pagination: (label: string) => `Pagination : ${label}`,
  resultCount: (count: number) => (count <= 1 ? `${count} résultat` : `${count} résultats`),
  resultCountAtLeast: (count: number) => `Plus de ${count} résultats`,
  sortBy: (label: string) => `Trier par ${label}`,
  actions: 'Actions',
  download: 'Télécharger',
  downloading: 'Téléchargement en cours...',
  close: 'Fermer',
  contract: 'Contrat',
  yes: 'Oui',
  no: 'Non',
  /** An action in a row of a table or an item of a list, named with the row it acts on. */
  rowAction: (action: string, row: string) => `${action} — ${row}`,
  /** A table drawn as cards on a phone: the disclosure that holds a row's other columns. */
  cardDetail: 'Détail',
} as const;
