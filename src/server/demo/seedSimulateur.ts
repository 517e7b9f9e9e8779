import type { Queryable } from '../db/types';

/**
 * Demo data of the reimbursement simulator (migration 460): the médecins' fees
 * depend on the sector (a consultation's base is 30 € in secteur 1 / OPTAM, 23 € outside OPTAM),
 * and a médicament's base is its price.
 */
export async function seedSimulateur(tx: Queryable): Promise<void> {
  await tx.query(`UPDATE garanties SET base_non_optam = 23 WHERE libelle LIKE 'Honoraires des médecins % – consultations et visites%'`);
  await tx.query(`UPDATE garanties SET base_selon_prix = true WHERE libelle LIKE 'Médicaments %'`);
}
