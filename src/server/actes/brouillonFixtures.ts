import type { Queryable } from '../db/types';

/**
 * Browser tests only: a draft stored as given for a user name (an older acte version, no
 * cleaning), as a draft saved before the acte changed would be. Returns the rows written (0: no such user).
 */
export async function storeRawBrouillon(
  db: Queryable,
  input: { userName: string; acte: string; numeroContrat: string; version: number; data: object },
): Promise<number> {
  const { affectedRows } = await db.query(
    `INSERT INTO brouillons (user_id, acte, numero_contrat, acte_version, donnees, updated_at)
     SELECT id, $2, $3, $4, $5, now() FROM users WHERE user_name = $1
     ON CONFLICT (user_id, acte, numero_contrat) DO UPDATE SET acte_version = EXCLUDED.acte_version, donnees = EXCLUDED.donnees, updated_at = now()`,
    [input.userName, input.acte, input.numeroContrat, input.version, JSON.stringify(input.data)],
  );
  return affectedRows;
}
