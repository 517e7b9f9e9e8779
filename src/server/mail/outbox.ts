import type { Queryable } from '../db/types';
import { withStoredTemplate } from './storedTemplates';
import { LIMITS, hit } from '../auth/rateLimit';
import type { OutgoingMail, OutgoingSms } from './outgoing';
import { brandedMail } from './layout';
import { ClientNotConfiguredError, getClient } from '../clientSettings';

/**
 * Mail and SMS leave through the outbox table, always: written in the same transaction as the
 * change that causes them (no mail for a rolled-back registration), then delivered with
 * retries by deliveryWorker.ts (nodemailer when SMTP_URL is set, the SMS gateway when one is
 * configured). Without them the development mailbox shows them.
 *
 * `clientCode`: the client the mail is sent for — the request's (`requestClientCode(request)`,
 * resolved before the transaction), whose stored templates replace the product's; null for the
 * default client's. Required, so no mail a request causes forgets whose templates it uses.
 */
export async function queueMail(tx: Queryable, built: OutgoingMail, clientCode: string | null): Promise<number> {
  const mail = await inClientLayout(tx, await withStoredTemplate(tx, built, clientCode), clientCode);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO outbox (channel, recipient, subject, text_body, html_body) VALUES ('mail', $1, $2, $3, $4) RETURNING id`,
    [mail.to, mail.subject, mail.text, mail.html ?? null],
  );
  return rows[0].id;
}

/** The mail in its client's layout (name, colour); as built on a server without any client yet. */
async function inClientLayout(tx: Queryable, mail: OutgoingMail, clientCode: string | null): Promise<OutgoingMail> {
  const client = await getClient(tx, clientCode ?? undefined).catch((error: unknown) => {
    if (error instanceof ClientNotConfiguredError) return null;
    throw error;
  });
  return client ? brandedMail(mail, client) : mail;
}

/**
 * A mail that a request without login can cause (registration, forgotten identifier or password,
 * a new activation link): at most LIMITS.mailPerRecipient per address, whoever asks and from
 * however many addresses, so the portal cannot be used to flood a mailbox. Over the cap nothing
 * is queued (null) and the caller gives its usual neutral answer.
 */
export async function queueCappedMail(tx: Queryable, built: OutgoingMail, clientCode: string | null, now: Date): Promise<number | null> {
  if ((await hit(tx, LIMITS.mailPerRecipient, built.to.trim(), now)) > LIMITS.mailPerRecipient.max) return null;
  return queueMail(tx, built, clientCode);
}

export async function queueSms(tx: Queryable, sms: OutgoingSms): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO outbox (channel, recipient, text_body) VALUES ('sms', $1, $2) RETURNING id`,
    [sms.to, sms.text],
  );
  return rows[0].id;
}
