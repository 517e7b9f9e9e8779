import { issueToken } from '../auth/tokens';
import type { Db, Queryable } from '../db/types';
import { queueCappedMail, queueMail } from '../mail/outbox';
import { activationMail } from '../mail/templates';

/**
 * Creating a member's account, by the member (register) or by the staff (client/create): the
 * account row, its activation token and the activation mail are written together or not at all.
 * A second account for the same address or member fails with the unique violation (23505).
 */

export interface RegisteredAccount {
  userName: string;
  passwordHash: string;
  adherentId: string;
  cguAccepted: boolean;
  consentements: unknown[];
  dematerialisation: boolean;
  /** The client it registered on: statistics are per client. */
  clientCode: string | null;
}

/** Creates the account a member registered, and queues its activation mail (capped: the outbox id, or null when the cap is reached). */
export async function createRegisteredAccount(db: Db, account: RegisteredAccount, origin: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO users (user_name, password_hash, roles, adherent_id, status, cgu_accepted_at, consentements, dematerialisation, password_changed_at, client_code)
               VALUES ($1, $2, ARRAY['User'], $3, 'created', $4, $5, $6, $7, $8) RETURNING id`,
      [
        account.userName,
        account.passwordHash,
        account.adherentId,
        account.cguAccepted ? now : null,
        JSON.stringify(account.consentements),
        account.dematerialisation,
        now,
        account.clientCode,
      ],
    );
    const userId = rows[0].id;
    const code = await issueToken(tx, userId, 'Confirmation', now);
    return queueCappedMail(tx, activationMail(account.userName, origin, code, userId, false), account.clientCode, now);
  });
}

/** The identifier of the member's own account (not a beneficiary's), if it has one. */
export async function memberAccountName(db: Queryable, adherentId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_name: string }>('SELECT user_name FROM users WHERE adherent_id = $1 AND num_pers IS NULL', [adherentId]);
  return rows[0]?.user_name;
}

/** The holder of an individual contract, and whether that member already has an account; undefined when no contract has that number. */
export async function contratHolder(db: Queryable, numeroContrat: string): Promise<{ adherent_id: string; has_account: boolean } | undefined> {
  const { rows } = await db.query<{ adherent_id: string; has_account: boolean }>(
    `SELECT k.adherent_id, EXISTS (SELECT 1 FROM users u WHERE u.adherent_id = k.adherent_id AND u.num_pers IS NULL) AS has_account
           FROM contrats k WHERE k.numero_contrat_individuel = $1`,
    [numeroContrat],
  );
  return rows[0];
}

export interface StaffCreatedAccount {
  userName: string;
  adherentId: string;
  /** The staff member's user id. */
  createdBy: string;
  clientCode: string | null;
}

/** Creates an account without password for a member, on behalf of the staff, and queues its activation mail. */
export async function createStaffAccount(db: Db, account: StaffCreatedAccount, origin: string, now: Date): Promise<{ userId: string; outboxId: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO users (user_name, roles, adherent_id, status, created_by_admin, created_by, client_code, created_at)
             VALUES ($1, ARRAY['User'], $2, 'created', true, $3, $4, $5) RETURNING id`,
      [account.userName, account.adherentId, account.createdBy, account.clientCode, now],
    );
    const userId = rows[0].id;
    const code = await issueToken(tx, userId, 'Confirmation', now);
    return { userId, outboxId: await queueMail(tx, activationMail(account.userName, origin, code, userId, true), account.clientCode) };
  });
}
