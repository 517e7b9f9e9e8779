import { describe, expect, it } from 'vitest';
import { barLayout } from '../../../../../src/engine/blocks/chart/barLayout';

describe('chart bar layout', () => {
  it('one group per row, one bar per series, heights proportional to the values on round ticks from zero', () => {
    const layout = barLayout([{ values: [10, 5] }, { values: [0, 7] }], 2);
    expect(layout.groups).toHaveLength(2);
    expect(layout.groups[0].bars).toHaveLength(2);
    const [ten, five] = layout.groups[0].bars;
    expect(ten.height).toBeCloseTo(five.height * 2);
    expect(layout.groups[1].bars[0].height).toBe(0);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 5, 10]);
    // Bars stand on the zero line and never overlap the next group.
    expect(ten.y + ten.height).toBeCloseTo(layout.ticks[0].y);
    expect(layout.groups[0].bars[1].x + layout.groups[0].bars[1].width).toBeLessThan(layout.groups[1].bars[0].x);
  });

  it('all zeros still has a scale (no division by zero)', () => {
    const layout = barLayout([{ values: [0] }], 1);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 1]);
    expect(Number.isFinite(layout.groups[0].bars[0].y)).toBe(true);
  });
});
