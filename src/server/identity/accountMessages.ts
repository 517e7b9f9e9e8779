import type { TokenState } from '../auth/tokens';
import { badRequest, type HttpError } from '../errors';

/** What the account routes (registration, activation, e-mail confirmation) answer. */
export const ACCOUNT_MESSAGES = {
  noMatch:
    'Les informations saisies ne permettent pas de vous identifier. Vérifiez-les (numéro de contrat ou de sécurité sociale, nom, prénom, date de naissance) et réessayez.',
  emailUsed: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  cguRequired: "Blocage création compte - absence d'acceptation des conditions d'utilisation du site",
  invalidToken: "Ce lien n'est plus valide. Il a peut-être expiré ou déjà été utilisé.",
  alreadyConfirmed: 'Votre compte est déjà activé. Vous pouvez vous connecter.',
  activationResent: "Le mail d'activation a été renvoyé.",
  activated: 'Votre compte est activé. Vous pouvez vous connecter.',
  emailConfirmed: 'Votre adresse e-mail est confirmée. Vous pouvez vous connecter.',
} as const;

/** The refusal of a link whose token is spent, expired or unknown. */
export function invalidToken(state: TokenState): HttpError {
  return badRequest(ACCOUNT_MESSAGES.invalidToken, 'InvalidToken', { reason: state });
}
