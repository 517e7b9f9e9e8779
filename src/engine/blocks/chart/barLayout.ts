/**
 * Where the bars of a chart go (pure, so it is tested without a browser): one group per row, one
 * bar per series, heights on a scale of round ticks starting at zero.
 */
export const CHART_COLORS = ['#2D72D2', '#238551', '#C87619', '#7961DB'];

export interface BarLayout {
  width: number;
  height: number;
  plotLeft: number;
  ticks: { value: number; y: number }[];
  groups: { center: number; bars: { x: number; y: number; width: number; height: number }[] }[];
}

const HEIGHT = 240;
const TOP = 12;
const BOTTOM = 28; // room for the category names
const LEFT = 44; // room for the tick values
const GROUP_WIDTH = 96;

/** A round step (1, 2, 5 × 10ⁿ) giving about four ticks up to max. */
function niceStep(max: number): number {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough)!;
  return Math.max(1, Math.round(step));
}

export function barLayout(rows: { values: number[] }[], seriesCount: number): BarLayout {
  const max = Math.max(0, ...rows.flatMap((row) => row.values));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const yOf = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => ({ value: index * step, y: yOf(index * step) }));
  const barWidth = Math.min(24, (GROUP_WIDTH - 16) / seriesCount);
  const groups = rows.map((row, index) => {
    const left = LEFT + index * GROUP_WIDTH + (GROUP_WIDTH - barWidth * seriesCount) / 2;
    return {
      center: LEFT + index * GROUP_WIDTH + GROUP_WIDTH / 2,
      bars: row.values.map((value, serie) => ({ x: left + serie * barWidth, y: yOf(value), width: barWidth - 2, height: yOf(0) - yOf(value) })),
    };
  });
  return { width: LEFT + Math.max(1, rows.length) * GROUP_WIDTH, height: HEIGHT, plotLeft: LEFT, ticks, groups };
}
