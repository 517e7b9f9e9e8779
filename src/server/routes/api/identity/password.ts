import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requireUser } from '../../../auth/session';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { LIMITS, enforce, release, reset } from '../../../auth/rateLimit';
import { issueToken } from '../../../auth/tokens';
import { randomToken, sha256 } from '../../../auth/crypto';
import { badRequest } from '../../../errors';
import { assertValidBody } from '../../../validation';
import { loadFormContext, publicOrigin } from '../../../identity/context';
import { assertNewPassword } from '../../../identity/passwordRules';
import { findUserById, findUserByName } from '../../../identity/users';
import { NEUTRAL_MIN_MS, withMinimumDuration } from '../../../identity/neutral';
import { queueCappedMail } from '../../../mail/outbox';
import { requestClientCode } from '../../../admin/requestClientCode';
import { resetPasswordMail } from '../../../mail/templates';
import { changePassword, resetPasswordWithToken } from '../../../identity/passwordChanges';
import { accountReplies } from '../../../schemas/replies';
import { isoDate, okReply, schemaString } from '../../../identity/schemas';

export const PASSWORD_ROUTE_MESSAGES = {
  forgotSent:
    "Si cette adresse est associée à un compte, un lien de réinitialisation vient d'y être envoyé. Pensez à vérifier vos courriers indésirables.",
  resetDone: 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.',
  changed: 'La modification du mot de passe a bien été prise en compte.',
  wrongCurrent: 'Le mot de passe actuel est incorrect.',
} as const;

const changePasswordBody = {
  type: 'object',
  required: ['password', 'confirmPassword'],
  properties: {
    currentPassword: schemaString(200),
    oldPassword: schemaString(200),
    password: schemaString(200),
    confirmPassword: schemaString(200),
  },
} as const;
type ChangePasswordBody = FromSchema<typeof changePasswordBody>;

const forgotPasswordBody = {
  type: 'object',
  required: ['userName'],
  properties: { userName: schemaString(254), dateNaissance: { anyOf: [isoDate, { type: 'null' }] } },
} as const;

const resetPasswordBody = {
  type: 'object',
  required: ['password', 'confirmPassword', 'code', 'userId'],
  properties: { password: schemaString(200), confirmPassword: schemaString(200), code: schemaString(200), userId: schemaString(64) },
} as const;

const checkPasswordBody = { type: 'object', required: ['password'], properties: { password: schemaString(200) } } as const;

/** forgot-password, reset-password, change-password, check-password. */
export default async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.post<{ Body: FromSchema<typeof forgotPasswordBody> }>(
    '/api/identity/forgot-password',
    {
      schema: {
        body: forgotPasswordBody,
        response: accountReplies(okReply),
      },
    },
    async (request, reply) => {
      const now = app.config.now();
      const { config, context } = await loadFormContext(request);
      const body = assertValidBody('forgot-password', request.body, context);
      const clientCode = await requestClientCode(request);
      await enforce(db, reply, LIMITS.forgotPerIp, request.ip, now);
      // Per address: counted whether the account exists or not, so a 429 reveals nothing.
      await enforce(db, reply, LIMITS.forgotPerAccount, body.userName.trim(), now);
      const outboxId = await withMinimumDuration(NEUTRAL_MIN_MS, async () => {
        const user = await findUserByName(db, body.userName);
        const birthdayOk =
          !config.isCheckBirthdayForgotPasswordActivated || !user?.adherent_id || user.date_naissance === body.dateNaissance;
        if (!user || !birthdayOk) {
          sha256(randomToken()); // the same token work as the real path
          return null;
        }
        return db.transaction(async (tx) => {
          const code = await issueToken(tx, user.id, 'ResetPassword', now);
          return queueCappedMail(tx, resetPasswordMail(user.user_name, publicOrigin(request), code, user.id), clientCode, now);
        });
      });
      if (outboxId !== null) void app.mailer.deliver([outboxId]);
      return { message: PASSWORD_ROUTE_MESSAGES.forgotSent };
    },
  );

  app.post<{ Body: FromSchema<typeof resetPasswordBody> }>(
    '/api/identity/reset-password',
    {
      schema: {
        body: resetPasswordBody,
        response: accountReplies(okReply),
      },
    },
    async (request) => {
      const now = app.config.now();
      const { config, context } = await loadFormContext(request);
      const body = assertValidBody(
        'reset-password',
        request.body,
        context,
      );
      const password = assertNewPassword(body.password, body.confirmPassword, config.passwordRequiredLength);
      const passwordHash = await hashPassword(password, app.config.argon2);
      const clientCode = await requestClientCode(request);
      const outboxId = await resetPasswordWithToken(db, body.code, body.userId, passwordHash, clientCode, now);
      void app.mailer.deliver([outboxId]);
      await reset(db, LIMITS.loginPerAccount, (await findUserById(db, body.userId))?.user_name ?? '');
      request.log.info({ userId: body.userId }, 'password reset');
      return { message: PASSWORD_ROUTE_MESSAGES.resetDone };
    },
  );

  app.post<{ Body: ChangePasswordBody }>(
    '/api/identity/change-password',
    {
      preHandler: requireUser,
      schema: {
        body: changePasswordBody,
        response: accountReplies(okReply, [400, 401]),
      },
    },
    async (request, reply) => {
      const now = app.config.now();
      const user = request.user!;
      const { config, context } = await loadFormContext(request);
      const body = assertValidBody('change-password', request.body, context);
      const current = body.currentPassword;
      // Counted before the check (parallel guesses cannot outrun it), given back when right.
      await enforce(db, reply, LIMITS.loginPerAccount, user.userName, now);
      const row = await findUserById(db, user.id);
      if (!(await verifyPassword(row?.password_hash ?? null, current, app.config.argon2))) {
        throw badRequest(PASSWORD_ROUTE_MESSAGES.wrongCurrent, 'InvalidPassword', {
          errors: [{ path: '/currentPassword', message: PASSWORD_ROUTE_MESSAGES.wrongCurrent }],
        });
      }
      await release(db, LIMITS.loginPerAccount, user.userName);
      const password = assertNewPassword(body.password, body.confirmPassword, config.passwordRequiredLength);
      const passwordHash = await hashPassword(password, app.config.argon2);
      const clientCode = await requestClientCode(request);
      // Other devices are signed out; this one stays.
      const outboxId = await changePassword(db, user, passwordHash, request.sessionId, clientCode, now);
      void app.mailer.deliver([outboxId]);
      return { message: PASSWORD_ROUTE_MESSAGES.changed };
    },
  );

  // Re-authentication before a sensitive acte: is this the current user's password?
  app.post<{ Body: FromSchema<typeof checkPasswordBody> }>(
    '/api/identity/check-password',
    {
      preHandler: requireUser,
      schema: {
        body: checkPasswordBody,
        response: accountReplies({ type: 'object', properties: { valid: { type: 'boolean' } } }, [400, 401]),
      },
    },
    async (request, reply) => {
      const now = app.config.now();
      const user = request.user!;
      const { context } = await loadFormContext(request);
      const body = assertValidBody('check-password', request.body, context);
      await enforce(db, reply, LIMITS.loginPerAccount, user.userName, now);
      const row = await findUserById(db, user.id);
      const valid = await verifyPassword(row?.password_hash ?? null, body.password, app.config.argon2);
      if (valid) await release(db, LIMITS.loginPerAccount, user.userName);
      return { valid };
    },
  );
}
