/** Texts of a demande's PDF recap, proposed: the product has no wording for it. */
export const recapPdfTexts = {
  numero: (id: number) => `Demande n° ${id}`,
  deposeeLe: (date: string) => `Déposée le ${date}`,
  contrat: (numero: string) => `Contrat n° ${numero}`,
  documents: 'Documents joints',
  noDocument: 'Aucun document joint.',
  /** The conversation on the demande: the mutuelle's answers and the member's replies. */
  echanges: 'Échanges',
  echange: (auteur: string, date: string) => `${auteur}, le ${date}`,
  subject: (libelle: string) => `Récapitulatif de la demande « ${libelle} »`,
  /** The name of the downloaded file. */
  fileName: (acte: string, id: number) => `recapitulatif-${acte}-${id}.pdf`,
} as const;
