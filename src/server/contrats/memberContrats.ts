import type { Queryable } from '../db/types';
import { visibleToBeneficiaire } from '../identity/beneficiaireScope';
import { MEMBER_CONTRAT_COLUMNS, type MemberContratRow } from '../identity/memberContrat';

/** Every contract of the member the viewer may see (a beneficiary's account: those covering it), active first. */
export async function memberContrats(db: Queryable, adherentId: string, viewerNumPers: string | null): Promise<MemberContratRow[]> {
  const { rows } = await db.query<MemberContratRow>(
    `SELECT ${MEMBER_CONTRAT_COLUMNS} FROM contrats WHERE adherent_id = $1 AND ${visibleToBeneficiaire('contrats', 2)}
          ORDER BY is_actif DESC, numero_contrat_individuel`,
    [adherentId, viewerNumPers],
  );
  return rows;
}
