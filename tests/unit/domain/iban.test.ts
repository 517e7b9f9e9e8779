import { composeIBAN, isValidIBAN } from 'ibantools';
import {
  IBAN_FR_LENGTH,
  IBAN_MAX_LENGTH,
  IBAN_MESSAGES,
  ibanLast4,
  ibanLast4Pattern,
  isValidFrenchIban,
  isValidIban,
  isValidIbanLast4,
  formatIban,
  maskIban,
  normalizeIban,
  validateRibIban,
} from '../../../src/domain/iban';

// Public example IBANs (bank documentation, ISO 13616 registry examples).
const FR_LETTERS = 'FR1420041010050500013M02606';
const FR_DIGITS = 'FR7630006000011234567890189';
const MC = 'MC5811222000010123456789030';
const DE = 'DE89370400440532013000';
const GB = 'GB82WEST12345698765432';
const BE = 'BE68539007547034';
// Malta: 31 characters, a valid IBAN longer than the RIB popup's 27.
const MT = 'MT84MALT011000012345MTLCAST001S';

describe('isValidIban', () => {
  it.each([FR_LETTERS, FR_DIGITS, MC, DE, GB, BE, MT])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts an IBAN composed by ibantools from a BBAN', () => {
    const composed = composeIBAN({ countryCode: 'FR', bban: '20041010050500013M02606' });
    expect(composed).toBe(FR_LETTERS);
    expect(isValidIban(composed)).toBe(true);
  });

  it('normalizes spaces, hyphens and lowercase before checking', () => {
    expect(isValidIban('fr14 2004 1010 0505 0001 3m02 606')).toBe(true);
    expect(isValidIban('FR76-3000-6000-0112-3456-7890-189')).toBe(true);
  });

  it.each([
    ['wrong check digits', 'FR1520041010050500013M02606'],
    ['one BBAN digit changed', 'FR7630006000011234567890188'],
    ['two adjacent digits swapped', 'DE89370400440352013000'],
    ['German check digits altered', 'DE88370400440532013000'],
    ['too short for France', 'FR142004101005050001'],
    ['unknown country', 'XX1420041010050500013M02606'],
    ['empty', ''],
  ])('refuses %s', (_label, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isValidIban(null)).toBe(false);
    expect(isValidIban(undefined)).toBe(false);
  });

  it('refuses more than 34 characters', () => {
    expect(IBAN_MAX_LENGTH).toBe(34);
    expect(isValidIban(`${DE}${'0'.repeat(13)}`)).toBe(false);
  });

  it('agrees with ibantools on every single-character corruption of a French IBAN', () => {
    for (let i = 4; i < FR_DIGITS.length; i++) {
      const digit = FR_DIGITS[i];
      const other = digit === '9' ? '0' : String(Number(digit) + 1);
      const corrupted = FR_DIGITS.slice(0, i) + other + FR_DIGITS.slice(i + 1);
      expect(isValidIban(corrupted)).toBe(false);
      expect(isValidIBAN(corrupted)).toBe(false);
    }
  });
});

describe('isValidFrenchIban', () => {
  it('accepts French IBANs of 27 characters', () => {
    expect(IBAN_FR_LENGTH).toBe(27);
    expect(isValidFrenchIban(FR_LETTERS)).toBe(true);
    expect(isValidFrenchIban(FR_DIGITS.toLowerCase())).toBe(true);
  });

  it('refuses valid foreign IBANs, even the 27-character Monegasque one', () => {
    expect(isValidFrenchIban(DE)).toBe(false);
    expect(isValidFrenchIban(MC)).toBe(false);
    expect(isValidFrenchIban(null)).toBe(false);
  });
});

describe('normalizeIban', () => {
  it('removes spaces and hyphens and uppercases, idempotently', () => {
    expect(normalizeIban(' fr76 3000-6000 ')).toBe('FR7630006000');
    expect(normalizeIban(normalizeIban('fr76 3000'))).toBe('FR763000');
  });
});

