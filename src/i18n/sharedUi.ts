/**
 * French texts of the shared pieces: security code, consent,
 * care networks, contracts, mobile banner, FAQ help. The product's texts are copied exactly;
 * the few it only describes are marked "(wording ours)".
 */
export const securityCodeTexts = {
  title: 'Code de sécurité',
  sendFailed: "L'envoi du code de sécurité a échoué.",
  resent: "Un code de sécurité vient d'être renvoyé.",
  verified: 'Votre code de sécurité a été vérifié avec succès.',
  missingUser: "Veuillez renseigner les informations de l'utilisateur.",
  // (wording ours) the product names these successes without giving their text.
  amfActivated: 'La protection par SMS a bien été activée.',
  amfDeactivated: 'La protection par SMS a bien été désactivée.',
  phoneModified: 'Votre numéro de téléphone mobile a bien été modifié.',
  telephoneForbidden:
    "Ce numéro n'est pas un numéro de mobile autorisé : le code de sécurité vous a été envoyé par e-mail.",
  sending: 'Envoi du code de sécurité en cours...',
  sentBySms: (destination: string) => `Un code de sécurité à 6 chiffres vous a été envoyé par SMS au ${destination}.`,
  sentByMail: (destination: string) => `Un code de sécurité à 6 chiffres vous a été envoyé par e-mail à ${destination}.`,
  validity: 'Ce code est valable 10 minutes.',
  codeLabel: 'Code de sécurité',
  validate: 'Valider',
  resend: 'Renvoyer le code',
  cancel: 'Annuler',
  incomplete: 'Merci de saisir les 6 chiffres du code de sécurité.',
  redirecting: 'Vous allez être redirigé dans quelques secondes.',
} as const;

/** The form block of an acte with a management mode (such as the RIB de prestations). */
export const formBlockTexts = {
  modeGestionFailed: 'Erreur lors de la récupération du mode de gestion.',
  /** Title of the read-only view of a one-page acte (form block readOnly without label). */
} as const;

/** The care-network redirect action; the dialog's own texts are in screens/member/accueil. */
export const careNetworkTexts = {
  tokenFailed: 'Erreur lors de la récupération du token SSO.',
} as const;

export const contratTexts = {
  none: '0 contrat',
  loadFailedTitle: 'Vos contrats',
  noContractTitle: 'Aucun contrat',
  noContractMember: "Vous n'êtes rattaché à aucun contrat : vous allez être déconnecté.",
  noContractBackOffice: "Vous n'avez pas de contrat : vous allez être redirigé vers l'administration.",
  goAdmin: "Aller à l'administration",
  logout: 'Me déconnecter',
  retry: 'Réessayer',
} as const;

export const mobileBannerTexts = {
  label: "Application mobile",
  text: "Retrouvez votre Espace Adhérent sur l'application mobile.",
  install: 'Installer',
  close: 'Fermer',
  neverAgain: 'Ne plus afficher',
} as const;

export const faqTexts = {
  title: 'Aide',
  top: 'Top 5',
  categories: 'Catégories',
  results: 'Résultats',
  searchLabel: 'Votre question',
  searchButton: 'Rechercher',
  back: 'Retour',
  related: 'Questions associées',
  noAnswer: "Désolé, nous n'avons pas trouvé de réponse...",
  noResult: 'Aucun résultat.',
  thanks: 'Nous vous remercions pour votre retour',
} as const;

