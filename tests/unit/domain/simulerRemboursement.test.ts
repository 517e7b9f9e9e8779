import { describe, expect, it } from 'vitest';
import { remboursementExemple, simulerRemboursement, type GarantieBareme } from '../../../src/domain/garanties';

/** The simulator is the garanties table's rule, with the member's price and sector. */
describe('simulerRemboursement', () => {
  const generaliste: GarantieBareme = { type: 'pourcentBR', valeur: 150, baseRemboursement: 30, tauxSecu: 60, participationForfaitaire: 2, baseNonOptam: 23, baseSelonPrix: false };

  it('at the example price it gives the table’s example', () => {
    expect(simulerRemboursement(generaliste, 30, 'secteur1')).toEqual(remboursementExemple({ ...generaliste, depense: 30 }));
  });

  it('outside OPTAM the base is the lower one (hand-checked: 11,80 / 20,70 / 17,50 € for 50 €)', () => {
    expect(simulerRemboursement(generaliste, 50, 'nonOptam')).toEqual({ secu: 11.8, mutuelle: 20.7, resteACharge: 17.5 });
    expect(simulerRemboursement(generaliste, 50, 'optam')).toEqual({ secu: 16, mutuelle: 27, resteACharge: 7 });
  });

  it('a médicament’s base is its price', () => {
    const medicament: GarantieBareme = { type: 'pourcentBR', valeur: 100, baseRemboursement: 8.4, tauxSecu: 65, baseNonOptam: null, baseSelonPrix: true };
    expect(simulerRemboursement(medicament, 20)).toEqual({ secu: 13, mutuelle: 7, resteACharge: 0 });
  });
});
