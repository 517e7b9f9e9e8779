import { EMAIL_MESSAGES, isValidEmail } from '../../../src/domain/email';

describe('isValidEmail', () => {
  it.each([
    'jean.dupont@example.fr',
    'jean+mutuelle@example.com',
    'j@ex.co',
    'JEAN_DUPONT@EXAMPLE.FR',
    'o\'brien@mail.example.org',
    'a-b@sous-domaine.example.fr',
    '1234@chiffres.fr',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no at sign', 'jean.dupont.example.fr'],
    ['nothing before the at sign', '@example.fr'],
    ['two at signs', 'jean@dupont@example.fr'],
    ['no dot in the domain', 'jean@localhost'],
    ['a one-letter TLD', 'jean@example.f'],
    ['a numeric TLD', 'jean@example.123'],
    ['an IP address', 'jean@192.168.0.1'],
    ['a leading dot', '.jean@example.fr'],
    ['a trailing dot in the local part', 'jean.@example.fr'],
    ['a double dot', 'jean..dupont@example.fr'],
    ['a double dot in the domain', 'jean@example..fr'],
    ['a hyphen at a label edge', 'jean@-example.fr'],
    ['a space', 'jean dupont@example.fr'],
    ['surrounding spaces', ' jean@example.fr '],
    ['an accent', 'élodie@example.fr'],
    ['a comma', 'jean,dupont@example.fr'],
    ['empty', ''],
  ])('refuses %s', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses a local part over 64 characters and an address over 254', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.fr`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.fr`)).toBe(false);
    // 5 + 4 × 61 + 2 = 251 characters: fine; one label longer by 4 makes 255: refused.
    const domain = (extra: number) => `${'a'.repeat(60 + extra)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.fr`;
    expect(`jean@${domain(3)}`).toHaveLength(254);
    expect(isValidEmail(`jean@${domain(3)}`)).toBe(true);
    expect(isValidEmail(`jean@${domain(4)}`)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });

  it('exports the product message', () => {
    expect(EMAIL_MESSAGES.pattern).toBe("Le format de l'identifiant (adresse e-mail) est incorrect");
  });
});
