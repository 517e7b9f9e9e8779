import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/session';
import { hashPassword } from '../../auth/passwords';
import { LIMITS, enforce, hit, type Limit } from '../../auth/rateLimit';
import { issueToken } from '../../auth/tokens';
import { HttpError, badRequest } from '../../errors';
import { assertValidBody } from '../../validation';
import { loadFormContext, publicOrigin } from '../../identity/context';
import { matchMember, type IdentityForm, type MatchedMember } from '../../identity/matchMember';
import { findUserByName } from '../../identity/users';
import { NEUTRAL_MIN_MS, withMinimumDuration } from '../../identity/neutral';
import { queueCappedMail, queueMail } from '../../mail/outbox';
import { requestClientCode } from '../../admin/requestClientCode';
import { confirmEmailMail, identifierChangeRefusedMail, identifierChangeRequestedMail } from '../../mail/templates';
import { isValidEmail } from '../../../domain/email';
import { ACCOUNT_MESSAGES, assertAttemptsLeft, registrationFailure } from './accountRoutes';
import { identityFormProperties, replies, schemaString } from './schemas';
import { grantSecurityCodeChallenge } from '../../amf/challenges';
import { AMF_MESSAGES, hasVerifiedCode } from '../../amf/securityCodes';
import { maskEmail, maskPhone } from '../../identity/masking';
import { assertActeRole } from '../../actes/authorizeActe';
import { manifestOf } from '../../actes/manifests';

export const USERNAME_MESSAGES = {
  sent: 'Si ces informations correspondent à un compte, un lien de confirmation a été envoyé à la nouvelle adresse e-mail.',
  invalidEmail: "Le format de l'identifiant (adresse e-mail) est incorrect",
  sameEmail: "La nouvelle adresse e-mail est identique à l'identifiant actuel.",
  changeSent: 'Si cette adresse peut devenir votre identifiant, un lien de confirmation lui a été envoyé. Votre identifiant changera dès sa confirmation.',
} as const;

/** Identifier change: requests per member, confirmation mails per new address (issue 13 item 7). */
export const CHANGE_IDENTIFIER_LIMITS = {
  perMember: { name: 'changeid:user', max: 5, windowMs: 60 * 60_000 },
  mailPerAddress: { name: 'changeid:to', max: 1, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

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

/** pre-forgot-username, forgot-username and the identifier-change acte. */
export default async function usernameRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  // Who is this member? Same identity form as registration; failures count toward registerAttemptNumber.
  app.post<{ Body: ForgotUsernameBody }>(
    '/api/identity/pre-forgot-username',
    {
      schema: {
        body: forgotBody,
        response: replies(
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
      // This session may now ask for a 'verifyUnauthenticated' security code for this member (issue 6).
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
        response: replies({ type: 'object', properties: { message: { type: 'string' }, email: { type: 'string' } } }),
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
        // Refusals answer like a success (no account enumeration, issue 13); the member's current
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

  // Acte "changement d'identifiant" of a logged-in member: confirm-email link to the new address.
  // Neutral (issue 13 item 7): the same answer whether the address is free or already someone's
  // identifier; at most CHANGE_IDENTIFIER_LIMITS.perMember requests per member and one
  // confirmation mail per new address and period, so the route is neither an oracle nor a mail cannon.
  app.post<{ Body: { nouvelIdentifiant?: string; email?: string } }>(
    '/api/forms/changementidentifiant/form',
    {
      preHandler: requireUser,
      schema: {
        body: { type: 'object', properties: { nouvelIdentifiant: schemaString(254), email: schemaString(254) } },
        response: replies(
          {
            type: 'object',
            properties: { isModeGestionManuel: { type: 'boolean' }, isEnvoiArActivated: { type: 'boolean' }, message: { type: 'string' } },
          },
          [400, 401, 403, 429],
        ),
      },
    },
    async (request, reply) => {
      const now = app.config.now();
      const user = request.user!;
      assertActeRole(request, manifestOf('changementidentifiant'));
      const { context } = await loadFormContext(request);
      const body = assertValidBody('changementidentifiant', request.body, context);
      const newUserName = body.nouvelIdentifiant.trim().toLowerCase();
      if (!isValidEmail(newUserName)) {
        throw badRequest(USERNAME_MESSAGES.invalidEmail, 'InvalidEmail', {
          errors: [{ path: '/nouvelIdentifiant', message: USERNAME_MESSAGES.invalidEmail }],
        });
      }
      if (newUserName === user.userName) throw badRequest(USERNAME_MESSAGES.sameEmail, 'SameEmail');
      await enforce(db, reply, CHANGE_IDENTIFIER_LIMITS.perMember, user.id, now);
      const clientCode = await requestClientCode(request);
      const ids = await withMinimumDuration(NEUTRAL_MIN_MS, async () => {
        const taken = Boolean(await findUserByName(db, newUserName));
        const mailable = !taken && (await hit(db, CHANGE_IDENTIFIER_LIMITS.mailPerAddress, newUserName, now)) <= CHANGE_IDENTIFIER_LIMITS.mailPerAddress.max;
        return db.transaction(async (tx) => {
          const confirm = mailable
            ? [await queueMail(tx, confirmEmailMail(newUserName, publicOrigin(request), await issueToken(tx, user.id, 'ChangeEmail', now, { newUserName }), user.id), clientCode)]
            : [];
          // The member's own address is told every time, so its mailbox says nothing about the new one either.
          return [...confirm, await queueMail(tx, identifierChangeRequestedMail(user.userName), clientCode)];
        });
      });
      void app.mailer.deliver(ids);
      return { isModeGestionManuel: false, isEnvoiArActivated: false, message: USERNAME_MESSAGES.changeSent };
    },
  );
}
