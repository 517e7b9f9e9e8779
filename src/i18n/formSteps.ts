/** Texts of multi-step actes (ui:steps, the recap, « Mes demandes »). */
export const formStepTexts = {
  next: 'Suivant',
  previous: 'Précédent',
  stepsLabel: 'Étapes de la demande',
  stepOf: (index: number, count: number, title: string) => `Étape ${index} sur ${count} : ${title}`,
  recapIntro: 'Vérifiez les informations ci-dessous avant de confirmer votre demande.',
  yes: 'Oui',
  no: 'Non',
  empty: 'Non renseigné',
} as const;