describe('formatIban and maskIban (the one way an IBAN is shown)', () => {
  it('prints in groups of 4', () => {
    expect(formatIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
  it('keeps country, check digits and last 4, in print format', () => {
    expect(maskIban(FR_DIGITS)).toBe('FR76 **** **** **** **** ***0 189');
    expect(maskIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR76 **** **** **** **** ***0 189');
    expect(maskIban(DE)).toBe('DE89 **** **** **** **30 00');
  });
  it('is idempotent: a masked value keeps its form', () => {
    expect(maskIban(maskIban(FR_DIGITS))).toBe(maskIban(FR_DIGITS));
    expect(maskIban('FR76 **** **** 0189')).toBe('FR76 **** **** 0189');
  });
  it('keeps only the last 4 of what is no IBAN; nothing for empty values', () => {
    expect(maskIban('30002 00550 0000124310 89')).toBe('**** **** **** **** **10 89');
    expect(maskIban('')).toBeNull();
    expect(maskIban(undefined)).toBeNull();
  });
});

describe('validateRibIban (RIB popup)', () => {
  it('accepts valid French and foreign IBANs up to 27 characters', () => {
    expect(validateRibIban(FR_LETTERS)).toBeNull();
    expect(validateRibIban('fr76 3000 6000 0112 3456 7890 189')).toBeNull();
    expect(validateRibIban(DE)).toBeNull();
    expect(validateRibIban(MC)).toBeNull();
  });

  it('requires a value', () => {
    expect(validateRibIban('')).toBe('required');
    expect(validateRibIban('   ')).toBe('required');
    expect(validateRibIban(null)).toBe('required');
  });

  it('asks for the 27 characters of a French IBAN', () => {
    expect(validateRibIban('FR76300060000112345678901')).toBe('incomplete');
    expect(validateRibIban('FR')).toBe('incomplete');
    expect(IBAN_MESSAGES.incomplete).toBe("Merci de saisir entièrement les 27 caractères de l'IBAN");
  });

  it('refuses more than 27 characters by default, allows a larger maximum on demand', () => {
    expect(validateRibIban(MT)).toBe('maxLength');
    expect(validateRibIban(`${FR_DIGITS}1`)).toBe('maxLength');
    expect(validateRibIban(MT, 34)).toBeNull();
  });

  it('refuses characters other than letters and digits, and a missing country code', () => {
    expect(validateRibIban('FR76*0006000011234567890189')).toBe('pattern');
    expect(validateRibIban('7630006000011234567890189')).toBe('pattern');
    expect(validateRibIban('F')).toBe('pattern');
  });

  it('refuses a wrong checksum', () => {
    expect(validateRibIban('FR1520041010050500013M02606')).toBe('checksum');
    expect(validateRibIban('DE88370400440532013000')).toBe('checksum');
  });

  it('has a message for every code', () => {
    for (const code of ['required', 'incomplete', 'maxLength', 'pattern', 'checksum'] as const) {
      expect(IBAN_MESSAGES[code]).toMatch(/IBAN/);
    }
  });
});

describe('IBAN last 4 characters', () => {
  it('extracts the last 4 normalized characters', () => {
    expect(ibanLast4(FR_LETTERS)).toBe('2606');
    expect(ibanLast4('mt84 malt 0110 0001 2345 mtlc ast0 01s')).toBe('001S');
  });

  it('accepts 4 uppercase letters or digits only', () => {
    expect(ibanLast4Pattern.source).toBe('^[A-Z0-9]{4}$');
    expect(isValidIbanLast4('2606')).toBe(true);
    expect(isValidIbanLast4('001S')).toBe(true);
    expect(isValidIbanLast4('001s')).toBe(false);
    expect(isValidIbanLast4('260')).toBe(false);
    expect(isValidIbanLast4('26066')).toBe(false);
    expect(isValidIbanLast4('26 6')).toBe(false);
    expect(isValidIbanLast4('')).toBe(false);
    expect(isValidIbanLast4(null)).toBe(false);
  });
});
