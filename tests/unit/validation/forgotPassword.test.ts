// Configuration as data: the birth date exists and is required only when the client turns
// isCheckBirthdayForgotPasswordActivated on — one static schema, branched on the context.
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';

import { createActeValidator } from '../../../src/engine/validation/precompiledValidator';
import { validateActe } from '../../../src/language/validation/validateActe';
import { acteValidators } from '../../../src/generated/validators';
import { context } from './helpers';

const userName = 'marie.durand@exemple.fr';
const on = context({ isCheckBirthdayForgotPasswordActivated: true });
const off = context({ isCheckBirthdayForgotPasswordActivated: false });

describe('forgot-password: birth date driven by the context', () => {
  it('flag on: birth date required, with the product text', () => {
    expect(validateActe('forgot-password', { context: on, userName })).toEqual({
      valid: false,
      errors: [{ path: '/dateNaissance', message: 'La date de naissance est obligatoire' }],
    });
    expect(validateActe('forgot-password', { context: on, userName, dateNaissance: '1985-07-14' }).valid).toBe(true);
  });

  it('flag on: birth date must be a real date', () => {
    expect(validateActe('forgot-password', { context: on, userName, dateNaissance: '1985-13-01' }).errors).toEqual([
      { path: '/dateNaissance', message: 'La date de naissance doit être au format JJ/MM/AAAA' },
    ]);
  });

  it('flag off or no context: no birth date asked', () => {
    expect(validateActe('forgot-password', { context: off, userName }).valid).toBe(true);
    expect(validateActe('forgot-password', { userName }).valid).toBe(true);
  });

  it('username is required and an e-mail', () => {
    expect(validateActe('forgot-password', { context: off }).errors).toEqual([
      { path: '/userName', message: '* saisie obligatoire' },
    ]);
    expect(validateActe('forgot-password', { context: off, userName: 'marie' }).errors).toEqual([
      { path: '/userName', message: "Le format de l'identifiant (adresse e-mail) est incorrect" },
    ]);
  });

  describe('in RJSF, with the precompiled validator', () => {
    const { schema, validateFns } = acteValidators['forgot-password'];
    const validator = createActeValidator(validateFns, schema);

    it('the field appears only when the flag is on', () => {
      const shown = retrieveSchema(validator, schema, schema, { context: on, userName });
      const hidden = retrieveSchema(validator, schema, schema, { context: off, userName });
      expect(Object.keys(shown.properties ?? {})).toContain('dateNaissance');
      expect(shown.required).toContain('dateNaissance');
      expect(Object.keys(hidden.properties ?? {})).not.toContain('dateNaissance');
    });

    it('the error is French and sits under the field', () => {
      const { errors, errorSchema } = validator.validateFormData({ context: on, userName }, schema as RJSFSchema);
      const fields = errorSchema as Record<string, { __errors?: string[] }>;
      expect(errors.map((error) => [error.property, error.message])).toEqual([
        ['dateNaissance', 'La date de naissance est obligatoire'],
      ]);
      expect(fields.dateNaissance?.__errors).toEqual(['La date de naissance est obligatoire']);
    });
  });
});
