import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';

/**
 * The security journal (migration 781): one row per change of bank details, of a user's roles, of
 * a role's rights or of the client's configuration — who, what, when, from which address. Written
 * by the one home of each change, in its transaction where it has one, so a change that rolls
 * back leaves no line. Purged with the connection log (connectionLogRetention.ts).
 */
export type SecurityAction = 'coordonnees_bancaires' | 'roles_utilisateur' | 'droits_role' | 'configuration_client';

export async function journalSecurity(db: Queryable, request: FastifyRequest, action: SecurityAction, subject: string): Promise<void> {
  const user = request.user;
  await db.query('INSERT INTO security_journal (at, actor_id, actor, action, subject, ip) VALUES ($1, $2, $3, $4, $5, $6)', [
    request.server.config.now(),
    user?.id ?? null,
    user?.userName ?? 'anonyme',
    action,
    subject.slice(0, 300),
    request.ip,
  ]);
}

export const securityJournalSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string', format: 'date-time' },
    auteur: { type: 'string' },
    action: { type: 'string', enum: ['coordonnees_bancaires', 'roles_utilisateur', 'droits_role', 'configuration_client'] },
    objet: { type: 'string' },
    ip: { type: ['string', 'null'] },
  },
  required: ['id', 'date', 'auteur', 'action', 'objet', 'ip'],
  additionalProperties: false,
} as const;

export async function securityJournalPage(db: Queryable, limit: number, offset: number) {
  const [page, count] = await Promise.all([
    db.query<{ id: number; date: Date; auteur: string; action: SecurityAction; objet: string; ip: string | null }>(
      `SELECT id, at AS date, actor AS auteur, action, subject AS objet, ip FROM security_journal ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM security_journal'),
  ]);
  return { items: page.rows, total: count.rows[0].total };
}

/** Deletes the lines older than `cutoff` (the connection log's retention); returns how many went. */
export async function purgeSecurityJournal(db: Queryable, cutoff: Date): Promise<number> {
  const { affectedRows } = await db.query('DELETE FROM security_journal WHERE at < $1', [cutoff]);
  return affectedRows;
}
