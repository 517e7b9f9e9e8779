import {
  MONEGASQUE_MESSAGES,
  NIR_MESSAGES,
  isValidMonegasque,
  isValidNir,
  isValidNirStructure,
  nirKey,
  normalizeMonegasque,
  normalizeNir,
  validateMonegasque,
  validateNir,
} from '../../../src/domain/nir';

/** Independent key: the official rule subtracts 1 000 000 (2A) or 2 000 000 (2B) from the number read with 20. */
function referenceKey(nir13: string): string {
  const corsica = nir13.slice(5, 7);
  const n = BigInt(nir13.slice(0, 5) + (corsica === '2A' || corsica === '2B' ? '20' : corsica) + nir13.slice(7));
  const adjusted = corsica === '2A' ? n - 1_000_000n : corsica === '2B' ? n - 2_000_000n : n;
  return String(97n - (adjusted % 97n)).padStart(2, '0');
}

describe('nirKey', () => {
  it('gives 61 for the demo member 1850775112345', () => {
    expect(nirKey('1850775112345')).toBe('61');
  });

  it.each([
    ['2991299999999', '11'],
    ['1012001001001', '66'],
    ['1234567890123', '11'],
  ])('computes 97 − (n mod 97) for %s → %s', (nir, key) => {
    expect(nirKey(nir)).toBe(key);
    expect(referenceKey(nir)).toBe(key);
  });

  it('counts Corsica 2A as 19 and 2B as 18', () => {
    expect(nirKey('285072A123456')).toBe('15');
    expect(nirKey('285072A123456')).toBe(nirKey('2850719123456'));
    expect(nirKey('185072B123456')).toBe('92');
    expect(nirKey('185072B123456')).toBe(nirKey('1850718123456'));
    expect(nirKey('285072A123456')).toBe(referenceKey('285072A123456'));
    expect(nirKey('185072B123456')).toBe(referenceKey('185072B123456'));
  });

  it('pads single-digit keys and gives 97 when n is a multiple of 97', () => {
    expect(nirKey('1850775112013')).toBe('05');
    expect(nirKey('1850775112018')).toBe('97');
    expect(Number(1850775112018) % 97).toBe(0);
  });

  it('never returns 00 and always 2 digits', () => {
    for (let order = 0; order < 300; order++) {
      const nir = `2850775112${String(order).padStart(3, '0')}`;
      const key = nirKey(nir);
      expect(key).toMatch(/^\d{2}$/);
      expect(Number(key)).toBeGreaterThanOrEqual(1);
      expect(Number(key)).toBeLessThanOrEqual(97);
      expect(key).toBe(referenceKey(nir));
    }
  });

  it.each(['', '185077511234', '18507751123456', '18507751123A5', '185072C123456', '185072a123456'])(
    'throws a RangeError for the malformed input %j',
    (bad) => {
      expect(() => nirKey(bad)).toThrow(RangeError);
    },
  );
});

describe('isValidNirStructure', () => {
  it.each([
    '1850775112345',
    '2850775112345',
    '1850101001001', // month 01, department 01
    '1851299001001', // month 12, department 99
    '1852099001001', // month 20
    '1859999001001', // month 99
    '285072A123456', // Corse-du-Sud
    '185072B123456', // Haute-Corse
    '1009797100100', // overseas department 97
  ])('accepts %s', (nir) => {
    expect(isValidNirStructure(nir)).toBe(true);
  });

  it.each([
    ['sex 3', '3850775112345'],
    ['sex 0', '0850775112345'],
    ['month 00', '1850075112345'],
    ['month 13', '1851375112345'],
    ['month 19', '1851975112345'],
    ['department 00', '1850700112345'],
    ['department 2C', '185072C112345'],
    ['lowercase 2a', '185072a112345'],
    ['letter elsewhere', '18507751A2345'],
    ['12 characters', '185077511234'],
    ['14 characters', '18507751123456'],
    ['spaces', '1 85 07 75 112 345'],
    ['empty', ''],
  ])('refuses %s', (_label, nir) => {
    expect(isValidNirStructure(nir)).toBe(false);
  });
});

