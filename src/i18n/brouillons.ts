/** Texts of the drafts kept on the server for long actes. */
export const brouillonTexts = {
  title: 'Demande en cours de saisie',
  saved: (date: string, time: string) => `Vous avez commencé cette demande sans l'envoyer : votre saisie a été enregistrée le ${date} à ${time}.`,
  resume: 'Reprendre',
  restart: 'Recommencer',
  close: 'Fermer',
} as const;
