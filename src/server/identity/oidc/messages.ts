import { HttpError } from '../../errors';

/** What a member reads when a login through the provider does not happen; nothing is created then. */
export const OIDC_MESSAGES = {
  unavailable: "Le fournisseur d'identité de votre mutuelle ne répond pas. Réessayez dans quelques minutes.",
  denied: "Vous avez refusé la connexion chez le fournisseur d'identité : vous n'êtes pas connecté.",
  staleState: "Cette demande de connexion n'est plus valable (déjà utilisée, expirée ou commencée dans un autre navigateur). Recommencez la connexion.",
  invalid: "La réponse du fournisseur d'identité n'a pas pu être vérifiée : vous n'êtes pas connecté. Recommencez la connexion.",
  clock: "L'heure de ce serveur et celle du fournisseur d'identité ne concordent pas : la connexion est refusée. Contactez votre mutuelle.",
  noMatch: 'Aucun compte adhérent ne correspond à cette identité. Contactez votre mutuelle.',
  notConfigured: "La connexion par le fournisseur d'identité n'est pas configurée pour cette mutuelle.",
  passwordRefused: "Votre mutuelle vous connecte par son fournisseur d'identité : utilisez « Me connecter » depuis l'accueil.",
  blockedRoute: "Cette démarche n'est pas disponible : votre mutuelle gère les comptes par son fournisseur d'identité.",
} as const;

/** Said when the portal's session ended but the provider's could not be: the member must know it is still open. */
export const LOGOUT_INCOMPLETE = {
  title: 'Déconnexion incomplète',
  message:
    "Vous êtes déconnecté de l'Espace Adhérent, mais le fournisseur d'identité de votre mutuelle ne répond pas : votre session chez lui reste peut-être ouverte. Fermez votre navigateur pour la terminer.",
} as const;

export type OidcFailureKind = keyof typeof OIDC_MESSAGES;

const STATUS: Record<OidcFailureKind, number> = {
  unavailable: 503,
  denied: 403,
  staleState: 400,
  invalid: 400,
  clock: 400,
  noMatch: 403,
  // No provider for this client: nothing to reach (a fault of the portal would be 5xx).
  notConfigured: 404,
  passwordRefused: 403,
  blockedRoute: 403,
};

const CODES: Record<OidcFailureKind, string> = {
  unavailable: 'IdentityProviderUnavailable',
  denied: 'IdentityProviderDenied',
  staleState: 'IdentityProviderStaleState',
  invalid: 'IdentityProviderInvalidResponse',
  clock: 'IdentityProviderClockSkew',
  noMatch: 'IdentityProviderNoAccount',
  notConfigured: 'IdentityProviderNotConfigured',
  passwordRefused: 'PasswordLoginRefused',
  blockedRoute: 'ExternalProviderRoute',
};

export function oidcFailure(kind: OidcFailureKind): HttpError {
  return new HttpError(STATUS[kind], OIDC_MESSAGES[kind], CODES[kind]);
}
