/** Texts of multi-step actes (ui:steps, the recap, « Mes demandes »). */
export const formStepTexts = {
  next: 'Suivant',
  previous: 'Précédent',
  stepsLabel: 'Étapes de la demande',
  stepOf: (index: number, count: number, title: string) => `Étape ${index} sur ${count} : ${title}`,
  recapIntro: 'Vérifiez les informations ci-dessous avant de confirmer votre demande.',
  yes: 'Oui',
  no: 'Non',
  /** The one section of a recap of an acte without steps. */
  recapInformations: 'Informations saisies',
  /** Data filed under an older version of the acte that the current form no longer shows. */
  recapAutres: 'Autres informations',
  recapItem: (label: string, index: number) => `${label} n° ${index}`,
} as const;
