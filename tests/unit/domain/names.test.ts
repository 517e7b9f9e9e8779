import {
  NAME_MESSAGES,
  combinedNameLength,
  combinedNameLengthMessage,
  isCombinedNameLengthValid,
  isValidName,
} from '../../../src/domain/names';

describe('isValidName', () => {
  it.each([
    'Dupont',
    'Élodie',
    'François',
    'Jean-Pierre',
    "D'Artagnan",
    'D’Artagnan',
    'Le Goff',
    'Lætitia',
    'Œdipe',
    'Müller',
    'Muñoz',
    'Anne Marie-Claire',
    'ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸàâäçéèêëîïôöùûüÿ',
  ])('accepts %s', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it('accepts a decomposed accent (e + combining acute) as a letter', () => {
    expect(isValidName('E\u0301lodie')).toBe(true);
  });

  it.each([
    ['a digit', 'Dupont2'],
    ['an underscore', 'Jean_Pierre'],
    ['a dot', 'J. Dupont'],
    ['a comma', 'Dupont, Jean'],
    ['an at sign', 'jean@dupont'],
    ['an emoji', 'Jean 😀'],
    ['Cyrillic letters', 'Иван'],
    ['a tab', 'Jean\tPierre'],
    ['only punctuation', "'-'"],
    ['only spaces', '   '],
    ['empty', ''],
  ])('refuses %s', (_label, name) => {
    expect(isValidName(name)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isValidName(null)).toBe(false);
    expect(isValidName(undefined)).toBe(false);
  });

  it('exports the product message', () => {
    expect(NAME_MESSAGES.invalidCharacters).toBe(
      'Vous ne pouvez pas renseigner un nom/prénom comportant des caractères spéciaux ou numériques',
    );
  });
});

describe('combinedNameLength', () => {
  it('adds nom and prénom lengths', () => {
    expect(combinedNameLength('Dupont', 'Jean', true)).toBe(10);
    expect(combinedNameLength('Dupont', 'Jean', false)).toBe(10);
  });

  it('counts inner spaces only when asked', () => {
    expect(combinedNameLength('Le Goff', 'Anne Marie', true)).toBe(17);
    expect(combinedNameLength('Le Goff', 'Anne Marie', false)).toBe(15);
  });

  it('never counts leading and trailing spaces', () => {
    expect(combinedNameLength('  Dupont ', ' Jean  ', true)).toBe(10);
  });

  it('counts an accented letter once, however it was typed', () => {
    expect(combinedNameLength('E\u0301lodie', 'Zoé', true)).toBe(9);
    expect(combinedNameLength('Élodie', 'Zoé', true)).toBe(9);
  });

  it('does not count hyphens and apostrophes as spaces', () => {
    expect(combinedNameLength("D'Art-Agnan", 'Jean', false)).toBe(15);
  });
});

describe('isCombinedNameLengthValid', () => {
  it('accepts exactly the maximum and refuses one more', () => {
    expect(isCombinedNameLengthValid('Dupont', 'Jean', 10, true)).toBe(true);
    expect(isCombinedNameLengthValid('Dupont', 'Jeanne', 10, true)).toBe(false);
  });

  it('depends on counting spaces', () => {
    expect(isCombinedNameLengthValid('Le Goff', 'Anne Marie', 16, false)).toBe(true);
    expect(isCombinedNameLengthValid('Le Goff', 'Anne Marie', 16, true)).toBe(false);
  });

  it('has no limit when the client sets none', () => {
    const long = 'A'.repeat(500);
    expect(isCombinedNameLengthValid(long, long, null, true)).toBe(true);
    expect(isCombinedNameLengthValid(long, long, undefined, true)).toBe(true);
    expect(isCombinedNameLengthValid(long, long, 0, true)).toBe(true);
  });

  it('formats the product message with N', () => {
    expect(combinedNameLengthMessage(32)).toBe(
      'Le nombre de caractères cumulés de vos nom et prénom ne doit pas dépasser 32',
    );
  });
});
