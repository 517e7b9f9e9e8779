/**
 * The product's French texts for the shell, the API errors and the toasts.
 * The product's own wording, word for word: a change comes from the product owner first.
 */
export const httpMessages = {
  0: 'Impossible de se connecter au serveur',
  400: 'Les informations fournies sont erronées',
  401: 'Accès non autorisé',
  404: 'La ressource demandée est introuvable',
  500: "Une erreur s'est produite. Si le problème persiste, contactez votre support",
  501: "Cette fonctionnalité n'est pas implémentée",
  503: 'Service momentanément indisponible',
} as const;

/** 'Erreur {status}' for any status the table above does not name. */
export const otherHttpMessage = (status: number): string => `Erreur ${status}`;

export const shellTexts = {
  loading: 'Chargement en cours...',
  retry: 'Réessayer',
  back: 'Retour',
  login: 'Me connecter',
  help: 'Aide',
  close: 'Fermer',
  logout: 'Me déconnecter',
  appName: 'Espace Adhérent',
  headerLogoAlt: 'Logo de la mutuelle',
  footerLogoAlt: 'Logo de la mutuelle',
  mentionsLegales: 'Mentions légales',
  cgu: "Conditions générales d'utilisation",
  // Loi n° 2022-1158 art. 17: the termination function, reachable from every page of a logged-in member.
  resilierContrat: 'Résilier votre contrat',
  skipToContent: 'Aller au contenu',
  // The accessibility statement's link says the conformance level (« totalement », « partiellement », « non »).
  accessibilite: 'Accessibilité : partiellement conforme',
} as const;

export const toastTexts = {
  requestFailed: 'La demande a échoué',
  requestDone: 'Votre demande a bien été prise en compte',
  requestDoneManual: 'et sera traitée dans les plus brefs délais.',
  somethingWrong: 'Un problème est survenu',
  done: 'Demande réalisée',
  errorOccurred: 'Une erreur est survenue.',
  dataSourceFailed: (label: string) => `Le chargement d'une source de données a échoué (${label})`,
  cmsFailed: (name: string) => `Le message ${name} n'a pas pu être chargé.`,
} as const;
