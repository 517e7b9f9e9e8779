/** « Mes démarches » (the member's actes by theme) and the unread count of the header's menu. */
export const demarchesTexts = {
  /** The heading of each theme, by the manifest's `theme`. */
  themes: {
    contrat: 'Mon contrat',
    remboursements: 'Mes remboursements',
    coordonnees: 'Mes coordonnées',
    beneficiaires: 'Mes bénéficiaires',
    options: 'Mes options',
    compte: 'Mon compte',
  },
  empty: 'Aucune démarche n’est possible pour ce contrat.',
} as const;
