import { describe, expect, it } from 'vitest';
import { evaluateAllFeatures, isFeatureVisible } from '../../../src/language/featureVisibility';
import type { Fonctionnalites } from '../../../src/api/types';

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
    expect(isFeatureVisible(flags, key, contract)).toBe(visible);
  });

  it('no configuration at all shows everything', () => {
    expect(isFeatureVisible(undefined, 'anything', null)).toBe(true);
  });

  it('evaluates every configured key for the form context', () => {
    expect(evaluateAllFeatures(flags, 'C2')).toEqual({ off: false, offButContract: false, on: true, perContract: false });
  });
});
