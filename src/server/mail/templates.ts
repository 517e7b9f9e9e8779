import type { OutgoingMail } from './outgoing';
import { fillPlaceholders } from '../../language/placeholders';
import { mailTemplateDef } from './templateCatalogue';
import { escapeHtml } from '../html';

/** The mails of the account flows, in French. Links point at the portal's hash routes. */

function link(origin: string, route: string, params: Record<string, string>): string {
  return `${origin}/#/${route}?${new URLSearchParams(params).toString()}`;
}

/** The product's signature; the mail layout (layout.ts) signs in the client's name instead. */
export const SIGNATURE = "L'équipe Mutuelle Démo";
const DISCLAIMER = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.";

/** The frame every mail shares (greeting, disclaimer, signature), around paragraphs given as text and as HTML. */
function frame(to: string, subject: string, text: string[], html: string[]): OutgoingMail {
  return {
    to,
    subject,
    text: ['Bonjour,', '', ...text.flatMap((p) => [p, '']), DISCLAIMER, '', SIGNATURE].join('\n'),
    html: ['<p>Bonjour,</p>', ...html.map((p) => `<p>${p}</p>`), `<p>${DISCLAIMER}</p>`, `<p>${escapeHtml(SIGNATURE)}</p>`].join('\n'),
  };
}

export function compose(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): OutgoingMail {
  return frame(
    to,
    subject,
    [...paragraphs, ...(action ? [`${action.label} : ${action.url}`] : [])],
    [...paragraphs.map(escapeHtml), ...(action ? [`<a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a>`] : [])],
  );
}

/**
 * A mail from a template text (an administrator's, or a preview): paragraphs are separated by a
 * blank line; placeholders are filled, escaped in HTML, and the `{lien}` address becomes a link.
 */
export function composeFromTemplate(to: string, subject: string, body: string, values: Readonly<Record<string, string>>): OutgoingMail {
  const paragraphs = body.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter((p) => p !== '');
  const toHtml = (value: string, name: string) =>
    name === 'lien' ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  const filled = paragraphs
    .map((p) => ({ text: fillPlaceholders(p, values).trim(), html: fillPlaceholders(escapeHtml(p), values, toHtml) }))
    .filter((p) => p.text !== '');
  return frame(to, fillPlaceholders(subject, values).replace(/\s+/g, ' ').trim(), filled.map((p) => p.text), filled.map((p) => p.html));
}

/**
 * A product mail from its catalogue entry (templateCatalogue.ts), with the values it was sent
 * with: the outbox renders the client's stored version of it instead, when there is one.
 */
export function fromCatalogue(key: string, to: string, values: Record<string, string>): OutgoingMail {
  const def = mailTemplateDef(key);
  if (!def) throw new Error(`unknown mail template ${key}`);
  const paragraphs = def.paragraphs.map((p) => fillPlaceholders(p, values)).filter((p) => p !== '');
  const action = def.action && values.lien ? { label: def.action.label, url: values.lien } : undefined;
  return { ...compose(to, fillPlaceholders(def.subject, values), paragraphs, action), template: { key, values } };
}

/**
 * The activation mail. Its link follows who created the account: a member who registered chose
 * the password already and only confirms the address (confirm-email); an account staff created
 * gets its password, CGU and consents on activate-user.
 */
export function activationMail(to: string, origin: string, code: string, userId: string, createdByAdmin: boolean): OutgoingMail {
  return fromCatalogue('activation', to, { lien: link(origin, createdByAdmin ? 'activate-user' : 'confirm-email', { code, userId }) });
}

export function confirmEmailMail(to: string, origin: string, code: string, userId: string): OutgoingMail {
  return fromCatalogue('confirmation-email', to, { lien: link(origin, 'confirm-email', { code, userId }) });
}

export function resetPasswordMail(to: string, origin: string, code: string, userId: string): OutgoingMail {
  return fromCatalogue('reinitialisation-mot-de-passe', to, { lien: link(origin, 'reset-password', { code, userId }) });
}

export function passwordChangedMail(to: string): OutgoingMail {
  return fromCatalogue('mot-de-passe-modifie', to, {});
}

/** To the member's address whenever bank details change, whatever the screen: a change they did not make is noticed. */
export function bankDetailsChangedMail(to: string, demande: { libelle: string; numeroContrat: string | null }): OutgoingMail {
  return fromCatalogue('coordonnees-bancaires-modifiees', to, {
    libelle: demande.libelle,
    pourLeContrat: demande.numeroContrat ? ` pour le contrat ${demande.numeroContrat}` : '',
  });
}

export function identifierChangeRequestedMail(to: string): OutgoingMail {
  return fromCatalogue('changement-identifiant-demande', to, {});
}

/*
 * Registration and forgot-username answer the same whatever the case (no account enumeration):
 * when nothing could be done, these mails say why, to an address that already
 * belongs to the person concerned.
 */

/** Registration for a member who already has an account: to that account's address. */
export function accountAlreadyExistsMail(to: string, origin: string): OutgoingMail {
  return fromCatalogue('compte-existant', to, { lien: `${origin}/#/forgot-password` });
}

/** Registration with an address that is already an account's identifier: to that address. */
export function emailAlreadyUsedMail(to: string, origin: string): OutgoingMail {
  return fromCatalogue('adresse-deja-utilisee', to, { lien: `${origin}/#/forgot-password` });
}

/** Forgot-username that could not change the identifier: to the member's current address. */
export function identifierChangeRefusedMail(to: string, reason: { takenBy: string } | 'securityCode'): OutgoingMail {
  const why =
    reason === 'securityCode'
      ? 'le code de sécurité envoyé sur votre téléphone mobile n’a pas été vérifié.'
      : `l’adresse ${reason.takenBy} est déjà l’identifiant d’un autre compte.`;
  return fromCatalogue('changement-identifiant-refuse', to, { motif: why });
}
