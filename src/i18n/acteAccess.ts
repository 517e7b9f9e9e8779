/**
 * Why an acte may not be sent: the server's refusals, and the page of an acte whose contract does
 * not allow it. A file of its own: only the form's chunk and the server take it, not the landing page.
 */
export const acteAccessTexts = {
  role: 'Votre profil ne permet pas d’envoyer cette demande.',
  contractRequired: 'Merci de choisir le contrat concerné par cette demande.',
  contractState: 'Cette demande n’est pas possible pour un contrat dans cet état.',
  feature: 'Cette demande n’est pas disponible pour ce contrat.',
} as const;
