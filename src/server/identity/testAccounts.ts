import { HttpError } from '../errors';
import type { Db, Queryable } from '../db/types';

/**
 * Browser tests only: remove the account of a contract's member so it can register again, or give
 * it an active account at once (a scenario that starts from a member who can log in need not
 * replay registration). Tokens and sessions go with a deleted account (ON DELETE CASCADE).
 */

/** Deletes the account of the member holding contract `numero`; returns how many went (0 or 1). */
export async function deleteAccountOfContrat(db: Queryable, numero: string): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `DELETE FROM users WHERE adherent_id = (SELECT adherent_id FROM contrats WHERE numero_contrat_individuel = $1) RETURNING id`,
    [numero],
  );
  return rows.length;
}

/**
 * An active account (role User, e-mail confirmed, CGU accepted) for the member holding contract
 * `numeroContrat`, replacing the member's account and any account of that name, in one transaction.
 * `telephone` (when given, null included) becomes the member's mobile, confirmed unless null.
 * An unknown contract: 400.
 */
export async function createActiveAccount(
  db: Db,
  input: { numeroContrat: string; userName: string; passwordHash: string; amfActive: boolean; telephone?: string | null },
): Promise<{ userId: string }> {
  const { numeroContrat, userName, telephone } = input;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ adherent_id: string }>('SELECT adherent_id FROM contrats WHERE numero_contrat_individuel = $1', [numeroContrat]);
    if (!rows[0]) throw new HttpError(400, `Contrat inconnu : ${numeroContrat}`);
    const adherentId = rows[0].adherent_id;
    await tx.query('DELETE FROM users WHERE adherent_id = $1 OR user_name = $2', [adherentId, userName]);
    if (telephone !== undefined) {
      await tx.query('UPDATE adherents SET telephone_mobile = $2, telephone_confirme = $3 WHERE id = $1', [adherentId, telephone, telephone !== null]);
    }
    const created = await tx.query<{ id: string }>(
      `INSERT INTO users (user_name, password_hash, roles, adherent_id, status, email_confirmed, cgu_accepted_at, password_changed_at, amf_active)
       VALUES ($1, $2, ARRAY['User'], $3, 'active', true, now(), now(), $4) RETURNING id`,
      [userName, input.passwordHash, adherentId, input.amfActive],
    );
    return { userId: created.rows[0].id };
  });
}
