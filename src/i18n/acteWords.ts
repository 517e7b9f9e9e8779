/** Texts of the words of an acte that staff edit in the back office (labels, help, choices, acknowledgement). */
export const acteWordTexts = {
  /** What a word is, for the field it belongs to (« le libellé du champ « montant » »). */
  kinds: {
    title: 'le libellé',
    description: 'la description',
    help: "le texte d'aide",
    placeholder: "l'exemple de saisie",
    choice: 'le libellé du choix',
    step: "le titre de l'étape",
    libelle: "le nom de l'acte",
    accuse: "la phrase de l'accusé de réception",
  },
  ofField: (kind: string, field: string) => `${kind} du champ « ${field} »`,
  ofChoice: (kind: string, n: number, field: string) => `${kind} n° ${n} du champ « ${field} »`,
  notAWord: (pointer: string) => `« ${pointer} » n’est pas un texte de cet acte : seuls les libellés, aides, descriptions, choix et la phrase d’accusé de réception se modifient ici.`,
  empty: (word: string) => `Le texte de ${word} ne peut pas être vide.`,
  tooLong: (word: string, max: number) => `Le texte de ${word} ne doit pas dépasser ${max} caractères.`,
  html: (word: string) => `Le texte de ${word} ne peut pas contenir de HTML : écrivez du texte simple.`,
  unknownActe: 'Cet acte n’existe pas.',
  unknownRevision: 'Cette révision n’existe pas.',
  nothingChanged: 'Aucun texte n’a changé : aucune révision n’est créée.',
} as const;

/** The longest word staff may write (a label, a help text, an acknowledgement sentence). */
export const MAX_ACTE_WORD_LENGTH = 500;
