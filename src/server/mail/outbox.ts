import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/types';
import { withStoredTemplate } from './storedTemplates';
import { LIMITS, hit } from '../auth/rateLimit';
import type { OutgoingMail, OutgoingSms } from './outgoing';

/**
 * Mail and SMS leave through the outbox table, always: written in the same transaction as the
 * change that causes them (no mail for a rolled-back registration), then delivered by
 * nodemailer when SMTP_URL is set. Without SMTP (and for SMS, which has no gateway yet) the
 * development mailbox shows them. Rows are claimed before sending, so two instances never
 * send the same mail twice.
 *
 * `clientCode`: the client the mail is sent for — the request's (`requestClientCode(request)`,
 * resolved before the transaction), whose stored templates replace the product's; null for the
 * default client's. Required, so no mail a request causes forgets whose templates it uses.
 */
export async function queueMail(tx: Queryable, built: OutgoingMail, clientCode: string | null): Promise<number> {
  const mail = await withStoredTemplate(tx, built, clientCode);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO outbox (channel, recipient, subject, text_body, html_body) VALUES ('mail', $1, $2, $3, $4) RETURNING id`,
    [mail.to, mail.subject, mail.text, mail.html ?? null],
  );
  return rows[0].id;
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

export interface Mailer {
  /** Sends the given outbox rows (after the transaction that wrote them has committed). */
  deliver(ids: number[]): Promise<void>;
  close(): void;
}

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

export function createMailer(db: Db, options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) return { deliver: async () => {}, close: () => {} };
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    async deliver(ids) {
      for (const id of ids) {
        const { rows } = await db.query<OutboxRow>(
          `UPDATE outbox SET sent_at = now() WHERE id = $1 AND channel = 'mail' AND sent_at IS NULL
           RETURNING id, recipient, subject, text_body, html_body`,
          [id],
        );
        const row = rows[0];
        if (!row) continue;
        try {
          await transport.sendMail({
            from: options.from,
            to: row.recipient,
            subject: row.subject,
            text: row.text_body,
            ...(row.html_body ? { html: row.html_body } : {}),
          });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          await db.query('UPDATE outbox SET sent_at = NULL, error = $2 WHERE id = $1', [id, reason.slice(0, 500)]);
          options.log.warn({ outboxId: id }, 'mail delivery failed');
        }
      }
    },
    close: () => transport.close(),
  };
}
