import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requireUser } from '../../auth';
import { hit, peek, type Limit } from '../../auth/rateLimit';
import { endSession } from '../../auth/session';
import { HttpError, MESSAGES } from '../../errors';
import { getClientConfiguration } from '../../clientSettings';
import { clientCodeOf } from '../../clientHost';
import { maskEmail } from '../../identity/masking';
import { maskPhone } from '../../../domain/phone';
import {
  AMF_LIMITS, AMF_MESSAGES, AMF_OPERATIONS, CODE_TTL_MS, UNAUTHENTICATED_OPERATIONS, chooseChannel, hasVerifiedCode,
  isAuthorizedMobile, isWellFormedPhone, normalizePhone, type AmfOperation,
} from '../../amf/securityCodes';
import { checkCodeAndApply, deviceCount, forgetDevices, securityContactOf, setPendingTelephone, type SecurityContact } from '../../amf/accountSecurity';
import { sessionChallenge } from '../../amf/challenges';
import { issueAndQueueCode } from '../../amf/codeDelivery';
import sendSecurityCodeReply from '../../../../schemas/api/send-security-code.schema.json';
import validateOperationReply from '../../../../schemas/api/validate-operation.schema.json';
import type { SendSecurityCodeReply } from '../../../generated/api/send-security-code';
import type { ValidateOperationReply } from '../../../generated/api/validate-operation';
import { securityCodeErrorReply } from '../../schemas/replies';
import '../../types';

/**
 * Security-code routes, under /api/amf:
 * - POST send-security-code { sendType, operation, username? } → { sendType, destination, telephoneForbidden, expiresInSeconds }
 *   'login' and 'verifyUnauthenticated' name the user (no session); the others use the session.
 *   Too many sends: 429; for a logged-in user the session is ended and the reply carries
 *   { logoutUrl, content } (the browser shows it and leaves after 3 s).
 * - POST validate-operation { securityCode, operation, newAmfTel?, username? } → { operation, validated }
 *   and applies the operation (AMF on/off, biometrics on/off, new phone). 400 with code
 *   SecurityCodeInvalid (remainingAttempts) | SecurityCodeLocked | SecurityCodeExpired.
 * - POST update-user-tel { newAmfTel } → registers the number a 'modifyPhone' code will confirm.
 * - GET  get-encrypted-view-data?isLoginType=false → masked e-mail and phone, AMF state.
 * - POST delete-devices → removes the biometrics devices; needs X-SecurityCode of a recent check.
 */

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, securityCodeErrorReply]));
const operation = { type: 'string', enum: [...AMF_OPERATIONS] } as const;
const username = { type: 'string', maxLength: 254 } as const;

const sendBody = {
  type: 'object',
  required: ['sendType', 'operation'],
  properties: { sendType: { type: 'string', enum: ['SMS', 'MAIL'] }, operation, username },
} as const;

const validateBody = {
  type: 'object',
  required: ['securityCode', 'operation'],
  properties: { securityCode: { type: 'string', maxLength: 20 }, operation, newAmfTel: { type: 'string', maxLength: 30 }, username },
} as const;

const newPhoneBody = { type: 'object', required: ['newAmfTel'], properties: { newAmfTel: { type: 'string', maxLength: 30 } } } as const;

function tooMany(reply: FastifyReply, limit: Limit, extra: Record<string, unknown> = {}): HttpError {
  reply.header('retry-after', String(Math.ceil(limit.windowMs / 1000)));
  return new HttpError(429, AMF_MESSAGES.tooManySends, 'TooManyAttempts', extra);
}

/** Who the operation is for: the session user, or (no-session operations) the named user. */
function needsName(op: AmfOperation): boolean {
  return UNAUTHENTICATED_OPERATIONS.includes(op);
}

