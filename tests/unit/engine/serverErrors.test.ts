import { describe, expect, it } from 'vitest';
import { serverErrorsToErrorSchema } from '../../../src/engine/serverErrors';

describe('server field errors → RJSF extra errors', () => {
  it('nests JSON pointers and keeps each message once', () => {
    expect(
      serverErrorsToErrorSchema([
        { path: '/nom', message: 'Nom invalide' },
        { path: '/adresse/codePostal', message: 'Code postal invalide' },
        { path: '/nom', message: 'Nom invalide' },
        { path: '', message: 'Merci de renseigner toutes les données obligatoires.' },
      ]),
    ).toEqual({
      nom: { __errors: ['Nom invalide'] },
      adresse: { codePostal: { __errors: ['Code postal invalide'] } },
      __errors: ['Merci de renseigner toutes les données obligatoires.'],
    });
  });
});
