/** Texts of the drafts kept on the server for long actes. */
export const brouillonTexts = {
  title: 'Demande en cours de saisie',
  saved: (date: string, time: string) => `Vous avez commencé cette demande sans l'envoyer : votre saisie a été enregistrée le ${date} à ${time}.`,
  resume: 'Reprendre',
  restart: 'Recommencer',
  close: 'Fermer',
  /** A draft saved under an older version of the acte, resumed: its fields are checked again. */
  changed: 'Ce formulaire a changé depuis votre brouillon : vérifiez les champs signalés.',
  markMoved: 'Ce champ a changé depuis votre brouillon : votre saisie y a été reprise, vérifiez-la.',
  markDefaulted: "Nouveau champ depuis votre brouillon, rempli d'office : vérifiez cette valeur.",
} as const;
