import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, enforce } from '../auth/rateLimit';
import { issueToken } from '../auth/tokens';
import { queueCappedMail } from '../mail/outbox';
import { activationMail } from '../mail/templates';
import { publicOrigin } from './context';
import type { UserRow } from './users';

/**
 * « Relancer l'activation »: a new activation link (the old one stays valid until it expires),
 * mailed through the outbox with the templates of `clientCode`. Shared by the member's public
 * route and the back office's staff route; both count against the same 5-per-hour limit per
 * account, so neither multiplies the other's mails.
 */
export async function resendActivation(request: FastifyRequest, reply: FastifyReply, user: Pick<UserRow, 'id' | 'user_name' | 'created_by_admin'>, clientCode: string | null): Promise<void> {
  const { db, config, mailer } = request.server;
  const now = config.now();
  await enforce(db, reply, LIMITS.relancePerUser, user.id, now);
  const outboxId = await db.transaction(async (tx) => {
    const code = await issueToken(tx, user.id, 'Confirmation', now);
    return queueCappedMail(tx, activationMail(user.user_name, publicOrigin(request), code, user.id, user.created_by_admin), clientCode, now);
  });
  if (outboxId !== null) void mailer.deliver([outboxId]);
}
