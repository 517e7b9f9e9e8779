import { RangeSlider, type NumberRange } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { widgetTexts } from '../src/i18n/widgets';
import { WidgetErrors, errorsId } from './WidgetErrors';

const T = widgetTexts.rangeSlider;

export interface RangeConstraints {
  /** Scale of the slider. */
  min: number;
  max: number;
  /** No handle below / above these (default: the scale). */
  minLimit?: number;
  maxLimit?: number;
  /** Smallest / largest distance between the two handles. */
  minRange?: number;
  maxRange?: number;
  /** When a range rule is broken, push the other handle instead of stopping the moved one. */
  pushRange?: boolean;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * Applies the slider rules (minLimit, maxLimit, minRange, maxRange, pushRange) to a move
 * from `prev` to `next`. The handle that moved wins when pushRange is set (the other one is
 * pushed, within the limits); otherwise the moved handle is stopped.
 */
export function constrainRange(prev: NumberRange, next: NumberRange, c: RangeConstraints): NumberRange {
  const floor = Math.max(c.min, c.minLimit ?? c.min);
  const ceil = Math.min(c.max, c.maxLimit ?? c.max);
  const clamp = (v: number) => Math.min(ceil, Math.max(floor, v));
  let [lo, hi] = [clamp(Math.min(next[0], next[1])), clamp(Math.max(next[0], next[1]))];
  const movedHigh = next[1] !== prev[1] && next[0] === prev[0];
  const minRange = c.minRange ?? 0;
  const maxRange = c.maxRange ?? Infinity;
  const tooClose = () => hi - lo < minRange;
  const tooFar = () => hi - lo > maxRange;
  if (!movedHigh) {
    if (tooClose()) {
      if (c.pushRange) hi = Math.min(ceil, lo + minRange);
      if (tooClose()) lo = hi - minRange;
    }
    if (tooFar()) {
      if (c.pushRange) hi = lo + maxRange;
      else lo = hi - maxRange;
    }
  } else {
    if (tooClose()) {
      if (c.pushRange) lo = Math.max(floor, hi - minRange);
      if (tooClose()) hi = lo + minRange;
    }
    if (tooFar()) {
      if (c.pushRange) lo = hi - maxRange;
      else hi = lo + maxRange;
    }
  }
  return [clamp(lo), clamp(hi)];
}

export function readRangeConstraints(options: Record<string, unknown>, schema: WidgetProps['schema']): RangeConstraints & { stepSize: number; labelStepSize?: number } {
  const items = (schema?.items && !Array.isArray(schema.items) ? schema.items : {}) as { minimum?: number; maximum?: number; multipleOf?: number };
  return {
    min: num(options.min) ?? num(items.minimum) ?? 0,
    max: num(options.max) ?? num(items.maximum) ?? 100,
    stepSize: num(options.stepSize) ?? num(items.multipleOf) ?? 1,
    labelStepSize: num(options.labelStepSize),
    minLimit: num(options.minLimit),
    maxLimit: num(options.maxLimit),
    minRange: num(options.minRange),
    maxRange: num(options.maxRange),
    pushRange: options.pushRange === true,
  };
}

/**
 * Range slider (a change gives value and highValue) on an array of two numbers
 * `[value, highValue]`. ui:options: `min`, `max` (else the items' minimum/maximum, else 0-100),
 * `stepSize`, `labelStepSize`, `minLimit`, `maxLimit`, `minRange`, `maxRange`, `pushRange`, `unit`.
 */
export default function RangeSliderWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, disabled, readonly, options, schema, rawErrors } = props;
  const c = readRangeConstraints(options as Record<string, unknown>, schema);
  const current: NumberRange =
    Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number')
      ? [value[0], value[1]]
      : [c.minLimit ?? c.min, c.maxLimit ?? c.max];
  const unit = typeof options.unit === 'string' ? ` ${options.unit}` : '';
  return (
    <div id={id} className="ea-range-slider" style={{ padding: '0 12px' }}>
      <RangeSlider
        min={c.min}
        max={c.max}
        stepSize={c.stepSize}
        labelStepSize={c.labelStepSize ?? Math.max(c.stepSize, (c.max - c.min) / 4)}
        labelRenderer={(v) => `${v}${unit}`}
        value={current}
        disabled={disabled || readonly}
        onChange={(next) => onChange(constrainRange(current, next, c))}
        onRelease={(v) => onBlur(id, v)}
        handleHtmlProps={{ start: { 'aria-label': T.minHandle }, end: { 'aria-label': T.maxHandle } }}
      />
      <WidgetErrors id={errorsId(id)} errors={[]} rawErrors={rawErrors} />
    </div>
  );
}
