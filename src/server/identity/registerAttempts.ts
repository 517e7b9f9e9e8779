import type { Queryable } from '../db/types';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../auth/crypto';
import { HttpError, MESSAGES } from '../errors';
import type { ClientConfiguration } from '../clientSettings';

/**
 * Failed registrations of one visitor (its session id): the counter rises after each
 * failure; at registerAttemptNumber the page hides the button and shows
 * registerAttemptNumberAfterMessage. Kept 24 h after the last failure.
 */
const KEEP_MS = 24 * 60 * 60_000;

export async function countFailures(db: Queryable, sessionId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    'SELECT failures FROM register_attempts WHERE key = $1 AND last_failure_at > $2',
    [sha256(sessionId), new Date(now.getTime() - KEEP_MS)],
  );
  return rows[0]?.failures ?? 0;
}

export async function recordFailure(db: Queryable, sessionId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO register_attempts (key, failures, last_failure_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN register_attempts.last_failure_at <= $3 THEN 1 ELSE register_attempts.failures + 1 END,
       last_failure_at = EXCLUDED.last_failure_at
     RETURNING failures`,
    [sha256(sessionId), now, new Date(now.getTime() - KEEP_MS)],
  );
  return rows[0].failures;
}

/** Registration failure: counts toward registerAttemptNumber and says how many are spent. */
export async function registrationFailure(request: FastifyRequest, config: ClientConfiguration, message: string, code: string, status = 400) {
  const failures = await recordFailure(request.server.db, request.sessionId, request.server.config.now());
  return new HttpError(status, message, code, { registerAttempts: failures, registerAttemptNumber: config.registerAttemptNumber });
}

/** Throws 429 with the client's registerAttemptNumberAfterMessage once the attempts are spent. */
export async function assertAttemptsLeft(request: FastifyRequest, config: ClientConfiguration): Promise<void> {
  const failures = await countFailures(request.server.db, request.sessionId, request.server.config.now());
  if (config.registerAttemptNumber > 0 && failures >= config.registerAttemptNumber) {
    throw new HttpError(429, config.registerAttemptNumberAfterMessage || MESSAGES.tooManyRequests, 'RegisterAttemptsExceeded', {
      registerAttempts: failures,
      registerAttemptNumber: config.registerAttemptNumber,
    });
  }
}
