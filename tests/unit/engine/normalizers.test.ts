import { describe, expect, it } from 'vitest';
import { normalizeFields } from '../../../src/engine/normalizers';
import { formats } from '../../../src/language/validation/runtime';

describe('field normalizers named by the UI schema (ui:options.normalize)', () => {
  it('a pasted IBAN becomes its electronic form; other fields and non-strings are left alone', () => {
    const ui = { iban: { 'ui:options': { normalize: 'iban' } }, titulaire: {} };
    const data = { iban: 'fr76 3000 6000 0112 3456 7890 189', titulaire: 'sophie durand', rib: [] };
    expect(normalizeFields(data, ui)).toEqual({ iban: 'FR7630006000011234567890189', titulaire: 'sophie durand', rib: [] });
    const clean = { iban: 'FR76', titulaire: 'x' };
    expect(normalizeFields(clean, ui)).toBe(clean);
    expect(normalizeFields({ iban: 12 }, ui)).toEqual({ iban: 12 });
    expect(normalizeFields({ iban: 'fr76 x' }, { iban: { 'ui:options': { normalize: 'inconnu' } } })).toEqual({ iban: 'fr76 x' });
  });
});

describe('format telephone-mobile (the phone change acte)', () => {
  it('takes a French mobile in its usual spellings, refuses landlines and short numbers', () => {
    for (const ok of ['0612345678', '07 12 34 56 78', '+33 6 11 22 33 44', '0033 7 12 34 56 78', '06.12.34.56.78']) {
      expect(formats['telephone-mobile'](ok), ok).toBe(true);
    }
    for (const ko of ['01 45 67 89 01', '06 12 34', '+33 1 45 67 89 01', '08 00 00 00 00', '']) {
      expect(formats['telephone-mobile'](ko), ko).toBe(false);
    }
  });
});
