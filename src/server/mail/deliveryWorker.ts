import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types';
import { claimNextDue, claimRow, markAttemptFailed, markSent, type Channel, type ClaimedRow } from './outboxDelivery';
import type { SmsGateway } from './smsGateway';

/**
 * Delivers the outbox (rows written by outbox.ts in the transaction of their cause): mail by
 * nodemailer when SMTP_URL is set, SMS by the gateway when one is configured. A request that
 * queued a mail asks for it at once (`deliver`); a timer picks up, on every instance, whatever
 * is due — a retry, a row whose instance stopped. A failed attempt is tried again after the
 * next delay of `retryDelaysMs`; when none is left the row is « non distribué » and staff may
 * resend it. Nothing here runs at start: an SMTP server that is down does not stop the portal,
 * its mails wait.
 */

export interface Mailer {
  /** Tries now the given outbox rows (after the transaction that wrote them has committed). */
  deliver(ids: number[]): Promise<void>;
  /** Sends every due row, one after the other; the number of attempts made. */
  drain(): Promise<number>;
  close(): void;
}

export interface DeliveryOptions {
  smtpUrl?: string;
  from: string;
  sms?: SmsGateway;
  log: FastifyBaseLogger;
  /** Delay before each new attempt; after the last, the row is « non distribué ». */
  retryDelaysMs: readonly number[];
  /** How often each instance looks for due rows. */
  pollMs: number;
  /** How long an instance holds a row it is sending: longer than a send can take. */
  leaseMs: number;
  /** Told of each attempt's outcome (metrics). */
  onAttempt?: (channel: Channel, outcome: 'sent' | 'retry' | 'undelivered') => void;
}

/** One minute, five, half an hour, two hours, twelve: six attempts over about fifteen hours. */
export const DEFAULT_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const;

export function createMailer(db: Db, options: DeliveryOptions): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? // Bounded waits: a stalled server fails the attempt well within the lease.
      nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : null;
  const channels: Channel[] = [...(transport ? (['mail'] as const) : []), ...(options.sms ? (['sms'] as const) : [])];
  if (!channels.length) return { deliver: async () => {}, drain: async () => 0, close: () => {} };

  async function send(row: ClaimedRow): Promise<void> {
    if (row.channel === 'sms') return options.sms!.send({ to: row.recipient, text: row.text_body });
    await transport!.sendMail({
      from: options.from,
      to: row.recipient,
      subject: row.subject ?? '',
      text: row.text_body,
      ...(row.html_body ? { html: row.html_body } : {}),
    });
  }

  async function attempt(row: ClaimedRow): Promise<void> {
    try {
      await send(row);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryIn = options.retryDelaysMs[row.attempts - 1] ?? null;
      await markAttemptFailed(db, row.id, reason, retryIn);
      options.onAttempt?.(row.channel, retryIn === null ? 'undelivered' : 'retry');
      options.log.warn({ outboxId: row.id, channel: row.channel, attempt: row.attempts, err: reason }, retryIn === null ? 'envoi abandonné : non distribué' : 'envoi échoué, nouvel essai prévu');
      return;
    }
    await markSent(db, row.id);
    options.onAttempt?.(row.channel, 'sent');
  }

  let draining: Promise<number> | null = null;
  async function drainOnce(): Promise<number> {
    let count = 0;
    for (let row = await claimNextDue(db, channels, options.leaseMs); row; row = await claimNextDue(db, channels, options.leaseMs)) {
      await attempt(row);
      count += 1;
    }
    return count;
  }
  const drain = () => (draining ??= drainOnce().finally(() => (draining = null)));

  const timer = setInterval(() => {
    drain().catch((error: unknown) => options.log.warn({ err: error }, "boîte d'envoi : relève impossible"));
  }, options.pollMs);
  timer.unref();

  return {
    async deliver(ids) {
      for (const id of ids) {
        try {
          const row = await claimRow(db, id, channels, options.leaseMs);
          if (row) await attempt(row);
        } catch (error) {
          options.log.warn({ err: error, outboxId: id }, "boîte d'envoi : envoi impossible");
        }
      }
    },
    drain,
    close() {
      clearInterval(timer);
      transport?.close();
    },
  };
}
