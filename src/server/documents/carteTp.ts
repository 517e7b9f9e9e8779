import type { Queryable } from '../db/types';
import { personVisibleToBeneficiaire } from '../identity/beneficiaireScope';

/** The card's validity ('YYYY-MM-DD'): this calendar year, never before the contract starts nor after it ends. */
export async function carteTpValidity(db: Queryable, dateDebut: string | null, dateFin: string | null): Promise<{ debut: string; fin: string }> {
  const { rows } = await db.query<{ debut: string; fin: string }>(
    `SELECT to_char(greatest(date_trunc('year', current_date)::date, coalesce($1::date, '-infinity'::date)), 'YYYY-MM-DD') AS debut,
            to_char(least((date_trunc('year', current_date) + interval '1 year - 1 day')::date, coalesce($2::date, 'infinity'::date)), 'YYYY-MM-DD') AS fin`,
    [dateDebut, dateFin],
  );
  return rows[0];
}

/** The contract's people on the card, by num_pers; a beneficiary's own account (numPers) sees only itself. */
export async function carteTpBeneficiaires(
  db: Queryable,
  contratId: string,
  numPers: string | null,
): Promise<Array<{ codeCivilite: string; nom: string; prenom: string; numPers: string; dateNaissance: string; rang: string }>> {
  const { rows } = await db.query<{ codeCivilite: string; nom: string; prenom: string; numPers: string; dateNaissance: string; rang: string }>(
    `SELECT code_civilite AS "codeCivilite", nom, prenom, num_pers AS "numPers", to_char(date_naissance, 'YYYY-MM-DD') AS "dateNaissance",
            rang_naissance::text AS rang
       FROM beneficiaires b WHERE contrat_id = $1 AND ${personVisibleToBeneficiaire('b', 2)} ORDER BY num_pers`,
    [contratId, numPers],
  );
  return rows;
}
