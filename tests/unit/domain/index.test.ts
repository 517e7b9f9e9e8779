import * as domain from '../../../src/domain';

describe('src/domain index', () => {
  it('re-exports the functions named in CONTRIBUTING', () => {
    const names = [
      'nirKey', 'isValidNirStructure', 'isValidNir', 'normalizeMonegasque', 'isValidMonegasque',
      'normalizeIban', 'isValidIban', 'isValidFrenchIban', 'isValidBic',
      'isValidName', 'combinedNameLength', 'passwordPolicy', 'checkPassword', 'isValidFrenchPostalCode',
      'parseDateFr', 'formatDateFr', 'toIsoDate', 'fromIsoDate', 'isNotAfterToday', 'clampDate', 'maskDateInput',
      'computeDateEffet', 'isValidEmail',
    ];
    for (const name of names) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(domain.ibanLast4Pattern).toBeInstanceOf(RegExp);
  });

  it('works end to end through the index', () => {
    expect(domain.isValidNir('1850775112345', domain.nirKey('1850775112345'))).toBe(true);
    expect(domain.formatDateFr(domain.parseDateFr('29/02/2024'))).toBe('29/02/2024');
  });
});
