/**
 * French texts of the Blueprint theme for RJSF (`widgets/theme/`).
 *
 * `rjsfStrings` translates RJSF's own `TranslatableString` catalogue (keys are RJSF's English
 * source strings, so this file needs no import from @rjsf/utils); `%1`, `%2` are RJSF's
 * positional parameters. `themeTexts` holds the texts the theme adds itself.
 */
export const rjsfStrings: Readonly<Record<string, string>> = {
  Item: 'Élément',
  'Missing items definition': 'Définition des éléments manquante',
  'No items yet. Use the button below to add some.': 'Aucun élément. Utilisez le bouton ci-dessous pour en ajouter.',
  Yes: 'Oui',
  No: 'Non',
  Close: 'Fermer',
  Errors: 'Merci de corriger les erreurs suivantes :',
  'New Value': 'Nouvelle valeur',
  Add: 'Ajouter',
  'Add Item': 'Ajouter un élément',
  Copy: 'Copier',
  'Expand Cycle': 'Déplier',
  'Move down': 'Descendre',
  'Move up': 'Monter',
  Remove: 'Supprimer',
  Now: 'Maintenant',
  Clear: 'Effacer',
  'Select a date': 'Choisir une date',
  Preview: 'Aperçu',
  'Decrease value by 1': 'Diminuer de 1',
  'Increase value by 1': 'Augmenter de 1',
  'Add data for optional field': 'Renseigner ce champ facultatif',
  'Remove data for optional field': 'Retirer les données de ce champ facultatif',
  'No data for optional field': 'Aucune donnée pour ce champ facultatif',
  Type: 'Type',
  Value: 'Valeur',
  'clear input': 'Effacer la saisie',
  'Unknown field type %1': 'Type de champ inconnu %1',
  'Option %1': 'Option %1',
  '%1 option %2': '%1 option %2',
  '%1 Key': 'Clé de %1',
  '%1 (deprecated)': '%1 (obsolète)',
  'Circular reference ($ref cycle) detected for field "%1". You may choose to expand to the next cycle break':
    'Référence circulaire détectée pour le champ « %1 ». Vous pouvez déplier jusqu’au cycle suivant',
  'Invalid "%1" object field configuration: _%2_.': 'Configuration du champ objet « %1 » invalide : _%2_.',
  'Unsupported field schema.': 'Schéma de champ non pris en charge.',
  'Unsupported field schema for field `%1`.': 'Schéma non pris en charge pour le champ `%1`.',
  'Unsupported field schema: _%1_.': 'Schéma de champ non pris en charge : _%1_.',
  'Unsupported field schema for field `%1`: _%2_.': 'Schéma non pris en charge pour le champ `%1` : _%2_.',
  '**%1** (%2, %3 bytes)': '**%1** (%2, %3 octets)',
};

export const themeTexts = {
  /** Default text of the submit button (RJSF has no translatable string for it). */
  submit: 'Valider',
  /** Shown once at the top of a form whose schema has a required field. */
  requiredFieldsNote: '* Les champs signalés par un astérisque sont obligatoires',
  /** Title of the select arrow icon (Blueprint's default is English). */
  openList: 'Ouvrir la liste',
  /** Accessible name of the required marker, for screen readers that do read it. */
  requiredMark: 'obligatoire',
  /** Labels of the lists of RJSF's alt-date / alt-datetime widgets. */
  dateParts: { year: 'Année', month: 'Mois', day: 'Jour', hour: 'Heure', minute: 'Minute', second: 'Seconde' },
  /** Error summary: an array item without a title of its own, named after its list. */
  arrayItem: '{label} (élément {n})',
} as const;
