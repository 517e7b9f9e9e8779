import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottledSave } from '../../../../../src/engine/blocks/form/draftThrottle';

/** The draft is saved at most every 3 s while typing, the last keystrokes always. */
describe('createThrottledSave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the first change at once, then at most once per interval, always with the latest data', () => {
    const saved: string[] = [];
    const throttled = createThrottledSave<string>((data) => saved.push(data), 3000);
    throttled.push('a');
    vi.advanceTimersByTime(0);
    expect(saved).toEqual(['a']);
    // Fast typing: twenty changes within the interval are one save, of the last one.
    for (const text of ['ab', 'abc', 'abcd']) {
      throttled.push(text);
      vi.advanceTimersByTime(100);
    }
    expect(saved).toEqual(['a']);
    vi.advanceTimersByTime(3000);
    expect(saved).toEqual(['a', 'abcd']);
    // Nothing new: no save.
    vi.advanceTimersByTime(10_000);
    expect(saved).toEqual(['a', 'abcd']);
  });

  it('flush saves what waits at once; cancel forgets it', () => {
    const saved: number[] = [];
    const throttled = createThrottledSave<number>((data) => saved.push(data), 3000);
    throttled.push(1);
    vi.advanceTimersByTime(0);
    throttled.push(2);
    throttled.flush();
    expect(saved).toEqual([1, 2]);
    throttled.push(3);
    throttled.cancel();
    vi.advanceTimersByTime(10_000);
    expect(saved).toEqual([1, 2]);
    throttled.flush();
    expect(saved).toEqual([1, 2]);
  });
});
