import type { Queryable } from '../db/types';
import { randomToken, sha256 } from './crypto';

/**
 * One-time codes sent by mail (ASVS 2.5 / 2.7): 256 bits from the CSPRNG, only the sha256
 * kept in the database, consumed atomically (single use), with an expiry.
 */
export type TokenPurpose = 'Confirmation' | 'ResetPassword' | 'ChangeEmail' | 'Sso';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  Confirmation: 72 * 60 * 60_000, // activation link: 72 h
  ChangeEmail: 72 * 60 * 60_000,
  ResetPassword: 60 * 60_000, // reset link: 1 h
  Sso: 60_000,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Creates a token; earlier unused ones of the same purpose die (only the latest link works). */
export async function issueToken(
  tx: Queryable,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  payload: Record<string, unknown> = {},
): Promise<string> {
  const code = randomToken();
  await tx.query('DELETE FROM tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
  await tx.query(
    `INSERT INTO tokens (token_hash, user_id, purpose, payload, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [sha256(code), userId, purpose, JSON.stringify(payload), now, new Date(now.getTime() + TOKEN_TTL_MS[purpose])],
  );
  return code;
}

export type TokenState = 'valid' | 'expired' | 'used' | 'unknown';

export interface TokenRow {
  user_id: string;
  purpose: TokenPurpose;
  payload: Record<string, unknown>;
  expires_at: Date;
  used_at: Date | null;
}

/** Reads a token without consuming it (check-token). */
export async function inspectToken(
  db: Queryable,
  code: unknown,
  userId: unknown,
  purposes: TokenPurpose[],
  now: Date,
): Promise<{ state: TokenState; row?: TokenRow }> {
  if (typeof code !== 'string' || code.length === 0 || code.length > 200 || !isUuid(userId)) return { state: 'unknown' };
  const { rows } = await db.query<TokenRow>(
    'SELECT user_id, purpose, payload, expires_at, used_at FROM tokens WHERE token_hash = $1 AND user_id = $2',
    [sha256(code), userId],
  );
  const row = rows[0];
  if (!row || !purposes.includes(row.purpose)) return { state: 'unknown' };
  if (row.used_at) return { state: 'used', row };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { state: 'expired', row };
  return { state: 'valid', row };
}

/** Consumes a token inside the caller's transaction: only one concurrent request wins. */
export async function consumeToken(
  tx: Queryable,
  code: unknown,
  userId: unknown,
  purposes: TokenPurpose[],
  now: Date,
): Promise<{ state: TokenState; row?: TokenRow }> {
  const inspected = await inspectToken(tx, code, userId, purposes, now);
  if (inspected.state !== 'valid') return inspected;
  const { rows } = await tx.query<TokenRow>(
    `UPDATE tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING user_id, purpose, payload, expires_at, used_at`,
    [sha256(code as string), now],
  );
  return rows[0] ? { state: 'valid', row: rows[0] } : { state: 'used' };
}
