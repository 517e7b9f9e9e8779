import { describe, expect, it } from 'vitest';
import { evaluateFeatures, type Fonctionnalites } from '../../src/server/clientSettings';
import { evaluateCondition } from '../../src/language/conditions';
import type { Condition } from '../../src/language/screenTypes';

const fonctionnalites: Fonctionnalites = {
  on: { isActivated: true },
  off: { isActivated: false },
  perContract: { isActivated: true, isActivatedPerContract: { C1: true, C2: false } },
  offButContract: { isActivated: false, isActivatedPerContract: { C1: true } },
};

describe('evaluateFeatures', () => {
  it.each([
    // expression, current contract, visible
    ['notConfigured', null, true],
    ['notConfigured', 'C1', true],
    ['on', null, true],
    ['on', 'C9', true],
    ['off', null, false],
    ['off', 'C1', false],
    ['perContract', 'C1', true],
    ['perContract', 'C2', false],
    ['perContract', 'C3', false], // a map that does not list the contract: not activated for it
    ['perContract', null, true], // no current contract (public pages): the global switch decides
    ['offButContract', 'C1', false], // global AND contract
    ['off,on', null, true], // several keys: any of them (an `any` condition)
    ['off, offButContract', 'C1', false],
    ['off,notConfigured', null, true],
    ['perContract,off', 'C2', false],
    ['perContract,on', 'C2', true],
  ])('%s with contract %s → %s', (expression, contrat, visible) => {
    const keys = expression.split(',').map((key) => key.trim());
    if (keys.length === 1) expect(evaluateFeatures({ fonctionnalites }, contrat, [expression])[expression]).toBe(visible);
    else {
      const features = evaluateFeatures({ fonctionnalites }, contrat, keys);
      expect(evaluateCondition({ any: keys.map((key) => ({ feature: key })) as [Condition, ...Condition[]] }, { feature: (key) => features[key] })).toBe(visible);
    }
  });

  it('evaluates every configured key for the form context', () => {
    expect(evaluateFeatures({ fonctionnalites }, 'C2')).toEqual({ off: false, offButContract: false, on: true, perContract: false });
    expect(evaluateFeatures({ fonctionnalites: {} }, null, ['faqInbentaService'])).toEqual({ faqInbentaService: true });
  });
});
