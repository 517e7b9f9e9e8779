import type { FastifyRequest } from 'fastify';
import { currentContrat } from './currentContrat';
import '../types';

/**
 * The contract a member's read is about: the one named by X-NumContrat (theirs, else 403 from
 * currentContrat), or — when the page has not named one yet — their first contract, active first.
 * Null for an account without member or contract.
 */
/** The member's first contract, active first (also run by the bench's bare peer). */
export const FIRST_CONTRAT_SQL = `SELECT numero_contrat_individuel AS numero FROM contrats WHERE adherent_id = $1
      ORDER BY is_actif DESC, numero_contrat_individuel LIMIT 1`;

export async function memberContrat(request: FastifyRequest): Promise<string | null> {
  const adherentId = request.user?.adherentId;
  if (!adherentId) return null;
  const named = await currentContrat(request);
  if (named) return named.numero;
  const { rows } = await request.server.db.query<{ numero: string }>(FIRST_CONTRAT_SQL, [adherentId]);
  return rows[0]?.numero ?? null;
}
