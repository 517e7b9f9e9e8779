import {
  PASSWORD_DEFAULT_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  checkPassword,
  effectiveMinLength,
  isValidPassword,
  passwordMessage,
  passwordPattern,
  passwordPolicy,
  passwordsMatch,
} from '../../../src/domain/password';

describe('passwordPolicy', () => {
  it('defaults to 8 to 100 characters', () => {
    expect(PASSWORD_DEFAULT_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(100);
    const policy = passwordPolicy();
    expect(policy.minLength).toBe(8);
    expect(policy.maxLength).toBe(100);
    expect(policy.rules).toEqual(['minLength', 'maxLength', 'lowercase', 'uppercase', 'digit', 'special']);
  });

  it('takes the client minimum and writes it in the product message', () => {
    const policy = passwordPolicy(12);
    expect(policy.minLength).toBe(12);
    expect(policy.message).toBe(
      'Merci de saisir 12 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
    );
    expect(passwordMessage(8)).toBe(
      'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
    );
  });

  it('falls back to 8 for missing or out-of-range minimums', () => {
    expect(effectiveMinLength(undefined)).toBe(8);
    expect(effectiveMinLength(null)).toBe(8);
    expect(effectiveMinLength(0)).toBe(8);
    expect(effectiveMinLength(101)).toBe(8);
    expect(effectiveMinLength(7.5)).toBe(8);
    expect(effectiveMinLength(6)).toBe(6);
    expect(effectiveMinLength(100)).toBe(100);
  });
});

describe('checkPassword', () => {
  it('returns no unmet rule for a good password', () => {
    expect(checkPassword('Abcdef1!')).toEqual([]);
    expect(isValidPassword('Abcdef1!')).toBe(true);
  });

  it('lists every unmet rule for an empty password', () => {
    expect(checkPassword('')).toEqual(['minLength', 'lowercase', 'uppercase', 'digit', 'special']);
    expect(checkPassword(null)).toEqual(['minLength', 'lowercase', 'uppercase', 'digit', 'special']);
  });

  it.each([
    ['lowercase', 'ABCDEF1!'],
    ['uppercase', 'abcdef1!'],
    ['digit', 'Abcdefg!'],
    ['special', 'Abcdefg1'],
    ['minLength', 'Abcde1!'],
  ])('reports %s alone when only it is missing', (rule, pwd) => {
    expect(checkPassword(pwd)).toEqual([rule]);
  });

  it('counts 8 and 100 characters as inside, 7 and 101 as outside', () => {
    const base = 'Aa1!';
    expect(checkPassword(base + 'aaaa')).toEqual([]);
    expect(checkPassword(base + 'aaa')).toEqual(['minLength']);
    expect(checkPassword(base + 'a'.repeat(96))).toEqual([]);
    expect(checkPassword(base + 'a'.repeat(97))).toEqual(['maxLength']);
  });

  it('applies the configured minimum', () => {
    expect(checkPassword('Abcdef1!', 12)).toEqual(['minLength']);
    expect(checkPassword('Abcdefgh1!xy', 12)).toEqual([]);
    expect(isValidPassword('Ab1!x', 5)).toBe(true);
  });

  it('treats accented letters as letters and spaces as non-special', () => {
    expect(checkPassword('ÉLODIEé1!')).toEqual([]);
    expect(checkPassword('Abcd efg1')).toEqual(['special']);
  });

  it('counts characters, not UTF-16 units', () => {
    // 7 characters, 8 UTF-16 units: too short.
    expect(checkPassword('Ab1😀xyz')).toEqual(['minLength']);
    expect(checkPassword('Ab1😀xyzw')).toEqual([]);
  });
});

describe('passwordPattern', () => {
  it('agrees with checkPassword', () => {
    const samples = ['Abcdef1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abcde1!', 'ÉLODIEé1!', 'Ab1😀xyz', 'Ab1😀xyzw',
      'Aa1!' + 'a'.repeat(96), 'Aa1!' + 'a'.repeat(97), 'Aa1!\naaaa', ''];
    for (const min of [undefined, 12]) {
      const re = new RegExp(passwordPattern(min), 'u');
      for (const sample of samples) {
        expect(re.test(sample), `${sample} (min ${min})`).toBe(isValidPassword(sample, min));
      }
    }
  });
});

describe('passwordsMatch', () => {
  it('needs identical strings', () => {
    expect(passwordsMatch('Abcdef1!', 'Abcdef1!')).toBe(true);
    expect(passwordsMatch('Abcdef1!', 'abcdef1!')).toBe(false);
    expect(passwordsMatch('Abcdef1!', 'Abcdef1! ')).toBe(false);
    expect(passwordsMatch(null, '')).toBe(true);
    expect(PASSWORD_MESSAGES.mismatch).toBe("Merci de saisir les mots de passe à l'identique.");
  });
});
