import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestClientCode } from './requestClientCode';
import '../types';

/**
 * The security journal of staff reads (table consultation_logs): a route that shows staff a
 * member's file takes this as its `onSend` hook, so a read that succeeds is written before its
 * answer leaves — a journal that cannot be written fails the read rather than leave it unrecorded.
 * Refusals (401, 403) and misses (404) show nothing, so they are not consultations.
 */
export async function recordConsultation(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const user = request.user;
  if (reply.statusCode !== 200 || !user) return payload;
  const { db, config } = request.server;
  const ressource = request.url.replace(/^\/api\//, '').split('?')[0];
  const demande = /^admin\/demandes\/(\d+)/.exec(ressource)?.[1];
  const userAgent = request.headers['user-agent'];
  await db.query(
    `INSERT INTO consultation_logs (at, user_id, identifier, roles, ressource, demande_id, client_code, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [config.now(), user.id, user.userName, user.roles, ressource, demande ? Number(demande) : null, await requestClientCode(request), request.ip, typeof userAgent === 'string' ? userAgent.slice(0, 400) : null],
  );
  return payload;
}
