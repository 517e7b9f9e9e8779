import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { hashPassword } from '../../../auth/passwords';
import { LIMITS, enforce } from '../../../auth/rateLimit';
import { inspectToken, isUuid, type TokenState } from '../../../auth/tokens';
import { HttpError, MESSAGES, badRequest } from '../../../errors';
import { assertValidBody } from '../../../validation';
import { loadFormContext, publicOrigin } from '../../../identity/context';
import { matchMember } from '../../../identity/matchMember';
import { assertAttemptsLeft, countFailures, registrationFailure } from '../../../identity/registerAttempts';
import { ACCOUNT_MESSAGES, invalidToken } from '../../../identity/accountMessages';
import { assertNewPassword } from '../../../identity/passwordRules';
import { findUserById, findUserByName, isUniqueViolation } from '../../../identity/users';
import { NEUTRAL_MIN_MS, withMinimumDuration } from '../../../identity/neutral';
import { resendActivation } from '../../../identity/resendActivation';
import { queueCappedMail } from '../../../mail/outbox';
import { requestClientCode } from '../../../admin/requestClientCode';
import { accountAlreadyExistsMail, emailAlreadyUsedMail } from '../../../mail/templates';
import { accountReplies } from '../../../schemas/replies';
import { consentements, identityFormProperties, okReply, schemaString } from '../../../identity/schemas';
import { createRegisteredAccount, memberAccountName } from '../../../identity/accountCreation';
import { activateAccount, confirmEmail } from '../../../identity/accountActivation';
import { consentementItems } from '../../../referentiel/referentielItems';
import { modeGestionById } from '../../../actes/modeGestion';

const registerBody = {
  type: 'object',
  required: ['nom', 'prenom', 'dateNaissance', 'email', 'password', 'confirmPassword'],
  properties: {
    ...identityFormProperties,
    password: schemaString(200),
    confirmPassword: schemaString(200),
    cgu: { type: 'boolean' },
    consentements,
    dematerialization: { type: 'boolean' },
  },
} as const;
type RegisterBody = FromSchema<typeof registerBody>;

/** The consents of the reference list « consentement », unticked: what an account created by staff accepts at activation. */
async function consentsToAccept(db: FastifyInstance['db']): Promise<{ nom: string; libelle: string; accepted: boolean }[]> {
  return (await consentementItems(db)).map((row) => ({ nom: row.code, libelle: row.libelle, accepted: false }));
}

const checkTokenBody = {
  type: 'object',
  required: ['purpose', 'code', 'userId'],
  properties: { purpose: { type: 'string', enum: ['Confirmation', 'ResetPassword'] }, code: schemaString(200), userId: schemaString(64) },
} as const;

const activateUserBody = {
  type: 'object',
  required: ['password', 'confirmPassword', 'code', 'userId'],
  properties: {
    password: schemaString(200),
    confirmPassword: schemaString(200),
    cgu: { type: 'boolean' },
    consentements,
    code: schemaString(200),
    userId: schemaString(64),
  },
} as const;

const confirmEmailBody = { type: 'object', required: ['code', 'userId'], properties: { code: schemaString(200), userId: schemaString(64) } } as const;

