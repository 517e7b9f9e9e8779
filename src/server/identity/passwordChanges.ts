import { endUserSessions } from '../auth/session';
import { consumeToken } from '../auth/tokens';
import type { Db } from '../db/types';
import { queueMail } from '../mail/outbox';
import { passwordChangedMail } from '../mail/templates';
import { invalidToken } from './accountMessages';

/**
 * A new password, by a reset link (reset-password) or by its holder (change-password): the
 * password, the end of the account's other sessions and the « mot de passe modifié » mail are
 * written together. Each returns the mail's outbox id.
 */

/** Consumes the reset token and sets the password; a token that is not valid throws its French error and nothing is written. */
export async function resetPasswordWithToken(db: Db, code: string, userId: string, passwordHash: string, clientCode: string | null, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { state, row } = await consumeToken(tx, code, userId, ['ResetPassword'], now);
    if (state !== 'valid' || !row) throw invalidToken(state);
    // The link proves the mailbox: a not-yet-activated account is activated too.
    const { rows } = await tx.query<{ user_name: string }>(
      `UPDATE users SET password_hash = $2, password_changed_at = $3, status = 'active', email_confirmed = true
            WHERE id = $1 RETURNING user_name`,
      [row.user_id, passwordHash, now],
    );
    await endUserSessions(tx, row.user_id);
    return queueMail(tx, passwordChangedMail(rows[0].user_name), clientCode);
  });
}

/** Sets the password of a signed-in user; the other devices are signed out, the session `keepSessionId` stays. */
export async function changePassword(
  db: Db,
  user: { id: string; userName: string },
  passwordHash: string,
  keepSessionId: string,
  clientCode: string | null,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, password_changed_at = $3 WHERE id = $1', [user.id, passwordHash, now]);
    await endUserSessions(tx, user.id, keepSessionId);
    return queueMail(tx, passwordChangedMail(user.userName), clientCode);
  });
}
