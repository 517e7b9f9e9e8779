import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';
import { personVisibleToBeneficiaire } from '../identity/beneficiaireScope';
import { coveredOn } from '../actes/beneficiaireCouvert';

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

export interface CoveredPerson {
  code: string;
  nom: string;
  prenom: string;
  dateNaissance: string | null;
}

/**
 * The people of the member's (`adherentId`) contract `numero`, by num_pers; with `date`, only those
 * covered that day (their own coverage dates, else the contract's). The join checks the contract is the member's.
 */
export async function coveredPeople(db: Queryable, numero: string, adherentId: string | null | undefined, date: string | null, numPers: string | null): Promise<CoveredPerson[]> {
  const { rows } = await db.query<CoveredPerson>(
    `SELECT b.num_pers AS code, b.nom, b.prenom, to_char(b.date_naissance, 'YYYY-MM-DD') AS "dateNaissance"
           FROM beneficiaires b JOIN contrats k ON k.id = b.contrat_id
          WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2
            AND ($3::date IS NULL OR (${coveredOn('$3')})) AND ${personVisibleToBeneficiaire('b', 4)}
          ORDER BY b.num_pers`,
    [numero, adherentId, date, numPers],
  );
  return rows;
}

/** How a person of the contract is named where a form lets the member choose one (« Thomas DURAND »). */
export const beneficiaireLabel = (person: { prenom: string; nom: string }): string => `${person.prenom} ${person.nom}`;

/**
 * Every person of the contract `numero` (whoever covers it, past or present), by num_pers: the
 * names a demande filed on it may refer to, for staff and for the member who filed it.
 */
export async function peopleOfContrat(db: Queryable, numero: string): Promise<Array<{ code: string; nom: string; prenom: string }>> {
  const { rows } = await db.query<{ code: string; nom: string; prenom: string }>(
    `SELECT b.num_pers AS code, b.nom, b.prenom FROM beneficiaires b JOIN contrats k ON k.id = b.contrat_id
      WHERE k.numero_contrat_individuel = $1 ORDER BY b.num_pers`,
    [numero],
  );
  return rows;
}

/** A person of the contract with the télétransmission (NOEMIE) state the profile shows. */
export interface BeneficiaireRow {
  id: string;
  codeCivilite: string;
  nom: string;
  prenom: string;
  numPers: string;
  dateNaissance: string;
  teletransmission: boolean;
  /** why the télétransmission is refused, null when it is not */
  motif: string | null;
}

/** The people of the contract `contratId` (its id, already checked to be the member's), by num_pers. */
export async function beneficiairesOfContrat(db: Queryable, contratId: string, numPers: string | null): Promise<BeneficiaireRow[]> {
  const { rows } = await db.query<BeneficiaireRow>(
    `SELECT id::text AS id, code_civilite AS "codeCivilite", nom, prenom, num_pers AS "numPers", to_char(date_naissance, 'YYYY-MM-DD') AS "dateNaissance",
              teletransmission, motif_refus_teletransmission AS motif
         FROM beneficiaires b WHERE contrat_id = $1 AND ${personVisibleToBeneficiaire('b', 2)} ORDER BY num_pers`,
    [contratId, numPers],
  );
  return rows;
}
