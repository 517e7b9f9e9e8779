import type { Queryable } from '../db/types';

/**
 * Card payments of échéances (paiements_monext), one row per token: opened by the member, decided
 * once by the payment page (resultat_page), then recorded once when the member comes back (statut).
 */

export type PaiementStatut = 'en_attente' | 'paye' | 'annule';

/** Opens a pending payment of an échéance, under its token. */
export async function openPaiement(
  db: Queryable,
  input: { token: string; userId: string; numeroContrat: string; dateEcheance: string; montant: number },
): Promise<void> {
  await db.query('INSERT INTO paiements_monext (token, user_id, numero_contrat, date_echeance, montant) VALUES ($1, $2, $3, $4, $5)', [
    input.token,
    input.userId,
    input.numeroContrat,
    input.dateEcheance,
    input.montant,
  ]);
}

/**
 * Records the page's result when the member comes back: only a pending payment whose page has
 * answered changes, so a second return finds it done ('unchanged'). 'unknown': no such payment of this user.
 */
export async function recordReturn(db: Queryable, token: string, userId: string, now: Date): Promise<'recorded' | 'unchanged' | 'unknown'> {
  const { rows } = await db.query<{ token: string }>(
    `UPDATE paiements_monext
        SET statut = CASE resultat_page WHEN 'ACCEPTED' THEN 'paye' ELSE 'annule' END, retour_le = $3
      WHERE token = $1 AND user_id = $2 AND statut = 'en_attente' AND resultat_page IS NOT NULL
      RETURNING token`,
    [token, userId, now],
  );
  if (rows.length > 0) return 'recorded';
  const known = await db.query('SELECT 1 FROM paiements_monext WHERE token = $1 AND user_id = $2', [token, userId]);
  return known.rows.length === 0 ? 'unknown' : 'unchanged';
}

/** A payment of this user as recorded (amount as text: numeric, exact). */
export async function paiementOf(
  db: Queryable,
  token: string,
  userId: string,
): Promise<{ statut: PaiementStatut; numero_contrat: string; echeance: string; montant: string; transaction_id: string | null } | null> {
  const { rows } = await db.query<{ statut: PaiementStatut; numero_contrat: string; echeance: string; montant: string; transaction_id: string | null }>(
    `SELECT statut, numero_contrat, to_char(date_echeance, 'YYYY-MM-DD') AS echeance, montant::text AS montant, transaction_id
       FROM paiements_monext WHERE token = $1 AND user_id = $2`,
    [token, userId],
  );
  return rows[0] ?? null;
}

/** A payment the page has not decided yet (the page knows the token only), or null. */
export async function undecidedPaiement(db: Queryable, token: string): Promise<{ numero_contrat: string; echeance: string; montant: string } | null> {
  const { rows } = await db.query<{ numero_contrat: string; echeance: string; montant: string }>(
    `SELECT numero_contrat, to_char(date_echeance, 'YYYY-MM-DD') AS echeance, montant::text AS montant
       FROM paiements_monext WHERE token = $1 AND resultat_page IS NULL`,
    [token],
  );
  return rows[0] ?? null;
}

/** Is the échéance of this token already paid, or accepted by the page under another token? */
export async function echeanceAlreadyPaid(db: Queryable, token: string): Promise<boolean> {
  const paid = await db.query(
    `SELECT 1 FROM paiements_monext p JOIN paiements_monext q ON q.numero_contrat = p.numero_contrat AND q.date_echeance = p.date_echeance
      WHERE p.token = $1 AND (q.statut = 'paye' OR (q.resultat_page = 'ACCEPTED' AND q.token <> p.token))`,
    [token],
  );
  return paid.rows.length > 0;
}

/**
 * The page's decision, written once (a second click or a replay changes nothing). False when the
 * token is unknown.
 */
export async function recordPageDecision(db: Queryable, token: string, resultat: 'ACCEPTED' | 'CANCELLED', transactionId: string | null): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE paiements_monext SET resultat_page = $2, transaction_id = $3 WHERE token = $1 AND resultat_page IS NULL RETURNING token`,
    [token, resultat, transactionId],
  );
  return rows.length > 0 || (await db.query('SELECT 1 FROM paiements_monext WHERE token = $1', [token])).rows.length > 0;
}
