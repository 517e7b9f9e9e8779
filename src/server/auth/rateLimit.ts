import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/types';
import { HttpError, MESSAGES } from '../errors';
import { sha256 } from './crypto';

/**
 * Fixed-window counters kept in the database, so every instance sees the same numbers
 * (ASVS 2.2.1 anti-automation). Keys are hashed: no e-mail address or IP in the table.
 */
export interface Limit {
  /** Counter family: 'login:user', 'login:ip', 'register:ip', 'forgot:ip'… */
  name: string;
  max: number;
  windowMs: number;
}

export const LIMITS = {
  loginPerAccount: { name: 'login:user', max: 5, windowMs: 15 * 60_000 },
  loginPerIp: { name: 'login:ip', max: 100, windowMs: 15 * 60_000 },
  registerPerIp: { name: 'register:ip', max: 30, windowMs: 60 * 60_000 },
  forgotPerIp: { name: 'forgot:ip', max: 20, windowMs: 15 * 60_000 },
  forgotPerAccount: { name: 'forgot:user', max: 5, windowMs: 60 * 60_000 },
  relancePerUser: { name: 'relance:user', max: 5, windowMs: 60 * 60_000 },
  /** Mails an anonymous request causes, per recipient address, whatever the caller's IP. */
  mailPerRecipient: { name: 'mail:to', max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

function keyOf(limit: Limit, subject: string): string {
  return `${limit.name}:${sha256(subject.toLowerCase())}`;
}

/** Counts one hit; returns the hits in the current window (this one included). */
export async function hit(db: Queryable, limit: Limit, subject: string, now: Date): Promise<number> {
  const windowOpen = new Date(now.getTime() - limit.windowMs);
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= $3 THEN EXCLUDED.window_start ELSE rate_limits.window_start END
     RETURNING hits`,
    [keyOf(limit, subject), now, windowOpen],
  );
  return rows[0].hits;
}

/** Gives back one attempt counted by `hit` (a check that succeeded must not use up the allowance). */
export async function release(db: Queryable, limit: Limit, subject: string): Promise<void> {
  await db.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0', [keyOf(limit, subject)]);
}

/** Hits counted in the current window, without counting one more. */
export async function peek(db: Queryable, limit: Limit, subject: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    'SELECT hits FROM rate_limits WHERE key = $1 AND window_start > $2',
    [keyOf(limit, subject), new Date(now.getTime() - limit.windowMs)],
  );
  return rows[0]?.hits ?? 0;
}

export async function reset(db: Queryable, limit: Limit, subject: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [keyOf(limit, subject)]);
}

/** Browser tests only: every counter whose limit name starts with one of the prefixes (`login`, `mail:to`…), for every subject, back to zero. */
export async function resetEvery(db: Queryable, namePrefixes: readonly string[]): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key LIKE ANY($1)', [namePrefixes.map((prefix) => `${prefix}:%`)]);
}

export function tooManyRequests(reply: FastifyReply, limit: Limit): HttpError {
  reply.header('retry-after', String(Math.ceil(limit.windowMs / 1000)));
  return new HttpError(429, MESSAGES.tooManyRequests, 'TooManyAttempts');
}

/**
 * Counts a hit and throws 429 once the window's maximum is passed. Called *before* the check it
 * guards (password, code): one atomic statement shared by every instance, so however many
 * attempts run in parallel, at most `max` of them get checked (ASVS 2.2.1).
 */
export async function enforce(db: Queryable, reply: FastifyReply, limit: Limit, subject: string, now: Date): Promise<void> {
  if ((await hit(db, limit, subject, now)) > limit.max) throw tooManyRequests(reply, limit);
}
