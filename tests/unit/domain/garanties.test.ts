import { describe, expect, it } from 'vitest';
import { libelleGarantie, remboursementExemple } from '../../../src/domain/garanties';

describe('remboursementExemple', () => {
  it('150 % BR on a 30 € consultation: 18 € less the 2 € participation, the mutuelle pays the ticket modérateur', () => {
    expect(remboursementExemple({ type: 'pourcentBR', valeur: 150, depense: 30, baseRemboursement: 30, tauxSecu: 60, participationForfaitaire: 2 })).toEqual({
      secu: 16,
      mutuelle: 12,
      resteACharge: 2,
    });
  });

  it('caps a percentage of the base: a 700 € crown, BR 120 €, 300 % BR', () => {
    expect(remboursementExemple({ type: 'pourcentBR', valeur: 300, depense: 700, baseRemboursement: 120, tauxSecu: 60 })).toEqual({
      secu: 72,
      mutuelle: 288,
      resteACharge: 340,
    });
  });

  it('a forfait adds at most its amount, never more than the expense', () => {
    expect(remboursementExemple({ type: 'forfait', valeur: 60, depense: 80, baseRemboursement: 0, tauxSecu: 0 })).toEqual({ secu: 0, mutuelle: 60, resteACharge: 20 });
    expect(remboursementExemple({ type: 'forfait', valeur: 60, depense: 45, baseRemboursement: 0, tauxSecu: 0 })).toEqual({ secu: 0, mutuelle: 45, resteACharge: 0 });
  });

  it('integral (100 % Santé) leaves nothing to pay, in cents without float drift', () => {
    expect(remboursementExemple({ type: 'integral', valeur: null, depense: 28.92, baseRemboursement: 28.92, tauxSecu: 60 })).toEqual({
      secu: 17.35,
      mutuelle: 11.57,
      resteACharge: 0,
    });
  });
});

describe('libelleGarantie', () => {
  it('writes each kind the French way', () => {
    expect(libelleGarantie('pourcentBR', 150)).toBe('150 % BR');
    expect(libelleGarantie('forfait', 250)).toBe('250 €');
    expect(libelleGarantie('integral', null)).toBe('Frais réels');
  });
});
