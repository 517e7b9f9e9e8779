import { describe, expect, it } from 'vitest';
import { evaluateAllFeatures, isFeatureVisible } from '../../../src/language/featureVisibility';
import type { Fonctionnalites } from '../../../src/api/types';
import { evaluateCondition, featureTest } from '../../../src/language/conditions';
import type { Condition } from '../../../src/language/screenTypes';

const flags: Fonctionnalites = {
  on: { isActivated: true },
  off: { isActivated: false },
  perContract: { isActivated: true, isActivatedPerContract: { C1: true, C2: false } },
  offButContract: { isActivated: false, isActivatedPerContract: { C1: true } },
};

describe('feature visibility', () => {
  it.each([
    // key, contract, visible
    ['absent', null, true],
    ['absent', 'C1', true],
    ['on', null, true],
    ['on', 'C9', true],
    ['off', null, false],
    ['off', 'C1', false],
    ['perContract', 'C1', true],
    ['perContract', 'C2', false],
    ['perContract', 'C3', false],
    ['perContract', null, true],
    ['offButContract', 'C1', false],
    ['off,on', null, true],
    ['off, offButContract', 'C1', false],
    ['off,absent', null, true],
    ['perContract,off', 'C2', false],
    ['perContract,on', 'C2', true],
  ])('%s with contract %s → %s', (key, contract, visible) => {
    // Several keys (once a comma list): any of them visible, in the condition language.
    const keys = key.split(',').map((part) => part.trim());
    if (keys.length === 1) expect(isFeatureVisible(flags, key, contract)).toBe(visible);
    else expect(evaluateCondition({ any: keys.map((one) => ({ feature: one })) as [Condition, ...Condition[]] }, { feature: featureTest(flags, contract) })).toBe(visible);
  });

  it('no configuration at all shows everything', () => {
    expect(isFeatureVisible(undefined, 'anything', null)).toBe(true);
  });

  it('evaluates every configured key for the form context', () => {
    expect(evaluateAllFeatures(flags, 'C2')).toEqual({ off: false, offButContract: false, on: true, perContract: false });
  });
});
