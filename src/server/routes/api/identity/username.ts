import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../auth/passwords';
import { LIMITS, enforce } from '../../../auth/rateLimit';
import { issueToken } from '../../../auth/tokens';
import { badRequest } from '../../../errors';
import { assertValidBody } from '../../../validation';
import { loadFormContext, publicOrigin } from '../../../identity/context';
import { matchMember, type IdentityForm, type MatchedMember } from '../../../identity/matchMember';
import { findUserByName } from '../../../identity/users';
import { NEUTRAL_MIN_MS, withMinimumDuration } from '../../../identity/neutral';
import { queueCappedMail } from '../../../mail/outbox';
import { requestClientCode } from '../../../admin/requestClientCode';
import { confirmEmailMail, identifierChangeRefusedMail, identifierChangeRequestedMail } from '../../../mail/templates';
import { isValidEmail } from '../../../../domain/email';
import { ACCOUNT_MESSAGES } from '../../../identity/accountMessages';
import { assertAttemptsLeft, registrationFailure } from '../../../identity/registerAttempts';
import { accountReplies } from '../../../schemas/replies';
import { identityFormProperties } from '../../../identity/schemas';
import { grantSecurityCodeChallenge } from '../../../amf/challenges';
import { hasVerifiedCode } from '../../../amf/securityCodes';
import { maskEmail } from '../../../identity/masking';
import { maskPhone } from '../../../../domain/phone';
import { USERNAME_MESSAGES } from '../../../identity/identifier';

/**
 * Whether pre-forgot-username asks this member for a security code (and forgot-username then
 * wants its proof): a confirmed mobile phone, and SMS switched on for the client.
 */
function asksSecurityCode(config: { amfSmsActivated: boolean }, member: Pick<MatchedMember, 'telephone_confirme' | 'telephone_mobile'>): boolean {
  return config.amfSmsActivated && member.telephone_confirme && Boolean(member.telephone_mobile);
}

interface ForgotUsernameBody extends IdentityForm {
  email: string;
}

const forgotBody = {
  type: 'object',
  required: ['nom', 'prenom', 'dateNaissance'],
  properties: {
    ...identityFormProperties,
  },
} as const;

/** pre-forgot-username and forgot-username. */
export default async function usernameRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  // Who is this member? Same identity form as registration; failures count toward registerAttemptNumber.
  app.post<{ Body: ForgotUsernameBody }>(
    '/api/identity/pre-forgot-username',
    {
      schema: {
        body: forgotBody,
        response: accountReplies(
          {
            type: 'object',
            properties: {
              isUserAmfAuthorized: { type: 'boolean' },
              sendType: { type: 'string' },
              currentUserName: { type: ['string', 'null'] },
              telephone: { type: ['string', 'null'] },
            },
          },
          [400],
        ),
      },
    },
    async (request, reply) => {
      const now = app.config.now();
      const { config, context } = await loadFormContext(request);
      await enforce(db, reply, LIMITS.forgotPerIp, request.ip, now);
      await assertAttemptsLeft(request, config);
      // One acte for both steps: the screen names the endpoint of each (screens/public/forgot-username).
      const body = assertValidBody('forgot-username', request.body, context);
      const member = await matchMember(db, body, config);
      if (!member || !member.user_name) throw await registrationFailure(request, config, ACCOUNT_MESSAGES.noMatch, 'RegisterNoMatch');
      const sms = asksSecurityCode(config, member);
      // This session may now ask for a 'verifyUnauthenticated' security code for this member.
      if (member.user_id) await grantSecurityCodeChallenge(request, member.user_id, db);
      return {
        isUserAmfAuthorized: sms,
        sendType: sms ? 'SMS' : 'MAIL',
        currentUserName: maskEmail(member.user_name),
        telephone: sms ? maskPhone(member.telephone_mobile) : null,
      };
    },
  );

  // Sets a new identifier (e-mail) once the new address is confirmed. Same answer whether or
  // not the form matched an account, the security code was proven, or the address was free
  // (no enumeration), at least NEUTRAL_MIN_MS.
  app.post<{ Body: ForgotUsernameBody }>(
    '/api/identity/forgot-username',
    {
      schema: {
        body: { ...forgotBody, required: [...forgotBody.required, 'email'] },
        response: accountReplies({ type: 'object', properties: { message: { type: 'string' }, email: { type: 'string' } } }),
      },
    },
    async (request, reply) => {
      const now = app.config.now();
      const { config, context } = await loadFormContext(request);
      const body = assertValidBody('forgot-username', request.body, context);
      await enforce(db, reply, LIMITS.forgotPerIp, request.ip, now);
      const newUserName = body.email.trim().toLowerCase();
      if (!isValidEmail(newUserName)) throw badRequest(USERNAME_MESSAGES.invalidEmail, 'InvalidEmail');
      const clientCode = await requestClientCode(request);
      const queued = await withMinimumDuration(NEUTRAL_MIN_MS, async (): Promise<(number | null)[]> => {
        const member = await matchMember(db, body, config);
        // Always the argon2 work, so both answers take the same time.
        await hashPassword('inutilisé', app.config.argon2);
        if (!member?.user_id || !member.user_name) return [];
        // pre-forgot-username asked this member for a security code: the change needs its proof
        // (X-SecurityCode of a verified 'verifyUnauthenticated' code), or the step could be skipped.
        // Refusals answer like a success (no account enumeration); the member's current
        // address is told why.
        if (asksSecurityCode(config, member)) {
          const proven = await hasVerifiedCode(db, app.config.cookieSecret, {
            userId: member.user_id,
            operations: ['verifyUnauthenticated'],
            code: request.headers['x-securitycode'],
            now,
          });
          if (!proven) return [await queueCappedMail(db, identifierChangeRefusedMail(member.user_name, 'securityCode'), clientCode, now)];
        }
        const taken = await findUserByName(db, newUserName);
        if (taken && taken.id !== member.user_id) return [await queueCappedMail(db, identifierChangeRefusedMail(member.user_name, { takenBy: newUserName }), clientCode, now)];
        return db.transaction(async (tx) => {
          const code = await issueToken(tx, member.user_id!, 'ChangeEmail', now, { newUserName });
          return [
            await queueCappedMail(tx, confirmEmailMail(newUserName, publicOrigin(request), code, member.user_id!), clientCode, now),
            await queueCappedMail(tx, identifierChangeRequestedMail(member.user_name!), clientCode, now),
          ];
        });
      });
      const ids = queued.filter((id): id is number => id !== null);
      if (ids.length) void app.mailer.deliver(ids);
      return { message: USERNAME_MESSAGES.sent, email: newUserName };
    },
  );
}
