import { describe, expect, expectTypeOf, it } from 'vitest';

import { submitActeArgs, type SubmitActeArgs } from '../../../src/api/types';
import type { ActeBodies } from '../../../src/generated/types';
import type { assertValidBody } from '../../../src/server/validation';

// The type checks below are enforced by `npm run check` (tsc covers tests/): a body that does not
// fit its acte, or an acte that does not exist, must not compile.
describe('typed acte calls (ActeBodies, generated from schemas/actes)', () => {
  it('submitActeArgs takes the body of the named acte and carries the acte name', () => {
    const args = submitActeArgs('login', { userName: 'adherent@demo.fr', password: 'Demo#2026pass' }, 'identity/login');
    expect(args).toEqual({
      acte: 'login',
      body: { userName: 'adherent@demo.fr', password: 'Demo#2026pass' },
      endpoint: 'identity/login',
      method: undefined,
    });
    expectTypeOf(args).toEqualTypeOf<SubmitActeArgs>();
  });

  it('a body that is not the acte\'s, or an unknown acte, does not compile', () => {
    const wrong = () => {
      // @ts-expect-error -- `login` has no `nouvelIdentifiant`, and lacks userName/password
      submitActeArgs('login', { nouvelIdentifiant: 'x@demo.fr' }, 'identity/login');
      // @ts-expect-error -- no acte is called so
      submitActeArgs('pre-forgot-username', {}, 'identity/pre-forgot-username');
      // @ts-expect-error -- a union member pairs each acte with its own body only
      const mixed: SubmitActeArgs = { acte: 'changementidentifiant', endpoint: 'x', body: { userName: 'a', password: 'b' } };
      return mixed;
    };
    expect(typeof wrong).toBe('function');
  });

  it('assertValidBody returns the named acte\'s body type on the server', () => {
    expectTypeOf<ReturnType<typeof assertValidBody<'rib-prestations'>>>().toEqualTypeOf<ActeBodies['rib-prestations']>();
    expectTypeOf<ReturnType<typeof assertValidBody<'forgot-username'>>>().toEqualTypeOf<ActeBodies['forgot-username']>();
    expectTypeOf<Parameters<typeof assertValidBody>[0]>().toEqualTypeOf<keyof ActeBodies>();
  });

  it('forgot-username is one acte for both steps (no pre-forgot-username copy)', () => {
    expectTypeOf<'pre-forgot-username' extends keyof ActeBodies ? true : false>().toEqualTypeOf<false>();
    expectTypeOf<ActeBodies['forgot-username']>().toHaveProperty('email');
  });
});
