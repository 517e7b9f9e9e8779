// Content-Security-Policy without 'unsafe-eval': the precompiled validators, the RJSF
// precompiled validator and the localizer must run with the Function constructor unusable.
import type { RJSFSchema } from '@rjsf/utils';

import { context } from './helpers';

const RealFunction = globalThis.Function;

describe('validation without eval', () => {
  beforeEach(() => {
    vi.resetModules();
    globalThis.Function = function Function() {
      throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed");
    } as unknown as FunctionConstructor;
  });
  afterEach(() => {
    globalThis.Function = RealFunction;
  });

  it('the stub really refuses code generation', () => {
    expect(() => new globalThis.Function('return 1')).toThrow(EvalError);
  });

  it('an acte validator loaded after the stub validates in French', async () => {
    const { loadActeValidator } = await import('../../../src/engine/validation');
    const { schema, validator } = await loadActeValidator('forgot-password');
    const data = { context: context({ isCheckBirthdayForgotPasswordActivated: true }), userName: 'marie' };
    const { errors } = validator.validateFormData(data, schema as RJSFSchema);
    expect(errors.map((error) => error.message).sort()).toEqual([
      'La date de naissance est obligatoire',
      "Le format de l'identifiant (adresse e-mail) est incorrect",
    ]);
  });

  it('the server-side validateActe too, on the largest acte', async () => {
    const { validateActe } = await import('../../../src/language/validation/validateActe');
    const result = validateActe('register', { context: context({ createAccountAuthMode: 'all' }), password: 'x' });
    expect(result.valid).toBe(false);
    expect(result.errors.length).toBeGreaterThan(3);
  });
});
