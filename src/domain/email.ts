/**
 * E-mail used as identifier. A sane check, not RFC 5322: what a mail server will
 * accept from a member typing their address.
 * - local part: letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ - . ; no leading,
 *   trailing or doubled dot; at most 64 characters;
 * - domain: dot-separated labels of letters/digits/hyphens (no leading/trailing hyphen, at most
 *   63 each), at least two labels, the last one alphabetic of 2+ letters (no bare hosts, no IPs);
 * - at most 254 characters in all; no spaces (callers trim what the member typed).
 * Non-ASCII addresses are refused: identity systems downstream do not take them.
 */

export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  /** The product's wording, verbatim. */
  pattern: "Le format de l'identifiant (adresse e-mail) est incorrect",
} as const;

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^[A-Za-z]{2,63}$/;

export function isValidEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TLD.test(labels[labels.length - 1]);
}