/** register, register-attempts, activate-user, check-token, confirm-email, relance-activation, client/mode-gestion. */
export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.post<{ Body: RegisterBody }>(
    '/api/identity/register',
    {
      schema: {
        body: registerBody,
        response: accountReplies({ type: 'object', properties: { userName: { type: 'string' }, message: { type: 'string' } } }, [400]),
      },
    },
    async (request, reply) => {
      const now = app.config.now();
      const { config, context } = await loadFormContext(request);
      await enforce(db, reply, LIMITS.registerPerIp, request.ip, now);
      await assertAttemptsLeft(request, config);
      const body = assertValidBody('register', request.body, context);
      if (context.features.consentementCGUCreationCompteAutreActe !== false && body.cgu !== true) {
        throw badRequest(ACCOUNT_MESSAGES.cguRequired, 'CguRequired');
      }
      const password = assertNewPassword(body.password, body.confirmPassword, config.passwordRequiredLength);
      const member = await matchMember(db, body, config);
      if (!member) throw await registrationFailure(request, config, ACCOUNT_MESSAGES.noMatch, 'RegisterNoMatch');

      const userName = body.email.trim().toLowerCase();
      const origin = publicOrigin(request);
      const clientCode = await requestClientCode(request);
      // The same answer, in about the same time, whether the account is created, the member
      // already has one, or the address is already an identifier (no account
      // enumeration): the mail says which, to an address of the person concerned.
      const outcome = await withMinimumDuration(NEUTRAL_MIN_MS, async (): Promise<{ outboxId: number | null; created: boolean }> => {
        const passwordHash = await hashPassword(password, app.config.argon2);
        if (member.user_id && member.user_name) {
          return { outboxId: await queueCappedMail(db, accountAlreadyExistsMail(member.user_name, origin), clientCode, now), created: false };
        }
        try {
          const outboxId = await createRegisteredAccount(
            db,
            {
              userName,
              passwordHash,
              adherentId: member.id,
              cguAccepted: Boolean(body.cgu),
              consentements: body.consentements ?? [],
              dematerialisation: body.dematerialization ?? true,
              clientCode,
            },
            origin,
            now,
          );
          return { outboxId, created: true };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // Either the address is taken or a concurrent registration of the same member won.
          if (await findUserByName(db, userName)) return { outboxId: await queueCappedMail(db, emailAlreadyUsedMail(userName, origin), clientCode, now), created: false };
          const accountName = await memberAccountName(db, member.id);
          if (accountName === undefined) throw error;
          return { outboxId: await queueCappedMail(db, accountAlreadyExistsMail(accountName, origin), clientCode, now), created: false };
        }
      });
      if (outcome.outboxId !== null) void app.mailer.deliver([outcome.outboxId]);
      request.log.info({ adherentId: member.id }, outcome.created ? 'account created' : 'registration refused: account or address already known (told by mail)');
      return { userName };
    },
  );

  // This visitor's failed registrations so far: the page hides its button from the first load
  // once they are spent, not only after the next refused try (a reload must not give it back).
  app.get(
    '/api/identity/register-attempts',
    {
      schema: {
        response: accountReplies({ type: 'object', properties: { registerAttempts: { type: 'integer' }, registerAttemptNumber: { type: 'integer' } } }, []),
      },
    },
    async (request) => {
      const { config } = await loadFormContext(request);
      const failures = await countFailures(db, request.sessionId, app.config.now());
      return { registerAttempts: failures, registerAttemptNumber: config.registerAttemptNumber };
    },
  );

  app.post<{ Body: FromSchema<typeof checkTokenBody> }>(
    '/api/identity/check-token',
    {
      schema: {
        body: checkTokenBody,
        response: accountReplies({
          type: 'object',
          properties: {
            valid: { type: 'boolean' },
            createdByAdmin: { type: 'boolean' },
            userName: { type: 'string' },
            // Staff-created accounts accept their consents at activation: the boxes to show.
            consentements: { type: 'array', items: { type: 'object', properties: { nom: { type: 'string' }, libelle: { type: 'string' }, accepted: { type: 'boolean' } } } },
          },
        }),
      },
    },
    async (request) => {
      const { context } = await loadFormContext(request);
      const body = assertValidBody('check-token', request.body, context);
      const purposes = body.purpose === 'Confirmation' ? (['Confirmation', 'ChangeEmail'] as const) : (['ResetPassword'] as const);
      const { state } = await inspectToken(db, body.code, body.userId, [...purposes], app.config.now());
      if (state !== 'valid') throw invalidToken(state);
      const user = await findUserById(db, body.userId);
      if (!user) throw invalidToken('unknown');
      if (!user.created_by_admin) return { valid: true, createdByAdmin: false, userName: user.user_name };
      return { valid: true, createdByAdmin: true, userName: user.user_name, consentements: await consentsToAccept(db) };
    },
  );

  app.post<{ Body: FromSchema<typeof activateUserBody> }>(
    '/api/identity/activate-user',
    {
      schema: {
        body: activateUserBody,
        response: accountReplies({ type: 'object', properties: { userName: { type: 'string' }, message: { type: 'string' } } }),
      },
    },
    async (request) => {
      const now = app.config.now();
      const { config, context } = await loadFormContext(request);
      const body = assertValidBody('activate-user', request.body, context);
      const password = assertNewPassword(body.password, body.confirmPassword, config.passwordRequiredLength);
      const before = await inspectToken(db, body.code, body.userId, ['Confirmation'], now);
      if (before.state !== 'valid') throw invalidToken(before.state);
      const user = await findUserById(db, body.userId);
      if (!user) throw invalidToken('unknown');
      // CGU and consents are asked at activation only for accounts an administrator created.
      if (user.created_by_admin && body.cgu !== true) throw badRequest(ACCOUNT_MESSAGES.cguRequired, 'CguRequired');
      const passwordHash = await hashPassword(password, app.config.argon2);
      const clientCode = await requestClientCode(request);
      await activateAccount(
        db,
        { code: body.code, userId: body.userId, accountId: user.id, passwordHash, cguAccepted: body.cgu === true, consentements: body.consentements ?? null, clientCode },
        now,
      );
      request.log.info({ userId: user.id }, 'account activated');
      return { userName: user.user_name, message: ACCOUNT_MESSAGES.activated };
    },
  );

  app.post<{ Body: FromSchema<typeof confirmEmailBody> }>(
    '/api/identity/confirm-email',
    {
      schema: {
        body: confirmEmailBody,
        response: accountReplies({ type: 'object', properties: { userName: { type: 'string' }, message: { type: 'string' } } }, [400, 409]),
      },
    },
    async (request) => {
      const now = app.config.now();
      const { context } = await loadFormContext(request);
      const body = assertValidBody('confirm-email', request.body, context);
      const result = await confirmEmail(db, body.code, body.userId, now).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, ACCOUNT_MESSAGES.emailUsed, 'EmailAlreadyUsed');
        throw error;
      });
      if ('error' in result) {
        const user = isUuid(body.userId) ? await findUserById(db, body.userId) : null;
        if (user && user.status === 'active' && user.email_confirmed && result.error !== 'expired') {
          throw badRequest(ACCOUNT_MESSAGES.alreadyConfirmed, 'AlreadyConfirmed');
        }
        throw invalidToken(result.error as TokenState);
      }
      return { userName: result.userName, message: ACCOUNT_MESSAGES.emailConfirmed };
    },
  );

  app.post<{ Querystring: { userId?: string } }>(
    '/api/identity/relance-activation',
    {
      schema: {
        querystring: { type: 'object', required: ['userId'], properties: { userId: schemaString(64) } },
        response: accountReplies(okReply, [400, 404]),
      },
    },
    async (request, reply) => {
      const userId = request.query.userId;
      const user = isUuid(userId) ? await findUserById(db, userId) : null;
      if (!user) throw new HttpError(404, MESSAGES.notFound);
      if (user.status === 'active' && user.email_confirmed) {
        await enforce(db, reply, LIMITS.relancePerUser, user.id, app.config.now());
        throw badRequest(ACCOUNT_MESSAGES.alreadyConfirmed, 'AlreadyConfirmed');
      }
      await resendActivation(request, reply, user, await requestClientCode(request));
      return { message: ACCOUNT_MESSAGES.activationResent };
    },
  );

  // Management mode of an acte for the request's client (getModeGestion): 'manuel' makes the RIB file mandatory;
  // an id a manifest names is 'manuel' until the client sets it, an id nothing names is unknown (404).
  app.get<{ Params: { id: string } }>(
    '/api/identity/client/mode-gestion/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } } },
        response: accountReplies({ type: 'object', properties: { modeGestion: { type: 'string' } } }, [404]),
      },
    },
    async (request) => {
      const modeGestion = await modeGestionById(db, request.params.id, await requestClientCode(request));
      if (modeGestion === undefined) throw new HttpError(404, MESSAGES.notFound);
      return { modeGestion };
    },
  );
}