describe('normalizeNir', () => {
  it('removes separators and uppercases Corsica', () => {
    expect(normalizeNir('1 85 07 2a 123 456')).toBe('185072A123456');
    expect(normalizeNir('1.85.07.75-112-345')).toBe('1850775112345');
  });
});

describe('isValidNir and validateNir', () => {
  it('accepts the demo member with key 61 and refuses other keys', () => {
    expect(isValidNir('1850775112345', '61')).toBe(true);
    expect(isValidNir('1850775112345', '60')).toBe(false);
    expect(isValidNir('1850775112345', '6')).toBe(false);
    expect(isValidNir('1850775112345', '061')).toBe(false);
    expect(isValidNir('1850775112345', '')).toBe(false);
  });

  it('accepts Corsican numbers with their keys', () => {
    expect(isValidNir('285072A123456', '15')).toBe(true);
    expect(isValidNir('185072B123456', '92')).toBe(true);
    expect(isValidNir('185072B123456', '15')).toBe(false);
  });

  it('refuses a correct key on a structurally wrong number', () => {
    // 3850775112345 has a computable key but sex 3 is not allowed.
    expect(isValidNir('3850775112345', nirKey('3850775112345'))).toBe(false);
    expect(isValidNir('1850700112345', nirKey('1850700112345'))).toBe(false);
  });

  it('reports required, pattern, cle in that order', () => {
    expect(validateNir('', '61')).toBe('required');
    expect(validateNir(null, null)).toBe('required');
    expect(validateNir('3850775112345', '61')).toBe('pattern');
    expect(validateNir('1850775112345', '')).toBe('cle');
    expect(validateNir('1850775112345', '62')).toBe('cle');
    expect(validateNir('1850775112345', '61')).toBeNull();
  });

  it('exports the product message for the pattern error and a message per code', () => {
    expect(NIR_MESSAGES.pattern).toBe('Le format du numéro de sécurité sociale (sans clé) est incorrect');
    expect(Object.keys(NIR_MESSAGES).sort()).toEqual(['cle', 'pattern', 'required']);
  });
});

describe('Monegasque number', () => {
  it('prefixes 98 and zero-pads to 11 digits', () => {
    expect(normalizeMonegasque('123')).toBe('9800000000123');
    expect(normalizeMonegasque('12345678901')).toBe('9812345678901');
    expect(normalizeMonegasque('1 2 3')).toBe('9800000000123');
    expect(normalizeMonegasque('')).toBe('9800000000000');
    expect(normalizeMonegasque('123')).toHaveLength(13);
  });

  it('throws on more than 11 digits or non-digits', () => {
    expect(() => normalizeMonegasque('123456789012')).toThrow(RangeError);
    expect(() => normalizeMonegasque('12a')).toThrow(RangeError);
  });

  it('gives required when empty or all zeros', () => {
    expect(validateMonegasque('')).toBe('required');
    expect(validateMonegasque(null)).toBe('required');
    expect(validateMonegasque(undefined)).toBe('required');
    expect(validateMonegasque('0')).toBe('required');
    expect(validateMonegasque('00000000000')).toBe('required');
    expect(validateMonegasque('9800000000000')).toBe('required');
    expect(isValidMonegasque('000')).toBe(false);
  });

  it('gives pattern for letters or more than 11 digits', () => {
    expect(validateMonegasque('12a45')).toBe('pattern');
    expect(validateMonegasque('123456789012')).toBe('pattern');
    expect(validateMonegasque('-1')).toBe('pattern');
  });

  it('accepts 1 to 11 digits, typed or stored', () => {
    expect(validateMonegasque('1')).toBeNull();
    expect(validateMonegasque('00000000001')).toBeNull();
    expect(validateMonegasque('12345678901')).toBeNull();
    expect(isValidMonegasque(normalizeMonegasque('4567'))).toBe(true);
    expect(isValidMonegasque('9812345678901')).toBe(true);
  });

  it('has a message for each of its codes', () => {
    expect(Object.keys(MONEGASQUE_MESSAGES).sort()).toEqual(['pattern', 'required']);
  });
});
