import type { Queryable } from '../db/types';

/**
 * The outbox rows as the delivery worker sees them (deliveryWorker.ts): claiming a row due for
 * an attempt, recording its outcome, and the back office's list of « non distribués ».
 *
 * A claim is a lease (claimed_until): one UPDATE takes it only where no other instance holds
 * one, so two instances on one database never send the same row at the same time; a lease
 * left by a crashed instance expires and the row is tried again.
 */

export type Channel = 'mail' | 'sms';

export interface ClaimedRow {
  id: number;
  channel: Channel;
  recipient: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

/** Not sent, not given up, due, not leased, on one of the channels in parameter `$n`. */
const due = (n: number) => `sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
  AND (claimed_until IS NULL OR claimed_until < now()) AND channel = ANY($${n}::text[])`;
const CLAIMED_COLUMNS = 'id, channel, recipient, subject, text_body, html_body, attempts';

/** Claims this row when it is due on one of these channels (null when sent, failed, not due or held by another instance). */
export async function claimRow(db: Queryable, id: number, channels: Channel[], leaseMs: number): Promise<ClaimedRow | null> {
  const { rows } = await db.query<ClaimedRow>(
    `UPDATE outbox SET claimed_until = now() + make_interval(secs => $3::float8 / 1000), attempts = attempts + 1
      WHERE id = $1 AND ${due(2)} RETURNING ${CLAIMED_COLUMNS}`,
    [id, channels, leaseMs],
  );
  return rows[0] ?? null;
}

/** Claims the row due the longest on one of these channels, skipping those another instance is claiming. */
export async function claimNextDue(db: Queryable, channels: Channel[], leaseMs: number): Promise<ClaimedRow | null> {
  const { rows } = await db.query<ClaimedRow>(
    `UPDATE outbox SET claimed_until = now() + make_interval(secs => $2::float8 / 1000), attempts = attempts + 1
      WHERE id = (SELECT id FROM outbox WHERE ${due(1)} ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        AND (claimed_until IS NULL OR claimed_until < now())
      RETURNING ${CLAIMED_COLUMNS}`,
    [channels, leaseMs],
  );
  return rows[0] ?? null;
}

export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE outbox SET sent_at = now(), claimed_until = NULL, error = NULL WHERE id = $1', [id]);
}

/** A failed attempt: tried again after `retryInMs`, or « non distribué » when null (no attempt left). */
export async function markAttemptFailed(db: Queryable, id: number, reason: string, retryInMs: number | null): Promise<void> {
  await db.query(
    `UPDATE outbox SET claimed_until = NULL, error = $2,
            next_attempt_at = CASE WHEN $3::float8 IS NULL THEN next_attempt_at ELSE now() + make_interval(secs => $3::float8 / 1000) END,
            failed_at = CASE WHEN $3::float8 IS NULL THEN now() END
      WHERE id = $1`,
    [id, reason.slice(0, 500), retryInMs],
  );
}

/** « Renvoyer »: a row that was not delivered gets its attempts back and is due now. False when it is not « non distribué ». */
export async function requeueUndelivered(db: Queryable, id: number): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE outbox SET failed_at = NULL, attempts = 0, next_attempt_at = now(), error = NULL
      WHERE id = $1 AND failed_at IS NOT NULL AND sent_at IS NULL`,
    [id],
  );
  return affectedRows > 0;
}

export const undeliveredSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    canal: { type: 'string', enum: ['mail', 'sms'] },
    destinataire: { type: 'string' },
    objet: { type: ['string', 'null'] },
    creeLe: { type: 'string', format: 'date-time' },
    echecLe: { type: 'string', format: 'date-time' },
    tentatives: { type: 'integer' },
    erreur: { type: ['string', 'null'] },
  },
  required: ['id', 'canal', 'destinataire', 'objet', 'creeLe', 'echecLe', 'tentatives', 'erreur'],
  additionalProperties: false,
} as const;

export interface UndeliveredRow {
  id: number;
  canal: Channel;
  destinataire: string;
  objet: string | null;
  creeLe: Date;
  echecLe: Date;
  tentatives: number;
  erreur: string | null;
}

/** The mails and SMS that are « non distribués », newest failure first, one page of them and their count. */
export async function undeliveredPage(db: Queryable, limit: number, offset: number): Promise<{ items: UndeliveredRow[]; total: number }> {
  const [page, count] = await Promise.all([
    db.query<UndeliveredRow>(
      `SELECT id, channel AS canal, recipient AS destinataire, subject AS objet, created_at AS "creeLe", failed_at AS "echecLe",
              attempts AS tentatives, error AS erreur
         FROM outbox WHERE failed_at IS NOT NULL AND sent_at IS NULL ORDER BY failed_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM outbox WHERE failed_at IS NOT NULL AND sent_at IS NULL'),
  ]);
  return { items: page.rows, total: count.rows[0].total };
}

/** Rows waiting for delivery (not sent, not failed) and the age in seconds of the oldest: for /metrics. */
export async function outboxBacklog(db: Queryable): Promise<{ pending: number; oldestAgeSeconds: number; undelivered: number }> {
  const { rows } = await db.query<{ pending: number; oldest: number | null; undelivered: number }>(
    `SELECT count(*) FILTER (WHERE failed_at IS NULL)::int AS pending,
            extract(epoch FROM now() - min(created_at) FILTER (WHERE failed_at IS NULL))::float8 AS oldest,
            count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS undelivered
       FROM outbox WHERE sent_at IS NULL`,
  );
  return { pending: rows[0].pending, oldestAgeSeconds: rows[0].oldest ?? 0, undelivered: rows[0].undelivered };
}
