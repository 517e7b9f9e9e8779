import { FRENCH_POSTAL_CODE_PATTERN, isValidFrenchPostalCode } from '../../../src/domain/postalCode';

describe('isValidFrenchPostalCode', () => {
  it.each(['01000', '75001', '20000', '20200', '97400', '98000', '98799', '13100', '09999'])('accepts %s', (code) => {
    expect(isValidFrenchPostalCode(code)).toBe(true);
  });

  it.each([
    ['starting 00', '00123'],
    ['starting 99', '99000'],
    ['4 digits', '7500'],
    ['6 digits', '750011'],
    ['a letter', '2A000'],
    ['a space', '75 001'],
    ['empty', ''],
  ])('refuses %s', (_label, code) => {
    expect(isValidFrenchPostalCode(code)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isValidFrenchPostalCode(null)).toBe(false);
    expect(isValidFrenchPostalCode(undefined)).toBe(false);
  });

  it('accepts every prefix from 01 to 98 and nothing else', () => {
    for (let prefix = 0; prefix <= 99; prefix++) {
      const code = `${String(prefix).padStart(2, '0')}100`;
      expect(FRENCH_POSTAL_CODE_PATTERN.test(code)).toBe(prefix >= 1 && prefix <= 98);
    }
  });
});
