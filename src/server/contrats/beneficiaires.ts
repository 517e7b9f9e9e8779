import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';
import { personVisibleToBeneficiaire } from '../identity/beneficiaireScope';

/**
 * The persons a contract covers (table beneficiaires), as the viewing account may see them:
 * `viewerNumPers` is a beneficiary's own account's person (it sees only itself), null for the member.
 */

/** A person of the contract as the API sends it: dateNaissance is YYYY-MM-DD. */
export const contratBeneficiaireSchema = {
  type: 'object',
  properties: { codeCivilite: { type: 'string' }, nom: { type: 'string' }, prenom: { type: 'string' }, numPers: { type: 'string' }, dateNaissance: { type: 'string' } },
  required: ['codeCivilite', 'nom', 'prenom', 'numPers', 'dateNaissance'],
} as const;

export type ContratBeneficiaire = FromSchema<typeof contratBeneficiaireSchema>;

/** The contract's persons the viewer may see, by person number. */
export async function visibleBeneficiaires(db: Queryable, contratId: string, viewerNumPers: string | null): Promise<ContratBeneficiaire[]> {
  const { rows } = await db.query<ContratBeneficiaire>(
    `SELECT code_civilite AS "codeCivilite", nom, prenom, num_pers AS "numPers", to_char(date_naissance, 'YYYY-MM-DD') AS "dateNaissance"
           FROM beneficiaires b WHERE contrat_id = $1 AND ${personVisibleToBeneficiaire('b', 2)} ORDER BY num_pers`,
    [contratId, viewerNumPers],
  );
  return rows;
}

/** The name of the contract's person `numPers`, if the viewer may see it. */
export async function visibleBeneficiaireName(
  db: Queryable,
  contratId: string,
  numPers: string,
  viewerNumPers: string | null,
): Promise<{ nom: string; prenom: string } | undefined> {
  const { rows } = await db.query<{ nom: string; prenom: string }>(
    `SELECT nom, prenom FROM beneficiaires b WHERE contrat_id = $1 AND num_pers = $2 AND ${personVisibleToBeneficiaire('b', 3)}`,
    [contratId, numPers, viewerNumPers],
  );
  return rows[0];
}
