import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { endSession, requireUser, startSession } from '../../../auth/session';
import { verifyPassword } from '../../../auth/passwords';
import { LIMITS, enforce, reset } from '../../../auth/rateLimit';
import { issueToken } from '../../../auth/tokens';
import { HttpError, badRequest } from '../../../errors';
import { assertValidBody } from '../../../validation';
import { loadFormContext } from '../../../identity/context';
import { currentUser, findUserByName } from '../../../identity/users';
import { recordLastLogin } from '../../../identity/lastLogin';
import currentUserReply from '../../../../../schemas/api/current-user.schema.json';
import { accountReplies, redirectReply } from '../../../schemas/replies';
import { schemaString } from '../../../identity/schemas';
import { assertLoginSecurityCode } from '../../../amf/challenges';
import { noteLoginError, recordLoginAttempt } from '../../../admin/connectionLog';
import { STAFF_ROLES } from '../../../../language/roles';
import { beginProviderLogin, LOGOUT_INCOMPLETE_PATH, providerLogoutUrl, requestProvider } from '../../../identity/oidc/providerLogin';
import { oidcFailure } from '../../../identity/oidc/messages';
import { sendFailurePage } from '../../../identity/oidc/failurePage';

export const LOGIN_MESSAGES = {
  invalid: 'Identifiant ou mot de passe incorrect.',
  notActivated:
    "Votre compte n'est pas encore activé. Ouvrez le lien reçu par e-mail ou demandez un nouveau lien d'activation.",
} as const;

/** Keeps a callback only when it stays on this portal: '/…' (not '//…') or '#/…'. */
export function safeCallback(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (/^#\//.test(value)) return value;
  if (/^\/(?![/\\])/.test(value) && !/[\r\n]/.test(value)) return value;
  return null;
}

const loginBody = {
  type: 'object',
  required: ['userName', 'password'],
  properties: { userName: schemaString(254), password: schemaString(200) },
} as const;

/** Login, logout, the current user, the login redirect and the SSO token. */
export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/identity/current-user', { schema: { response: { 200: currentUserReply } } }, async (request) =>
    request.user ? currentUser(app.db, request.user.id) : null,
  );

  app.get<{ Querystring: { callbackUrl?: string } }>(
    '/api/identity/login',
    { schema: { querystring: { type: 'object', properties: { callbackUrl: { type: 'string' } } }, response: { 302: redirectReply } } },
    async (request, reply) => {
      const callback = safeCallback(request.query.callbackUrl);
      // A client with its own identity provider: the member logs in there.
      const provider = await requestProvider(request);
      if (provider) {
        try {
          return reply.redirect(await beginProviderLogin(request, provider, callback), 302);
        } catch (error) {
          if (error instanceof HttpError) return sendFailurePage(reply, error.statusCode, error.message);
          throw error;
        }
      }
      const target = callback ? `/#/login?callbackUrl=${encodeURIComponent(callback)}` : '/#/login';
      return reply.redirect(target, 302);
    },
  );

  app.post<{ Body: FromSchema<typeof loginBody> }>(
    '/api/identity/login',
    {
      schema: {
        body: loginBody,
        response: accountReplies(currentUserReply, [400]),
      },
      onError: noteLoginError,
      onResponse: recordLoginAttempt, // the connection log, whatever the outcome
    },
    async (request, reply) => {
      const { db, config } = app;
      const now = config.now();
      const { context } = await loadFormContext(request);
      const body = assertValidBody('login', request.body, context);
      const userName = body.userName.trim().toLowerCase();
      // A client with its own identity provider: no password login, but for staff when it allows them.
      const provider = await requestProvider(request);
      if (provider && !provider.staffPasswordLogin) throw oidcFailure('passwordRefused');
      await enforce(db, reply, LIMITS.loginPerIp, request.ip, now);
      // The attempt is counted before the password is checked: parallel guesses cannot outrun the counter.
      await enforce(db, reply, LIMITS.loginPerAccount, userName, now);
      const user = await findUserByName(db, userName);
      // verifyPassword hashes anyway when the account does not exist: same time either way.
      const ok = await verifyPassword(user?.password_hash ?? null, body.password, config.argon2);
      if (!user || !ok) throw badRequest(LOGIN_MESSAGES.invalid, 'InvalidCredentials');
      if (provider && !user.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role))) throw oidcFailure('passwordRefused');
      await reset(db, LIMITS.loginPerAccount, userName);
      if (user.status !== 'active') {
        throw new HttpError(403, LOGIN_MESSAGES.notActivated, 'AccountNotActivated', { userId: user.id });
      }
      // Accounts with the security code on (AMF) need a verified 'login' code first.
      await assertLoginSecurityCode(request, user.id, db);
      await recordLastLogin(db, user.id, now);
      await startSession(request, reply, user.id, db);
      request.log.info({ userId: user.id }, 'login');
      return currentUser(db, user.id);
    },
  );

  app.post('/api/identity/logout', { schema: { response: accountReplies({ type: 'object', properties: { logoutUrl: { type: 'string' } } }) } }, async (request, reply) => {
    if (request.user) request.log.info({ userId: request.user.id }, 'logout');
    // A session opened through the provider ends there too: the browser goes to its logout next.
    // Provider unreachable: the portal's session still ends, and the page after says the provider's may not have.
    const providerLogout = request.user ? await providerLogoutUrl(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'identity provider logout URL unavailable');
      return LOGOUT_INCOMPLETE_PATH;
    }) : null;
    await endSession(request, reply);
    return { logoutUrl: providerLogout ?? '/' };
  });

  app.get(
    '/api/identity/sso-token',
    {
      preHandler: requireUser,
      schema: { response: accountReplies({ type: 'object', properties: { token: { type: 'string' }, expiresAt: { type: 'string' } } }, [401]) },
    },
    async (request) => {
      const now = app.config.now();
      const token = await issueToken(app.db, request.user!.id, 'Sso', now);
      return { token, expiresAt: new Date(now.getTime() + 60_000).toISOString() };
    },
  );
}
