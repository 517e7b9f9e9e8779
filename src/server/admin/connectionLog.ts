import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpError } from '../errors';
import { requestClientCode } from './requestClientCode';

/**
 * The connection log: one row per login attempt, written once the answer is
 * sent (a route `onResponse` hook of POST /api/identity/login), so every way the attempt ends —
 * success, wrong password, account not activated, security code asked, too many attempts, a
 * missing anti-forgery token — is recorded by the same call and the login code itself stays as it was.
 */
export type ConnectionMotif = 'succes' | 'identifiants' | 'non_active' | 'code_securite' | 'trop_tentatives' | 'jeton_securite' | 'erreur' | 'fournisseur';

/** The code of the error a login attempt ended with (kept by the route's onError hook for onResponse). */
const loginErrorCodes = new WeakMap<FastifyRequest, string>();

/** Route `onError` hook of POST /api/identity/login: which refusal it was, not only its status. */
export async function noteLoginError(request: FastifyRequest, _reply: FastifyReply, error: FastifyError | HttpError): Promise<void> {
  if (typeof error.code === 'string') loginErrorCodes.set(request, error.code);
}

function motifOf(status: number, userStatus: string | undefined, errorCode: string | undefined): ConnectionMotif {
  if (status === 200) return 'succes';
  // Refused before the body was read (anti-forgery token missing or wrong): nothing is known of the account.
  if (errorCode === 'XsrfTokenInvalid') return 'jeton_securite';
  if (status === 400) return 'identifiants';
  if (status === 429) return 'trop_tentatives';
  // 403 is either the account not activated yet or the AMF security code asked (the password was right).
  if (status === 403) return userStatus === 'active' ? 'code_securite' : 'non_active';
  return 'erreur';
}

export async function recordLoginAttempt(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const body = request.body as { userName?: unknown } | undefined;
  const identifier = typeof body?.userName === 'string' ? body.userName.trim().toLowerCase().slice(0, 254) : '';
  const { db } = request.server;
  try {
    const { rows } = await db.query<{ id: string; status: string }>('SELECT id, status FROM users WHERE user_name = $1', [identifier]);
    const user = rows[0];
    const status = reply.statusCode;
    const motif = motifOf(status, user?.status, loginErrorCodes.get(request));
    if (motif !== 'succes') request.server.metrics.loginFailure(motif);
    await writeConnectionLog(request, { success: status === 200, motif, identifier, userId: user?.id ?? null });
  } catch (error) {
    // The answer is already sent: a log that cannot be written must not break the login.
    request.log.error({ err: error }, 'connection log not written');
  }
}

/** One row of the connection log, for the password login above and the login through a provider (motif 'fournisseur'). */
export async function writeConnectionLog(
  request: FastifyRequest,
  entry: { success: boolean; motif: ConnectionMotif; identifier: string; userId: string | null },
): Promise<void> {
  const { db, config } = request.server;
  const userAgent = request.headers['user-agent'];
  await db.query(
    `INSERT INTO connection_logs (at, success, motif, identifier, user_id, client_code, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [config.now(), entry.success, entry.motif, entry.identifier, entry.userId, await requestClientCode(request), request.ip, typeof userAgent === 'string' ? userAgent.slice(0, 400) : null],
  );
}
