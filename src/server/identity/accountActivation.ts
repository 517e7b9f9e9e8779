import { consumeToken, type TokenState } from '../auth/tokens';
import type { Db } from '../db/types';
import { invalidToken } from './accountMessages';

/**
 * An account's activation (activate-user) and the confirmation of its address (confirm-email):
 * each consumes its token and writes the account in one transaction, so a link works once.
 */

export interface Activation {
  code: string;
  /** The user id the link carries, as sent. */
  userId: string;
  /** The account's id, as read from the database. */
  accountId: string;
  passwordHash: string;
  cguAccepted: boolean;
  /** null keeps the consents the account has. */
  consentements: unknown[] | null;
  /** An account without client yet (registered before users.client_code) takes the one it is activated on. */
  clientCode: string | null;
}

/** Sets the password and activates the account; a token that is not valid throws its French error and nothing is written. */
export async function activateAccount(db: Db, activation: Activation, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { state } = await consumeToken(tx, activation.code, activation.userId, ['Confirmation'], now);
    if (state !== 'valid') throw invalidToken(state);
    await tx.query(
      `UPDATE users SET password_hash = $2, status = 'active', email_confirmed = true, password_changed_at = $3,
                  cgu_accepted_at = CASE WHEN $4::boolean THEN $3 ELSE cgu_accepted_at END,
                  consentements = CASE WHEN $5::jsonb IS NULL THEN consentements ELSE $5::jsonb END,
                  client_code = coalesce(client_code, $6)
            WHERE id = $1`,
      [
        activation.accountId,
        activation.passwordHash,
        now,
        activation.cguAccepted,
        activation.consentements ? JSON.stringify(activation.consentements) : null,
        activation.clientCode,
      ],
    );
  });
}

/**
 * Confirms the address a token was sent to: a new identifier (ChangeEmail, also the member's
 * e-mail, and the password chosen with it) or the first one (Confirmation, which activates an
 * account that has its password). The account's identifier, or the token's state when it is not valid.
 * A new identifier already taken fails with the unique violation (23505).
 */
export async function confirmEmail(db: Db, code: string, userId: string, now: Date): Promise<{ userName: string } | { error: TokenState }> {
  return db.transaction(async (tx) => {
    const { state, row } = await consumeToken(tx, code, userId, ['Confirmation', 'ChangeEmail'], now);
    if (state !== 'valid' || !row) return { error: state };
    if (row.purpose === 'ChangeEmail') {
      const newUserName = String(row.payload.newUserName);
      const passwordHash = typeof row.payload.passwordHash === 'string' ? row.payload.passwordHash : null;
      await tx.query(
        `UPDATE users SET user_name = $2, email_confirmed = true, status = 'active',
                    password_hash = coalesce($3, password_hash),
                    password_changed_at = CASE WHEN $3::text IS NULL THEN password_changed_at ELSE $4 END
              WHERE id = $1`,
        [row.user_id, newUserName, passwordHash, now],
      );
      await tx.query('UPDATE adherents SET email = $2 WHERE id = (SELECT adherent_id FROM users WHERE id = $1)', [row.user_id, newUserName]);
      return { userName: newUserName };
    }
    const { rows } = await tx.query<{ user_name: string }>(
      `UPDATE users SET email_confirmed = true, status = CASE WHEN password_hash IS NULL THEN status ELSE 'active' END
            WHERE id = $1 RETURNING user_name`,
      [row.user_id],
    );
    return { userName: rows[0].user_name };
  });
}
