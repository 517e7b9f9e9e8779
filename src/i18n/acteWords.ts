const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
  empty: (word: string) => `${capitalised(word)} ne peut pas être vide.`,
  tooLong: (word: string, max: number) => `${capitalised(word)} ne doit pas dépasser ${max} caractères.`,
  html: (word: string) => `${capitalised(word)} ne peut pas contenir de HTML : écrivez du texte simple.`,
  unknownActe: 'Cet acte n’existe pas.',
  unknownRevision: 'Cette révision n’existe pas.',
  nothingChanged: 'Aucun texte n’a changé : aucune révision n’est créée.',
} as const;

/** The longest word staff may write (a label, a help text, an acknowledgement sentence). */
export const MAX_ACTE_WORD_LENGTH = 500;

/** The back office's editor of an acte's words (#/admin/actes-mots/<acte>). */
export const acteWordsEditorTexts = {
  words: 'Textes',
  original: (text: string) => `Texte des fichiers : ${text}`,
  save: 'Enregistrer une nouvelle révision',
  saved: (numero: number) => `Les textes ont été enregistrés (révision ${numero}).`,
  noRight: 'Votre rôle permet de lire ces textes, pas de les modifier.',
  preview: 'Aperçu du formulaire de l’adhérent',
  previewHelp: 'Le formulaire tel que l’adhérent le verra avec les textes saisis ci-contre, même non enregistrés, dans la situation choisie.',
  role: 'Rôle',
  etat: 'État du contrat',
  noContract: 'Aucun contrat',
  modeGestion: 'Mode de gestion',
  modes: { automatique: 'Automatique', manuel: 'Manuel' },
  feature: (key: string) => `Fonctionnalité « ${key} » active`,
  notAvailable: 'Dans cette situation, l’adhérent ne peut pas faire cette démarche.',
  revisions: 'Révisions',
  noRevision: 'Aucune révision : les textes sont ceux des fichiers.',
  revision: (numero: number, date: string, auteur: string) => `Révision ${numero} du ${date} par ${auteur}`,
  rollbackOf: (numero: number) => (numero === 0 ? ' — retour aux textes des fichiers' : ` — retour aux textes de la révision ${numero}`),
  inForce: ' (en vigueur)',
  compare: 'Comparer avec la précédente',
  hide: 'Masquer les changements',
  change: (nom: string, avant: string, apres: string) => `${capitalised(nom)} : « ${avant} » → « ${apres} »`,
  undo: 'Annuler cette révision',
  undone: (numero: number) => `La révision a été annulée (nouvelle révision ${numero}).`,
} as const;
