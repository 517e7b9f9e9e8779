import type { Limit } from '../auth/rateLimit';

/** An account's identifier (its e-mail address): what forgot-username and the identifier-change acte say. */
export const USERNAME_MESSAGES = {
  sent: 'Si ces informations correspondent à un compte, un lien de confirmation a été envoyé à la nouvelle adresse e-mail.',
  invalidEmail: "Le format de l'identifiant (adresse e-mail) est incorrect",
  sameEmail: "La nouvelle adresse e-mail est identique à l'identifiant actuel.",
  changeSent: 'Si cette adresse peut devenir votre identifiant, un lien de confirmation lui a été envoyé. Votre identifiant changera dès sa confirmation.',
} as const;

/** Identifier change: requests per member, confirmation mails per new address (so the form floods no mailbox). */
export const CHANGE_IDENTIFIER_LIMITS = {
  perMember: { name: 'changeid:user', max: 5, windowMs: 60 * 60_000 },
  mailPerAddress: { name: 'changeid:to', max: 1, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;
