import type { Queryable } from '../../db/types';
import { sha256 } from '../../auth/crypto';

/** The ID token of a session opened through a provider (table oidc_sessions), for the logout at the provider. */
export async function rememberIdToken(db: Queryable, sessionId: string, clientCode: string, idToken: string): Promise<void> {
  await db.query('INSERT INTO oidc_sessions (session_hash, client_code, id_token) VALUES ($1, $2, $3)', [sha256(sessionId), clientCode, idToken]);
}

export async function idTokenOf(db: Queryable, sessionId: string): Promise<{ clientCode: string; idToken: string } | null> {
  const { rows } = await db.query<{ client_code: string; id_token: string }>('SELECT client_code, id_token FROM oidc_sessions WHERE session_hash = $1', [sha256(sessionId)]);
  return rows[0] ? { clientCode: rows[0].client_code, idToken: rows[0].id_token } : null;
}
