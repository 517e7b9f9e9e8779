import type { Queryable } from '../../db/types';
import { sha256 } from '../../auth/crypto';

/**
 * Logins sent to a provider and not back yet (table oidc_login_states): kept in the database, not
 * in memory, so the callback may reach another instance. A state is used once: reading it deletes
 * it, so a replayed callback finds nothing.
 */
export const LOGIN_STATE_TTL_MS = 10 * 60 * 1000;

export interface PendingLogin {
  clientCode: string;
  codeVerifier: string;
  nonce: string;
  callbackUrl: string | null;
}

export async function savePendingLogin(db: Queryable, state: string, browserId: string, login: PendingLogin, now: Date): Promise<void> {
  await db.query('DELETE FROM oidc_login_states WHERE expires_at < $1', [now]);
  await db.query(
    `INSERT INTO oidc_login_states (state_hash, browser_hash, client_code, code_verifier, nonce, callback_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [sha256(state), sha256(browserId), login.clientCode, login.codeVerifier, login.nonce, login.callbackUrl, new Date(now.getTime() + LOGIN_STATE_TTL_MS)],
  );
}

/**
 * Takes the pending login of `state` (deleting it) when it is the same browser's, of the same client
 * and not expired; else null.
 */
export async function takePendingLogin(db: Queryable, state: string, browserId: string, clientCode: string, now: Date): Promise<PendingLogin | null> {
  const { rows } = await db.query<{ browser_hash: string; client_code: string; code_verifier: string; nonce: string; callback_url: string | null; expires_at: Date }>(
    'DELETE FROM oidc_login_states WHERE state_hash = $1 RETURNING browser_hash, client_code, code_verifier, nonce, callback_url, expires_at',
    [sha256(state)],
  );
  const row = rows[0];
  if (!row || row.browser_hash !== sha256(browserId) || row.client_code !== clientCode || new Date(row.expires_at) <= now) return null;
  return { clientCode: row.client_code, codeVerifier: row.code_verifier, nonce: row.nonce, callbackUrl: row.callback_url };
}
