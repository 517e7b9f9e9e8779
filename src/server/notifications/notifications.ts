import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';

/** An account's notification (table notifications) as the API sends it: date is YYYY-MM-DD (UTC). */
export const notificationSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, date: { type: 'string' }, titre: { type: 'string' }, message: { type: 'string' }, lue: { type: 'boolean' } },
  required: ['id', 'date', 'titre', 'message', 'lue'],
} as const;

export type Notification = FromSchema<typeof notificationSchema>;

/**
 * A page of the account's notifications, newest first, the unread ones only when `nonLues`; with
 * how many the filter keeps and how many are unread.
 */
export async function notificationPage(
  db: Queryable,
  userId: string,
  nonLues: boolean | null,
  page: { limit: number; offset: number },
): Promise<{ items: Notification[]; total: number; nonLues: number }> {
  const { rows } = await db.query<Notification>(
    `SELECT id::int AS id, to_char(date_envoi AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, titre, message, lue
           FROM notifications WHERE user_id = $1 AND ($2::boolean IS NOT TRUE OR NOT lue)
          ORDER BY date_envoi DESC, id DESC LIMIT $3 OFFSET $4`,
    [userId, nonLues, page.limit, page.offset],
  );
  const { rows: counts } = await db.query<{ total: number; non_lues: number }>(
    `SELECT count(*) FILTER (WHERE $2::boolean IS NOT TRUE OR NOT lue)::int AS total, count(*) FILTER (WHERE NOT lue)::int AS non_lues
           FROM notifications WHERE user_id = $1`,
    [userId, nonLues],
  );
  return { items: rows, total: counts[0].total, nonLues: counts[0].non_lues };
}

/** Marks one of the account's notifications read: its id, undefined when the account has none with that id. */
export async function markNotificationRead(db: Queryable, userId: string, id: number): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('UPDATE notifications SET lue = true WHERE id = $1 AND user_id = $2 RETURNING id::int AS id', [id, userId]);
  return rows[0]?.id;
}

/** Marks every notification of the account read; how many were unread. */
export async function markAllNotificationsRead(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'WITH done AS (UPDATE notifications SET lue = true WHERE user_id = $1 AND NOT lue RETURNING 1) SELECT count(*)::int AS n FROM done',
    [userId],
  );
  return rows[0].n;
}

/** Sends the account a notification (unread), dated `at`; its id. */
export async function addNotification(db: Queryable, userId: string, notification: { titre: string; message: string }, at: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO notifications (user_id, date_envoi, titre, message) VALUES ($1, $2, $3, $4) RETURNING id::int AS id',
    [userId, at, notification.titre, notification.message],
  );
  return rows[0].id;
}
