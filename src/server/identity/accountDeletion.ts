import type { Queryable } from '../db/types';

/**
 * Deletes an account; its sessions, tokens and demandes go with it (ON DELETE CASCADE). The
 * contracts and the member stay: the mutuelle's records are not the portal account.
 */
export async function deleteAccount(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [userId]);
}
