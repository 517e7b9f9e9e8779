import type { Queryable } from '../db/types';
import { ClientNotConfiguredError, getClientCode } from '../clientSettings';
import type { OutgoingMail } from './outgoing';
import { composeFromTemplate } from './templates';
import { allowedPlaceholders, defaultBody, mailTemplateDef, type MailTemplateDef } from './templateCatalogue';
import { unknownPlaceholders } from './placeholders';
import { HttpError } from '../errors';

/**
 * The mail templates an administrator stored for a client (table mail_templates, migration 440).
 * The code that sends a mail keeps building the product's version (templates.ts); the outbox
 * swaps in the stored one here, in the same transaction, so every caller gets it without change.
 */

export interface StoredTemplate {
  subject: string;
  body: string;
  updatedAt: string | null;
  updatedBy: string | null;
}

export async function loadStoredTemplate(db: Queryable, clientCode: string, key: string): Promise<StoredTemplate | null> {
  const { rows } = await db.query<{ subject: string; body: string; updated_at: Date; updated_by: string | null }>(
    'SELECT subject, body, updated_at, updated_by FROM mail_templates WHERE client_code = $1 AND template_key = $2',
    [clientCode, key],
  );
  const row = rows[0];
  return row ? { subject: row.subject, body: row.body, updatedAt: new Date(row.updated_at).toISOString(), updatedBy: row.updated_by } : null;
}

/** Stores the client's version of a template, replacing the one it had. */
export async function saveStoredTemplate(db: Queryable, clientCode: string, key: string, text: { subject: string; body: string }, updatedBy: string): Promise<void> {
  await db.query(
    `INSERT INTO mail_templates (client_code, template_key, subject, body, updated_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (client_code, template_key) DO UPDATE SET subject = $3, body = $4, updated_by = $5, updated_at = now()`,
    [clientCode, key, text.subject, text.body, updatedBy],
  );
}

/** Forgets the client's version of a template: the product's default applies again. */
export async function deleteStoredTemplate(db: Queryable, clientCode: string, key: string): Promise<void> {
  await db.query('DELETE FROM mail_templates WHERE client_code = $1 AND template_key = $2', [clientCode, key]);
}

/** The template as the administrator sees it: the stored version, else the product default. */
export async function effectiveTemplate(db: Queryable, clientCode: string, def: MailTemplateDef) {
  const stored = await loadStoredTemplate(db, clientCode, def.key);
  return stored
    ? { ...stored, isDefault: false }
    : { subject: def.subject, body: defaultBody(def), updatedAt: null, updatedBy: null, isDefault: true };
}

/** Refuses (400, in French) a subject or body that uses a placeholder the template does not know. */
export function assertKnownPlaceholders(def: MailTemplateDef, subject: string, body: string): void {
  const allowed = allowedPlaceholders(def).map((placeholder) => placeholder.name);
  const unknown = unknownPlaceholders(`${subject}\n${body}`, allowed);
  if (unknown.length === 0) return;
  const names = unknown.map((name) => `{${name}}`).join(', ');
  throw new HttpError(
    400,
    unknown.length === 1
      ? `Le champ ${names} n'est pas connu du modèle « ${def.libelle} ». Champs possibles : ${allowed.map((name) => `{${name}}`).join(', ')}.`
      : `Les champs ${names} ne sont pas connus du modèle « ${def.libelle} ». Champs possibles : ${allowed.map((name) => `{${name}}`).join(', ')}.`,
    'UnknownPlaceholder',
  );
}

/** The recipient's own placeholders, from the account that has this address (empty when none). */
async function recipientValues(db: Queryable, email: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ prenom: string | null; nom: string | null }>(
    `SELECT coalesce(a.prenom, u.prenom) AS prenom, coalesce(a.nom, u.nom) AS nom
       FROM users u LEFT JOIN adherents a ON a.id = u.adherent_id
      WHERE u.user_name = lower($1) LIMIT 1`,
    [email],
  );
  return { prenom: rows[0]?.prenom ?? '', nom: rows[0]?.nom ?? '', email };
}

/**
 * The mail to queue: rendered from the stored template of the client it is sent for (the
 * request's; null: the default client's) when that client has one, else as built.
 */
export async function withStoredTemplate(db: Queryable, mail: OutgoingMail, forClient: string | null): Promise<OutgoingMail> {
  if (!mail.template || !mailTemplateDef(mail.template.key)) return mail;
  // A server without any client yet (first start, some tests) sends the product's mails.
  const clientCode = await getClientCode(db, forClient ?? undefined).catch((error: unknown) => {
    if (error instanceof ClientNotConfiguredError) return null;
    throw error;
  });
  if (clientCode === null) return mail;
  const stored = await loadStoredTemplate(db, clientCode, mail.template.key);
  if (!stored) return mail;
  const values = { ...(await recipientValues(db, mail.to)), ...mail.template.values };
  return { ...composeFromTemplate(mail.to, stored.subject, stored.body, values), template: mail.template };
}
