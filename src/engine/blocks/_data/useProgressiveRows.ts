import { startTransition, useEffect, useState } from 'react';

/** Rows drawn at once: more than a tall screen shows (a compact row is ~32 px). Also in dataBlocks.css. */
export const FIRST_ROWS = 50;
/** Rows added per frame after that. */
export const NEXT_ROWS = 150;

export interface ProgressiveRows<T> {
  /** The rows in the page now. */
  shown: readonly T[];
  /** Every row is in the page. */
  complete: boolean;
  /**
   * The rows were just reordered (a sort): for one frame only the first screenful is laid out
   * (the table's `--settling` class hides the others); the rest shows on the next frame.
   */
  settling: boolean;
}

/**
 * Which rows to draw now. A long list (a 500-row table) is drawn a screenful first, then the
 * rest in slices, one per frame, as interruptible updates; a new order of rows all in the page
 * moves them (nothing is drawn again) and lays out the first screenful first. The member sees the
 * rows they can read at once instead of after the layout of every row (budget: 500
 * rows on screen in ≤ 100 ms, sorted in ≤ 50 ms). Every row is in the page a few frames later —
 * no windowing: find-in-page, the keyboard and screen readers reach them all; the table says
 * aria-busy until then.
 */
export function useProgressiveRows<T>(rows: readonly T[]): ProgressiveRows<T> {
  const [state, setState] = useState({ rows, count: FIRST_ROWS, settling: false });
  let current = state;
  if (state.rows !== rows) {
    // The same number of rows, all in the page already: a new order (they move, not redrawn).
    const reordered = state.count >= state.rows.length && rows.length === state.rows.length;
    current = reordered ? { rows, count: state.count, settling: rows.length > FIRST_ROWS } : { rows, count: FIRST_ROWS, settling: false };
    setState(current);
  }
  const { count, settling } = current;
  const complete = count >= rows.length;
  useEffect(() => {
    if (complete && !settling) return;
    let timer = 0;
    // After the frame that shows the first rows is painted.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() =>
        startTransition(() =>
          setState((now) => (now.rows !== rows ? now : settling ? { ...now, settling: false } : { ...now, count: now.count + NEXT_ROWS })),
        ),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows, count, complete, settling]);
  return { shown: complete ? rows : rows.slice(0, count), complete, settling };
}
