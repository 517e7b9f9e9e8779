import { describe, expect, it } from 'vitest';
import { formatEuros, libelleTarif, tarifContrat } from '../../../src/domain/tarifs';

/** VEL options: the price a member reads before confirming a renfort. */
describe('tarifs', () => {
  it('formats euros the French way, two decimals', () => {
    expect(formatEuros(9.9)).toBe('9,90 €');
    expect(formatEuros(1234.5)).toBe('1\u202f234,50 €');
  });

  it('multiplies the price per insured person without floating-point crumbs', () => {
    expect(tarifContrat(6.4, 4)).toBe(25.6);
    expect(tarifContrat(0.1, 3)).toBe(0.3);
  });

  it('names the price of the contract with the people it covers', () => {
    expect(libelleTarif('Renfort hospitalisation', 6.4, 4)).toBe('Renfort hospitalisation – 25,60 € par mois (4 assurés)');
    expect(libelleTarif('Renfort hospitalisation', 6.4, 1)).toBe('Renfort hospitalisation – 6,40 € par mois (1 assuré)');
  });
});
