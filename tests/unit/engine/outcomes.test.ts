import { describe, expect, it } from 'vitest';
import { navigationTarget, planOutcome } from '../../../src/engine/outcomes';
import type { Outcome } from '../../../src/language/screenTypes';

/** The contract rules as a file: manual management answers with a toast; else the contracts are reloaded. */
const ribOutcomes: Outcome[] = [
  {
    when: { value: { $response: 'isModeGestionManuel' }, truthy: true },
    toast: 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.',
    close: true,
  },
  { toast: 'Votre demande a bien été prise en compte', invalidates: ['Contrats'], reloadPage: 5, close: true },
];

describe('submit outcomes as data', () => {
  it('a manual-management answer shows the product text instead of refreshing caches', () => {
    expect(planOutcome(ribOutcomes, { response: { isModeGestionManuel: true } })).toEqual({
      toast: 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.',
      navigate: undefined,
      invalidates: [],
      reloadPageAfterMs: undefined,
      close: true,
    });
  });

  it('otherwise the contract-touching acte reloads the contracts, then the page after 5 s', () => {
    expect(planOutcome(ribOutcomes, { response: { isModeGestionManuel: false } })).toEqual({
      toast: 'Votre demande a bien été prise en compte',
      navigate: undefined,
      invalidates: ['Contrats'],
      reloadPageAfterMs: 5000,
      close: true,
    });
  });

  it('no outcome, or none that applies → nothing to do', () => {
    expect(planOutcome(undefined, {})).toBeNull();
    expect(planOutcome([{ when: { value: { $response: 'x' }, truthy: true }, toast: 'a' }], { response: {} })).toBeNull();
  });

  it('toasts are templates of the same values', () => {
    expect(planOutcome([{ toast: 'Code envoyé à {form.email}' }], { data: { email: 'a@b.fr' } })?.toast).toBe('Code envoyé à a@b.fr');
  });

  it('navigate tries its targets in order: a reference must be a same-origin hash route, a literal is the file’s own', () => {
    const login = [{ $query: 'callbackUrl' }, '/accueil'];
    expect(navigationTarget(login, { query: { callbackUrl: '/#/contrats' } })).toBe('/contrats');
    expect(navigationTarget(login, { query: { callbackUrl: 'https://evil.example' } })).toBe('/accueil');
    expect(navigationTarget(login, { query: {} })).toBe('/accueil');
    expect(navigationTarget('/display-email', {})).toBe('/display-email');
    expect(navigationTarget(undefined, {})).toBeUndefined();
  });
});

describe('outcomes that stay in the dialog', () => {
  it('message: a text shown in place of the form (a template); reset: the form empties again', () => {
    const plan = planOutcome(
      [{ when: { value: { $response: 'isModeGestionManuel' }, truthy: true }, message: 'Demande n° {response.id} prise en compte.' }, { reset: true }],
      { response: { isModeGestionManuel: true, id: 7 } },
    );
    expect(plan).toMatchObject({ message: 'Demande n° 7 prise en compte.', close: false });
    expect(planOutcome([{ reset: true }], {})).toMatchObject({ reset: true, message: undefined });
  });

  it('leaves the app only for a path of this site (the payment page), never for another site', () => {
    const leave = (redirectUrl: unknown) => planOutcome([{ leaveTo: { $response: 'redirectUrl' } }], { response: { redirectUrl } })?.leaveTo;
    expect(leave('/paiement/monext/AbCd_-12')).toBe('/paiement/monext/AbCd_-12');
    for (const bad of ['https://pirate.example/pay', '//pirate.example/pay', '/\\pirate.example', 'javascript:alert(1)', '/a b', 42, undefined]) {
      expect(leave(bad), String(bad)).toBeUndefined();
    }
  });
});
