import type { Queryable } from '../db/types';

/** Notes when the account last signed in (the back office's statistics count the accounts active in the last 30 days). */
export async function recordLastLogin(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [userId, now]);
}