export default async function amfRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const secret = () => app.config.cookieSecret;

  /** Resolves the user of a call; throws the product's message when a no-session call names nobody. */
  async function subjectOf(request: FastifyRequest, op: AmfOperation, name: string | undefined): Promise<SecurityContact | null> {
    if (needsName(op)) {
      const trimmed = name?.trim().toLowerCase() ?? '';
      if (trimmed === '') throw new HttpError(400, AMF_MESSAGES.missingUser, 'MissingUser');
      const challenge = await sessionChallenge(request, db);
      if (op === 'login') {
        // A login code only after the password was checked in this very session (login gate).
        if (!challenge || challenge.user_name !== trimmed) throw new HttpError(400, MESSAGES.badRequest, 'NoLoginChallenge');
        return securityContactOf(db, 'id', challenge.user_id);
      }
      // verifyUnauthenticated: only the member this session's identity form matched
      // (pre-forgot-username). A bare name gets the neutral answer and no code: anyone could
      // otherwise have codes sent to any member's phone or mailbox.
      return challenge ? securityContactOf(db, 'id', challenge.user_id) : null;
    }
    if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
    return securityContactOf(db, 'id', request.user.id);
  }

  app.post<{ Body: FromSchema<typeof sendBody> }>(
    '/api/amf/send-security-code',
    {
      schema: {
        body: sendBody,
        response: {
          200: sendSecurityCodeReply,
          ...errors(400, 401, 429),
        },
      },
    },
    async (request, reply): Promise<SendSecurityCodeReply> => {
      const now = app.config.now();
      const { sendType, operation: op } = request.body;
      const user = await subjectOf(request, op, request.body.username);
      if ((await hit(db, AMF_LIMITS.sendPerIp, request.ip, now)) > AMF_LIMITS.sendPerIp.max) throw tooMany(reply, AMF_LIMITS.sendPerIp);
      const expiresInSeconds = CODE_TTL_MS / 1000;
      if (!user) {
        // verifyUnauthenticated with no member proven by this session: the same answer as for a
        // real one (no enumeration), nothing sent.
        return { sendType: 'MAIL', destination: maskEmail(request.body.username!.trim().toLowerCase()), telephoneForbidden: false, expiresInSeconds };
      }
      if ((await peek(db, AMF_LIMITS.sendPerUser, user.id, now)) >= AMF_LIMITS.sendPerUser.max) {
        if (request.user) {
          // A logged-in user flooding codes: end the session; the page shows why, then leaves.
          await endSession(request, reply);
          throw tooMany(reply, AMF_LIMITS.sendPerUser, { logoutUrl: '/', content: AMF_MESSAGES.tooManySendsLogout });
        }
        throw tooMany(reply, AMF_LIMITS.sendPerUser);
      }
      await hit(db, AMF_LIMITS.sendPerUser, user.id, now);
      const config = await getClientConfiguration(db, await clientCodeOf(request));
      const phone = op === 'modifyPhone' ? user.pending_telephone : user.telephone_mobile;
      if (op === 'modifyPhone' && !phone) throw new HttpError(400, AMF_MESSAGES.noPendingPhone, 'NoPendingPhone');
      const { channel, telephoneForbidden } = chooseChannel({
        requested: sendType,
        operation: op,
        amfSmsActivated: config.amfSmsActivated,
        telephone: phone,
        telephoneConfirme: Boolean(user.telephone_confirme),
      });
      const clientCode = await clientCodeOf(request);
      const ids = await issueAndQueueCode(db, secret(), { userId: user.id, userName: user.user_name, operation: op, channel, phone, clientCode, now });
      if (channel === 'MAIL') void app.mailer.deliver(ids);
      request.log.info({ userId: user.id, operation: op, channel }, 'security code sent');
      return {
        sendType: channel,
        destination: channel === 'SMS' ? maskPhone(phone!)! : maskEmail(user.user_name),
        telephoneForbidden,
        expiresInSeconds,
      };
    },
  );

  app.post<{ Body: FromSchema<typeof validateBody> }>(
    '/api/amf/validate-operation',
    {
      schema: {
        body: validateBody,
        response: {
          200: validateOperationReply,
          ...errors(400, 401, 429),
        },
      },
    },
    async (request, reply): Promise<ValidateOperationReply> => {
      const now = app.config.now();
      const { securityCode, operation: op, newAmfTel } = request.body;
      if ((await hit(db, AMF_LIMITS.verifyPerIp, request.ip, now)) > AMF_LIMITS.verifyPerIp.max) {
        reply.header('retry-after', String(AMF_LIMITS.verifyPerIp.windowMs / 1000));
        throw new HttpError(429, MESSAGES.tooManyRequests, 'TooManyAttempts');
      }
      const user = await subjectOf(request, op, request.body.username);
      // Unknown user: the same answer as an expired code.
      if (!user) throw new HttpError(400, AMF_MESSAGES.expired, 'SecurityCodeExpired');
      const outcome = await checkCodeAndApply(db, secret(), {
        userId: user.id,
        operation: op,
        code: securityCode.trim(),
        newAmfTel,
        deviceLabel: String(request.headers['user-agent'] ?? 'Appareil').slice(0, 200),
        now,
      });
      if (!outcome.ok) {
        if (outcome.reason === 'invalid') {
          throw new HttpError(400, AMF_MESSAGES.invalidLeft(outcome.remaining ?? 0), 'SecurityCodeInvalid', {
            remainingAttempts: outcome.remaining ?? 0,
          });
        }
        if (outcome.reason === 'locked') throw new HttpError(400, AMF_MESSAGES.locked, 'SecurityCodeLocked', { remainingAttempts: 0 });
        throw new HttpError(400, AMF_MESSAGES.expired, 'SecurityCodeExpired');
      }
      request.log.info({ userId: user.id, operation: op }, 'security code verified');
      return { operation: op, validated: true };
    },
  );

  app.post<{ Body: FromSchema<typeof newPhoneBody> }>(
    '/api/amf/update-user-tel',
    {
      preHandler: requireUser,
      schema: {
        body: newPhoneBody,
        response: {
          200: { type: 'object', properties: { telephone: { type: 'string' }, telephoneForbidden: { type: 'boolean' } }, required: ['telephone'] },
          ...errors(400, 401),
        },
      },
    },
    async (request) => {
      const phone = normalizePhone(request.body.newAmfTel);
      if (!isWellFormedPhone(phone)) {
        throw new HttpError(400, AMF_MESSAGES.telephoneInvalid, 'TelephoneInvalid', {
          errors: [{ path: '/newAmfTel', message: AMF_MESSAGES.telephoneInvalid }],
        });
      }
      await setPendingTelephone(db, request.user!.id, phone);
      return { telephone: maskPhone(phone)!, telephoneForbidden: !isAuthorizedMobile(phone) };
    },
  );

  app.get(
    '/api/amf/get-encrypted-view-data',
    {
      preHandler: requireUser,
      schema: {
        querystring: { type: 'object', properties: { isLoginType: { type: 'boolean' } } },
        response: {
          200: {
            type: 'object',
            properties: {
              email: { type: 'string' },
              telephone: { type: ['string', 'null'] },
              telephoneConfirme: { type: 'boolean' },
              telephoneForbidden: { type: 'boolean' },
              amfActive: { type: 'boolean' },
              biometrieActive: { type: 'boolean' },
              devices: { type: 'integer' },
            },
          },
          ...errors(401),
        },
      },
    },
    async (request) => {
      const user = await securityContactOf(db, 'id', request.user!.id);
      if (!user) throw new HttpError(401, MESSAGES.unauthorized);
      return {
        email: maskEmail(user.user_name),
        telephone: maskPhone(user.telephone_mobile),
        telephoneConfirme: Boolean(user.telephone_confirme),
        telephoneForbidden: Boolean(user.telephone_mobile) && !isAuthorizedMobile(user.telephone_mobile),
        amfActive: user.amf_active,
        biometrieActive: user.biometrie_active,
        devices: await deviceCount(db, user.id),
      };
    },
  );

  app.post(
    '/api/amf/delete-devices',
    {
      preHandler: requireUser,
      schema: { response: { 200: { type: 'object', properties: { deleted: { type: 'integer' } }, required: ['deleted'] }, ...errors(401, 403) } },
    },
    async (request) => {
      const userId = request.user!.id;
      const proven = await hasVerifiedCode(db, secret(), {
        userId,
        operations: ['verify', 'verifyByMail', 'verifyBySms', 'deactivateBiometrics'],
        code: request.headers['x-securitycode'],
        now: app.config.now(),
      });
      if (!proven) throw new HttpError(403, AMF_MESSAGES.required, 'SecurityCodeRequired');
      return { deleted: await forgetDevices(db, userId) };
    },
  );
}
