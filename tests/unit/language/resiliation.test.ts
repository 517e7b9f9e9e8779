import { describe, expect, it } from 'vitest';
import { resiliationEndDate, LEGAL_RESILIATION_RULE } from '../../../src/language/resiliation';
import { computeDateEffet, dateEffetRefusal } from '../../../src/domain/dateEffet';
import { toIsoDate } from '../../../src/domain/dates';
import { dateEffetCondition } from '../../../src/language/conditions';

const day = (iso: string) => new Date(`${iso}T00:00:00`);

describe('résiliation end date (loi 2022-1158, décret 2023-182, code de la mutualité L. 221-10-2)', () => {
  it('is one month after the request for a contract older than one year', () => {
    expect(toIsoDate(resiliationEndDate('2021-01-01', day('2026-11-23')))).toBe('2026-12-23');
    expect(toIsoDate(resiliationEndDate('2021-01-01', day('2027-01-31')))).toBe('2027-02-28');
  });

  it('is never before the end of the first year of membership', () => {
    expect(toIsoDate(resiliationEndDate('2026-06-15', day('2026-11-23')))).toBe('2027-06-15');
    // The first year ends within the month: one month after the request wins.
    expect(toIsoDate(resiliationEndDate('2025-12-01', day('2026-11-23')))).toBe('2026-12-23');
  });

  it('is the next anniversary of the contract for « Résiliation à l’échéance annuelle »', () => {
    expect(toIsoDate(resiliationEndDate('2021-01-01', day('2026-11-23'), 'ECHEANCE'))).toBe('2027-01-01');
    expect(toIsoDate(resiliationEndDate('2021-04-15', day('2026-11-23'), 'ECHEANCE'))).toBe('2027-04-15');
    // Any other motif: one month's notice.
    expect(toIsoDate(resiliationEndDate('2021-04-15', day('2026-11-23'), 'TARIF'))).toBe('2026-12-23');
  });
});

describe('dateEffetRefusal: the server-side check of a date d’effet (its French messages)', () => {
  const intervals = computeDateEffet(LEGAL_RESILIATION_RULE, { today: day('2026-11-23'), dateDebutContrat: '2021-01-01', evaluateCondition: dateEffetCondition }).intervals;
  it('accepts a date inside an interval', () => {
    expect(dateEffetRefusal('2026-12-23', intervals)).toBeNull();
    expect(dateEffetRefusal('2027-03-01', intervals)).toBeNull();
  });
  it('refuses an earlier, empty or malformed date with the French texts', () => {
    expect(dateEffetRefusal('2026-12-01', intervals)).toBe("La date d'effet doit être postérieure ou égale au 23/12/2026");
    expect(dateEffetRefusal('', intervals)).toBe("La date d'effet est obligatoire");
    expect(dateEffetRefusal('2026-13-45', intervals)).toBe("La date d'effet doit être au format JJ/MM/AAAA");
  });
  it('names the upper bound of the last interval for a later date', () => {
    const bounded = computeDateEffet(
      { id: 'x', plages: [{ libelle: 'Ce mois', contraintes: [{ detail: { dateReference: 'AUJ', borne: '>=' } }, { detail: { dateReference: 'AUJ', modificateurJour: 10, borne: '<=' } }] }] },
      { today: day('2026-11-23') },
    ).intervals;
    expect(dateEffetRefusal('2026-12-31', bounded)).toBe("La date d'effet doit être antérieure ou égale au 03/12/2026");
  });
});
