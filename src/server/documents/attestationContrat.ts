import type { Queryable } from '../db/types';
import { personVisibleToBeneficiaire } from '../identity/beneficiaireScope';
import type { AttestationData } from './attestationPdf';

/** The contract an attestation is made for, with its holder's name; null when it is not this member's. */
export async function attestationContrat(
  db: Queryable,
  numero: string,
  adherentId: string | null,
): Promise<{ id: string; nom_offre: string; date_debut: string | null; titulaire: string } | null> {
  const { rows } = await db.query<{ id: string; nom_offre: string; date_debut: string | null; titulaire: string }>(
    `SELECT k.id, k.nom_offre, to_char(k.date_debut, 'YYYY-MM-DD') AS date_debut, a.prenom || ' ' || a.nom AS titulaire
       FROM contrats k JOIN adherents a ON a.id = k.adherent_id
      WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2`,
    [numero, adherentId],
  );
  return rows[0] ?? null;
}

/** The people the attestation names, by num_pers; a beneficiary's own account (numPers) sees only itself. */
export async function attestationBeneficiaires(db: Queryable, contratId: string, numPers: string | null): Promise<AttestationData['beneficiaires']> {
  const { rows } = await db.query<AttestationData['beneficiaires'][number]>(
    `SELECT nom, prenom, num_pers AS "numPers", to_char(date_naissance, 'YYYY-MM-DD') AS "dateNaissance"
       FROM beneficiaires b WHERE b.contrat_id = $1 AND ${personVisibleToBeneficiaire('b', 2)} ORDER BY num_pers`,
    [contratId, numPers],
  );
  return rows;
}
