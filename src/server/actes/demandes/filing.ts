import type { Queryable } from '../../db/types';
import type { ModeGestion } from '../modeGestion';

/** A new demande's row: the acte, who filed it on which contract, its data and the mode and version it was filed under. */
export interface NewDemande {
  acte: string;
  userId: string;
  numeroContrat: string | null;
  data: Record<string, unknown>;
  modeGestion: ModeGestion;
  acteVersion: number;
  clientCode: string | null;
}

/** Records a filed demande (status « envoyée »); returns its number. */
export async function insertDemande(tx: Queryable, demande: NewDemande): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO demandes (acte, user_id, numero_contrat, donnees, mode_gestion, acte_version, client_code) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::int AS id',
    [demande.acte, demande.userId, demande.numeroContrat, JSON.stringify(demande.data), demande.modeGestion, demande.acteVersion, demande.clientCode],
  );
  return rows[0].id;
}

/** A demo demande of the account `userName` on its contract DEMO1001, filed on `date` and left at `statut`. */
export async function insertSeedDemande(tx: Queryable, userName: string, demande: { acte: string; date: string; statut: string; donnees: object }): Promise<void> {
  await tx.query(
    `INSERT INTO demandes (acte, user_id, numero_contrat, donnees, created_at, statut, statut_le)
     SELECT $1, id, 'DEMO1001', $2::jsonb, $3::timestamptz, $4, $3::timestamptz FROM users WHERE user_name = $5`,
    [demande.acte, JSON.stringify(demande.donnees), `${demande.date}T09:30:00Z`, demande.statut, userName],
  );
}
