import { describe, expect, it } from 'vitest';
import { planOutcome } from '../../../src/engine/outcomes';
import type { Outcome } from '../../../src/language/screenTypes';

/** An outcome may draw blocks under the form with the answer as $item (the simulator's summary). */
describe('outcome blocks', () => {
  const summary = { type: 'summary', label: 'Résultat de la simulation', fields: [{ key: 'secu', label: 'Sécurité sociale', format: 'montant' }] } as const;

  it('hands the blocks of the chosen outcome to the form', () => {
    const outcomes = [{ when: { value: { $response: 'secu' }, exists: true }, blocks: [summary] }, { toast: 'Autre' }] as Outcome[];
    expect(planOutcome(outcomes, { response: { secu: 16 } })?.blocks).toEqual([summary]);
    expect(planOutcome(outcomes, { response: {} })?.blocks).toBeUndefined();
  });
});
