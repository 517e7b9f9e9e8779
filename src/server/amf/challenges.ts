import type { FastifyRequest } from 'fastify';
import { sha256 } from '../auth/crypto';
import { HttpError } from '../errors';
import type { Queryable } from '../db/types';
import { AMF_MESSAGES, CODE_TTL_MS, hasVerifiedCode } from './securityCodes';
import '../types';

/**
 * Lets this (anonymous) session ask for codes of `userId` for CODE_TTL_MS: call it once the
 * session proved who it is without logging in (pre-forgot-username matched the identity form).
 */
export async function grantSecurityCodeChallenge(request: FastifyRequest, userId: string, db: Queryable): Promise<void> {
  const now = request.server.config.now();
  await db.query(
    `INSERT INTO amf_challenges (session_hash, user_id, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (session_hash) DO UPDATE SET user_id = EXCLUDED.user_id, expires_at = EXCLUDED.expires_at`,
    [sha256(request.sessionId), userId, new Date(now.getTime() + CODE_TTL_MS)],
  );
}

/**
 * The account this session may ask codes for (a live challenge), with its user name: the login
 * gate's after the password was right, or the one the identity form matched. Null without one.
 */
export async function sessionChallenge(request: FastifyRequest, db: Queryable): Promise<{ user_id: string; user_name: string } | null> {
  const { rows } = await db.query<{ user_id: string; user_name: string }>(
    `SELECT c.user_id, u.user_name FROM amf_challenges c JOIN users u ON u.id = c.user_id
      WHERE c.session_hash = $1 AND c.expires_at > $2`,
    [sha256(request.sessionId), request.server.config.now()],
  );
  return rows[0] ?? null;
}

/**
 * Login gate (called by POST /api/identity/login once the password is right): an account with
 * AMF on needs X-SecurityCode proving a 'login' check made after this password step. Without
 * it: 403 { code: 'SecurityCodeRequired' }, and this session may ask for a 'login' code.
 */
export async function assertLoginSecurityCode(request: FastifyRequest, userId: string, db: Queryable): Promise<void> {
  const { rows } = await db.query<{ amf_active: boolean }>('SELECT amf_active FROM users WHERE id = $1', [userId]);
  if (!rows[0]?.amf_active) return;
  const now = request.server.config.now();
  const proven = await hasVerifiedCode(db, request.server.config.cookieSecret, {
    userId,
    operations: ['login'],
    code: request.headers['x-securitycode'],
    now,
    consume: true,
  });
  if (proven) {
    await db.query('DELETE FROM amf_challenges WHERE session_hash = $1', [sha256(request.sessionId)]);
    return;
  }
  await grantSecurityCodeChallenge(request, userId, db);
  throw new HttpError(403, AMF_MESSAGES.loginRequired, 'SecurityCodeRequired');
}
