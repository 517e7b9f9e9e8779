// French texts of the custom widgets and layout blocks (widgets/*.tsx, widgets/blocks/).
// The product's own texts are kept word for word; the others (marked "libellé maison") are
// ours and may be reworded by the product owner.

export const widgetTexts = {
  common: {
    oui: 'Oui',
    non: 'Non',
    loading: 'Chargement en cours...',
    genericError: 'Une erreur est survenue', // upload fallback
    requiredNote: '* Les champs signalés par un astérisque sont obligatoires',
    requiredShort: '* saisie obligatoire',
    requiredAll: 'Merci de renseigner toutes les données obligatoires.',
    valider: 'Valider', // libellé maison
    annuler: 'Annuler', // libellé maison
  },
  nir: {
    // The error messages (required, pattern, cle, Monegasque) come from src/domain/nir.ts.
    numeroLabel: 'Numéro de sécurité sociale (sans clé)', // libellé maison
    cleLabel: 'Clé', // libellé maison
    monegasqueToggle: "J'ai un N° RO monégasque",
    monegasqueLabel: 'N° RO monégasque', // libellé maison
  },
  securityCode: {
    groupLabel: 'Code de sécurité', // libellé maison
    digitLabel: 'Chiffre {n} sur {total}', // brief
    required: 'Merci de saisir les 6 chiffres du code de sécurité.', // libellé maison
  },
  upload: {
    inProgress: 'Téléversement en cours...',
    required: 'Merci de joindre le document demandé.',
    uploadInProgressError: 'Téléversement en cours...', // error uploadInProgress, the same text as the progress
    genericError: 'Une erreur est survenue',
    chooseFile: 'Choisir un fichier', // libellé maison
    chooseFiles: 'Choisir des fichiers', // libellé maison
    dropHint: 'ou déposez-le ici', // libellé maison
    acceptedFormats: 'Formats acceptés : {formats}', // libellé maison
    maxFileSize: 'Poids maximum par fichier : {size} Mo', // libellé maison
    maxTotalSize: 'Poids maximum total : {size} Mo', // libellé maison
    maxFiles: 'Nombre maximum de fichiers : {count}', // libellé maison
    remove: 'Supprimer {name}', // libellé maison
    retry: 'Réessayer le téléversement de {name}', // libellé maison
    cancel: 'Annuler le téléversement de {name}', // libellé maison
    states: {
      queued: 'En attente', // libellé maison
      uploading: 'Téléversement en cours...',
      success: 'Téléversé', // libellé maison
      error: 'Une erreur est survenue',
      cancelled: 'Annulé', // libellé maison
    },
    rejected: {
      queueLimit: 'Le nombre maximum de fichiers ({count}) est atteint : {name} n\'a pas été ajouté.', // libellé maison
      size: 'Le fichier {name} ({size}) dépasse le poids maximum autorisé.', // libellé maison
      totalSize: 'Le fichier {name} ferait dépasser le poids total autorisé.', // libellé maison
      type: "Le format du fichier {name} n'est pas accepté.", // libellé maison
    },
    sizeUnits: ['Octets', 'ko', 'Mo', 'Go', 'To', 'Po'],
  },
  date: {
    placeholder: 'JJ/MM/AAAA',
    openCalendar: 'Ouvrir le calendrier', // libellé maison
    chooseMonth: 'Choisir un mois', // libellé maison
    previousYear: 'Année précédente', // libellé maison
    nextYear: 'Année suivante', // libellé maison
    // The calendar's own controls (react-day-picker labels them in English otherwise).
    monthSelect: 'Mois', // libellé maison
    yearSelect: 'Année', // libellé maison
    previousMonth: 'Mois précédent', // libellé maison
    nextMonth: 'Mois suivant', // libellé maison
    close: 'Fermer', // libellé maison
    /** A well-formed JJ/MM/AAAA that is no calendar day (29/02/2001, 31/04/2024). */
    nonexistent: "La date du {date} n'existe pas", // libellé maison
    /** The calendar's own name (its button says what it does: « Ouvrir le calendrier »). */
    calendar: 'Calendrier', // libellé maison
    // Error messages (invalid, minDate, maxDate, disabledDate) come from src/domain/dates.ts.
  },
  dateEffet: {
    // Error messages (required, bounds) come from src/domain/dateEffet.ts.
    imposed: "Date d'effet imposée : {date}", // libellé maison
    chooseInterval: 'Période', // libellé maison
    intervalLabel: 'Du {min} au {max}', // libellé maison
    intervalFrom: 'À partir du {min}', // libellé maison
    intervalUntil: "Jusqu'au {max}", // libellé maison
    none: "Aucune date d'effet n'est possible", // libellé maison
  },
  password: {
    show: 'Afficher le mot de passe', // libellé maison
    hide: 'Masquer le mot de passe', // libellé maison
    // The policy sentence comes from src/domain/password.ts (passwordMessage).
    rules: {
      length: '{n} caractères minimum', // libellé maison
      lowercase: 'Une minuscule', // libellé maison
      uppercase: 'Une majuscule', // libellé maison
      digit: 'Un chiffre', // libellé maison
      special: 'Un caractère spécial', // libellé maison
      maxLength: '100 caractères maximum', // libellé maison
    },
    ruleMet: 'respecté', // libellé maison
    ruleUnmet: 'non respecté', // libellé maison
  },
  radio: {
    mismatch: "sourceValues et sourceLabels n'ont pas la même longueur !",
  },
  rangeSlider: {
    minHandle: 'Valeur minimale', // libellé maison
    maxHandle: 'Valeur maximale', // libellé maison
  },
  accordion: {
    alreadyOpen: 'Un autre accordéon du même groupe est déjà ouvert.',
  },
  cms: {
    loadError: "Le message {name} n'a pas pu être chargé.",
  },
  faq: {
    question: 'Cette réponse vous a-t-elle été utile ?', // libellé maison
    commentLabel: 'Votre commentaire', // libellé maison
    send: 'Envoyer', // libellé maison
    thanks: 'Nous vous remercions pour votre retour',
  },
  gallery: {
    states: {
      empty: 'Vide',
      filled: 'Rempli',
      error: 'En erreur',
      disabled: 'Désactivé',
      readonly: 'Lecture seule',
    },
  },
} as const;
