import type { Queryable } from '../db/types';

/**
 * Coverage dates of the demo family (declarationsinistre: the beneficiaries offered for a
 * care date are those covered that day). On DEMO1001 (from 2021-01-01) Emma (04) joined the contract
 * on 1 August 2024, when her décomptes start (seedRemboursements): for care before that date, she is
 * not offered.
 */
export async function seedCouvertures(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE beneficiaires b SET date_debut_couverture = '2024-08-01'
       FROM contrats k WHERE k.id = b.contrat_id AND k.numero_contrat_individuel = 'DEMO1001' AND b.num_pers = '04'`,
  );
}
