import type { Queryable } from '../db/types';

/**
 * The demo clients' legal identity as their documents print it. Filled only where nobody set it:
 * the seed never overwrites a back office's edit.
 */
const IDENTITES: Array<[code: string, raisonSociale: string, adresse: string, immatriculation: string, amc: string, aiguillage: string, telephone: string]> = [
  [
    'mutuelle-demo',
    'Mutuelle Démo',
    '1 rue de la Démonstration, 75011 Paris',
    'Mutuelle soumise au livre II du Code de la mutualité, SIREN 775 000 001',
    '99123456',
    'CSR 0001',
    '01 23 45 67 80',
  ],
  [
    'mutuelle-horizon',
    'Mutuelle Horizon',
    '25 avenue de l’Horizon, 33000 Bordeaux',
    'Mutuelle soumise au livre II du Code de la mutualité, SIREN 775 000 002',
    '99654321',
    'CSR 0002',
    '01 98 76 54 30',
  ],
];

export async function seedClientIdentite(tx: Queryable): Promise<void> {
  for (const [code, raison, adresse, immatriculation, amc, aiguillage, telephone] of IDENTITES) {
    await tx.query(
      `UPDATE clients SET raison_sociale = coalesce(raison_sociale, $2), adresse_siege = coalesce(adresse_siege, $3),
              immatriculation = coalesce(immatriculation, $4), numero_amc = coalesce(numero_amc, $5),
              code_aiguillage = coalesce(code_aiguillage, $6), telephone_professionnels = coalesce(telephone_professionnels, $7)
        WHERE code = $1`,
      [code, raison, adresse, immatriculation, amc, aiguillage, telephone],
    );
  }
}
