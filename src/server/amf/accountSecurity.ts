import { HttpError } from '../errors';
import type { Db, Queryable } from '../db/types';
import { AMF_MESSAGES, checkCode, normalizePhone, type AmfOperation, type CheckResult } from './securityCodes';

/**
 * An account's security settings: the security code (AMF) and biometrics switches, the mobile
 * phone codes go to (the member's, confirmed by a code; a new one waits in users.pending_telephone)
 * and the biometrics devices.
 */

/** What the security-code routes need of an active account: its switches and where a code can go. */
export interface SecurityContact {
  id: string;
  user_name: string;
  amf_active: boolean;
  biometrie_active: boolean;
  pending_telephone: string | null;
  telephone_mobile: string | null;
  telephone_confirme: boolean | null;
}

/** The active account with this id or user name, or null (an inactive account gets no code). */
export async function securityContactOf(db: Queryable, where: 'id' | 'user_name', value: string): Promise<SecurityContact | null> {
  const { rows } = await db.query<SecurityContact>(
    `SELECT u.id, u.user_name, u.amf_active, u.biometrie_active, u.pending_telephone, a.telephone_mobile, a.telephone_confirme
       FROM users u LEFT JOIN adherents a ON a.id = u.adherent_id
      WHERE u.${where === 'id' ? 'id' : 'user_name'} = $1 AND u.status = 'active'`,
    [value],
  );
  return rows[0] ?? null;
}

/** Registers the number a 'modifyPhone' code will confirm. */
export async function setPendingTelephone(db: Queryable, userId: string, phone: string): Promise<void> {
  await db.query('UPDATE users SET pending_telephone = $2 WHERE id = $1', [userId, phone]);
}

export async function deviceCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM amf_devices WHERE user_id = $1', [userId]);
  return Number(rows[0].n);
}

/** Removes the account's biometrics devices and turns biometrics off, together; returns how many went. */
export async function forgetDevices(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const { affectedRows } = await tx.query('DELETE FROM amf_devices WHERE user_id = $1', [userId]);
    await tx.query('UPDATE users SET biometrie_active = false WHERE id = $1', [userId]);
    return affectedRows;
  });
}

/**
 * Checks a typed code and, when it is right, applies its operation (new phone, AMF on/off,
 * biometrics on/off) in the same transaction: a code is spent only with its effect. A new phone
 * other than the one the code was sent to is refused (400 PhoneMismatch) and nothing is written.
 */
export async function checkCodeAndApply(
  db: Db,
  secret: string,
  input: { userId: string; operation: AmfOperation; code: string; newAmfTel?: string; deviceLabel: string; now: Date },
): Promise<CheckResult> {
  const { userId, operation: op } = input;
  return db.transaction(async (tx) => {
    const result = await checkCode(tx, secret, { userId, operation: op, code: input.code, now: input.now });
    if (!result.ok) return result;
    if (op === 'modifyPhone') {
      const sentTo = result.newTelephone;
      if (!sentTo || (input.newAmfTel && normalizePhone(input.newAmfTel) !== sentTo)) {
        throw new HttpError(400, AMF_MESSAGES.phoneMismatch, 'PhoneMismatch');
      }
      await tx.query(
        `UPDATE adherents SET telephone_mobile = $2, telephone_confirme = true
          WHERE id = (SELECT adherent_id FROM users WHERE id = $1)`,
        [userId, sentTo],
      );
      await tx.query('UPDATE users SET pending_telephone = NULL WHERE id = $1', [userId]);
    } else if (op === 'activateAmf' || op === 'deactivateAmf') {
      await tx.query('UPDATE users SET amf_active = $2 WHERE id = $1', [userId, op === 'activateAmf']);
    } else if (op === 'activateBiometrics' || op === 'deactivateBiometrics') {
      await tx.query('UPDATE users SET biometrie_active = $2 WHERE id = $1', [userId, op === 'activateBiometrics']);
      if (op === 'activateBiometrics') {
        await tx.query(`INSERT INTO amf_devices (user_id, label) VALUES ($1, $2)`, [userId, input.deviceLabel]);
      }
    }
    return result;
  });
}
