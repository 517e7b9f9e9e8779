import type { Queryable } from '../../db/types';

/** The actes a sinistre is declared with (V1 and V2): their demandes are the member's sinistres. */
export const SINISTRE_ACTES = ['declarationsinistre', 'declarationsinistre-v2'];

export interface DeclaredSinistre {
  id: number;
  /** the care's type as the form stored it (OPTIQUE…), null when absent */
  type_soins: string | null;
  date_soins: string | null;
}

/** The user's 100 latest sinistres, newest first, on the contract `numero` when given (else on all of them). */
export async function declaredSinistres(db: Queryable, userId: string, numero: string | null): Promise<DeclaredSinistre[]> {
  const { rows } = await db.query<DeclaredSinistre>(
    `SELECT id::int AS id, donnees->'soins'->>'typeSoins' AS type_soins, donnees->'soins'->>'dateSoins' AS date_soins
           FROM demandes
          WHERE user_id = $1 AND acte = ANY ($2::text[]) AND ($3::text IS NULL OR numero_contrat = $3)
          ORDER BY created_at DESC, id DESC
          LIMIT 100`,
    [userId, SINISTRE_ACTES, numero],
  );
  return rows;
}

/** The sinistres `ids` declared on the contract `numero` (a recap names the one a demande completes). */
export async function sinistresByIds(db: Queryable, ids: number[], numero: string): Promise<DeclaredSinistre[]> {
  const { rows } = await db.query<DeclaredSinistre>(
    `SELECT id::int AS id, donnees->'soins'->>'typeSoins' AS type_soins, donnees->'soins'->>'dateSoins' AS date_soins
           FROM demandes
          WHERE id = ANY ($1::bigint[]) AND acte = ANY ($2::text[]) AND numero_contrat = $3`,
    [ids, SINISTRE_ACTES, numero],
  );
  return rows;
}
