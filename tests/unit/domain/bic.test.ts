import { BIC_MESSAGES, BIC_PATTERN, isValidBic, normalizeBic, validateBic } from '../../../src/domain/bic';

describe('isValidBic', () => {
  it.each(['BNPAFRPP', 'BNPAFRPPXXX', 'CEPAFRPP751', 'DEUTDEFF', 'DEUTDEFF500', 'AGRIFRP1', 'CMCIFR2A'])('accepts %s', (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it.each([
    ['7 characters', 'BNPAFRP'],
    ['9 characters', 'BNPAFRPPX'],
    ['10 characters', 'BNPAFRPPXX'],
    ['12 characters', 'BNPAFRPPXXXX'],
    ['digit in the first 6', 'BNP1FRPP'],
    ['digit in the country', 'BNPAF1PP'],
    ['lowercase', 'bnpafrpp'],
    ['punctuation in the branch', 'BNPAFRPPXX-'],
    ['empty', ''],
  ])('refuses %s', (_label, bic) => {
    expect(isValidBic(bic)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isValidBic(null)).toBe(false);
    expect(isValidBic(undefined)).toBe(false);
  });

  it('exposes the product pattern', () => {
    expect(BIC_PATTERN.test('ABCDEF12345')).toBe(true);
    expect(BIC_PATTERN.test('ABCDEF1')).toBe(false);
  });
});

describe('validateBic', () => {
  it('normalizes then accepts 8 or 11 characters', () => {
    expect(normalizeBic(' bnpa frpp ')).toBe('BNPAFRPP');
    expect(validateBic('bnpafrpp')).toBeNull();
    expect(validateBic('bnpa frpp xxx')).toBeNull();
  });

  it('says length for anything but 8 or 11 characters', () => {
    expect(validateBic('BNPAFRP')).toBe('length');
    expect(validateBic('BNPAFRPPX')).toBe('length');
    expect(validateBic('BNPAFRPPXXXX')).toBe('length');
    expect(BIC_MESSAGES.length).toBe('Le code BIC doit comporter 8 ou 11 caractères');
  });

  it('says pattern for the right length but wrong characters', () => {
    expect(validateBic('12345678')).toBe('pattern');
    expect(validateBic('BNPAFR-P')).toBe('pattern');
  });

  it('leaves emptiness to the form', () => {
    expect(validateBic('')).toBeNull();
    expect(validateBic(null)).toBeNull();
  });
});
