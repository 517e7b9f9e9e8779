import type { Queryable } from '../db/types';

export interface OutboxRow {
  id: number;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  text_body: string;
  created_at: Date;
  sent_at: Date | null;
}

/** The 200 latest mails and SMS of the outbox, newest first (of one recipient when given): the development mailbox. */
export async function recentOutbox(db: Queryable, recipient: string | null): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, channel, recipient, subject, text_body, created_at, sent_at FROM outbox
      WHERE ($1::text IS NULL OR recipient = $1) ORDER BY id DESC LIMIT 200`,
    [recipient],
  );
  return rows;
}
