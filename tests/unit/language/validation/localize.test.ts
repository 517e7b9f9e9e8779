// Every French validation text a schema carries, for the rule it belongs to.
import { validateActe } from '../../../../src/language/validation/validateActe';
import { REQUIRED_MESSAGE } from '../../../../src/language/validation/localize';
import { context, messagesAt, sampleOf } from '../../validation/helpers';

const register = () => structuredClone(sampleOf('register'));

describe('French validation messages on their broken rule', () => {
  it('sample data is valid', () => {
    expect(validateActe('register', register())).toEqual({ valid: true, errors: [] });
  });

  it.each([['Dup0nt'], ['Durand!'], ['']])("nom '%s': caractères spéciaux ou numériques", (nom) => {
    const { errors } = validateActe('register', { ...register(), nom });
    expect(messagesAt(errors, '/nom')).toContain(
      'Vous ne pouvez pas renseigner un nom/prénom comportant des caractères spéciaux ou numériques',
    );
  });

  it('accents, apostrophe, hyphen and spaces are letters enough', () => {
    const { valid } = validateActe('register', { ...register(), nom: "D'Aubigné-Le Gall", prenom: 'Zoé' });
    expect(valid).toBe(true);
  });

  it('combined nom + prénom length with N = tailleMaxPrenomNom, on the prénom field', () => {
    const data = register();
    (data.context as { config: Record<string, unknown> }).config.tailleMaxPrenomNom = 10;
    const { errors } = validateActe('register', data);
    expect(messagesAt(errors, '/prenom')).toEqual([
      'Le nombre de caractères cumulés de vos nom et prénom ne doit pas dépasser 10',
    ]);
  });

  it('birth date: required', () => {
    const { dateNaissance: _omitted, ...data } = register();
    expect(messagesAt(validateActe('register', data).errors, '/dateNaissance')).toEqual([
      'La date de naissance est obligatoire',
    ]);
  });

  it.each([['14/07/1985'], ['1985-02-30'], ['hier']])("birth date '%s': format JJ/MM/AAAA", (dateNaissance) => {
    expect(messagesAt(validateActe('register', { ...register(), dateNaissance }).errors, '/dateNaissance')).toEqual([
      'La date de naissance doit être au format JJ/MM/AAAA',
    ]);
  });

  it('birth date after today is refused', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(messagesAt(validateActe('register', { ...register(), dateNaissance: tomorrow }).errors, '/dateNaissance')).toEqual([
      'La date de naissance ne peut pas être postérieure à la date du jour',
    ]);
  });

  it.each([['3850775123456'], ['185077512345'], ['1851375123456'], ['1850700123456']])("NIR '%s': format sans clé", (nir) => {
    expect(messagesAt(validateActe('register', { ...register(), nir }).errors, '/nir')).toContain(
      'Le format du numéro de sécurité sociale (sans clé) est incorrect',
    );
  });

  it('NIR with Corsica 2A/2B is accepted', () => {
    expect(validateActe('register', { ...register(), nir: '185072A123456' }).valid).toBe(true);
  });

  it.each([['marie.durand@'], ['marie durand@exemple.fr'], ['marie@exemple']])("e-mail '%s': format de l'identifiant", (email) => {
    expect(messagesAt(validateActe('register', { ...register(), email }).errors, '/email')).toEqual([
      "Le format de l'identifiant (adresse e-mail) est incorrect",
    ]);
  });

  it.each([['abc'], ['abcd1234'], ['ABCDEFGH1!'], ['Abcdefgh!!']])("password '%s': policy with the default N = 8", (password) => {
    const data = { ...register(), password, confirmPassword: password, context: context() };
    expect(messagesAt(validateActe('register', data).errors, '/password')).toEqual([
      'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
    ]);
  });

  it("password: N is the client's passwordRequiredLength", () => {
    const data = { ...register(), password: 'Abcdef1!x', confirmPassword: 'Abcdef1!x', context: context({ passwordRequiredLength: 12 }) };
    expect(messagesAt(validateActe('reset-password', { ...sampleOf('reset-password'), ...data }).errors, '/password')).toEqual([
      'Merci de saisir 12 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
    ]);
  });

  it('password and confirmation must be identical', () => {
    for (const acte of ['register', 'reset-password', 'activate-user', 'change-password']) {
      const data = { ...sampleOf(acte), confirmPassword: 'Autre2024!!' };
      expect(messagesAt(validateActe(acte, data).errors, '/confirmPassword'), acte).toEqual([
        "Merci de saisir les mots de passe à l'identique.",
      ]);
    }
  });

  it('CGU must be accepted', () => {
    const blocked = "Blocage création compte - absence d'acceptation des conditions d'utilisation du site";
    expect(messagesAt(validateActe('register', { ...register(), cgu: false }).errors, '/cgu')).toEqual([blocked]);
    const { cgu: _omitted, ...withoutCgu } = register();
    expect(messagesAt(validateActe('register', withoutCgu).errors, '/cgu')).toEqual([blocked]);
  });

  it('CGU are not asked when the feature is configured and hidden', () => {
    const data = register();
    delete data.cgu;
    (data.context as { features: Record<string, boolean> }).features.consentementCGUCreationCompteAutreActe = false;
    expect(validateActe('register', data).valid).toBe(true);
  });

  it('IBAN last 4: 4 uppercase letters or digits', () => {
    for (const iban of ['12a4', '123', '12345']) {
      expect(messagesAt(validateActe('register', { ...register(), iban }).errors, '/iban'), iban).toEqual([
        'Merci de saisir les 4 derniers caractères de votre IBAN (lettres majuscules et chiffres)',
      ]);
    }
  });

  it('IBAN last 4 required only with isRegisterIbanObligatoire', () => {
    const { iban: _omitted, ...data } = register();
    expect(messagesAt(validateActe('register', data).errors, '/iban')).toEqual([REQUIRED_MESSAGE]);
    const optional = structuredClone(data);
    (optional.context as { config: Record<string, unknown> }).config.isRegisterIbanObligatoire = false;
    expect(validateActe('register', optional).valid).toBe(true);
  });

  it('postal code: French, 5 digits, 01 to 98, when verified', () => {
    for (const codePostal of ['00100', '99000', '6900', 'A9003']) {
      expect(messagesAt(validateActe('register', { ...register(), codePostal }).errors, '/codePostal'), codePostal).toEqual([
        'Le code postal doit comporter 5 chiffres',
      ]);
    }
    const data = register();
    (data.context as { config: Record<string, unknown> }).config.isCodePostalVerifiedOnAccountCreation = false;
    delete data.codePostal;
    expect(validateActe('register', data).valid).toBe(true);
  });

  it('a required field without a specific text gets the product note', () => {
    expect(validateActe('login', { password: 'x' }).errors).toEqual([{ path: '/userName', message: REQUIRED_MESSAGE }]);
  });

  it('other errors are in French (ajv-i18n)', () => {
    expect(validateActe('check-token', { ...sampleOf('check-token'), purpose: 'Autre' }).errors).toEqual([
      { path: '/purpose', message: 'doit être égal à une des valeurs prédéfinies' },
    ]);
  });
});
