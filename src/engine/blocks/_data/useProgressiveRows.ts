import { startTransition, useEffect, useState } from 'react';

/** Rows drawn at once: more than a tall screen shows (a compact row is ~32 px). */
export const FIRST_ROWS = 50;
/** Rows added per frame after that. */
export const NEXT_ROWS = 150;

/**
 * How many of `rows` to draw now. A long list (a 500-row table) is drawn a screenful first, then
 * the rest in slices, one per frame, as interruptible updates: the member sees the rows they can
 * read (or their new order after a sort) at once instead of after the layout of every row
 * (issue 14 budget: 500 rows on screen in ≤ 100 ms, sorted in ≤ 50 ms). Every row is in the
 * page a few frames later — no windowing: find-in-page, the keyboard and screen readers reach
 * them all; `complete` is false meanwhile (the table says aria-busy).
 */
export function useProgressiveRows<T>(rows: readonly T[]): { shown: readonly T[]; complete: boolean } {
  const [state, setState] = useState({ rows, count: FIRST_ROWS });
  // New rows or a new order: start again from the first screenful (the rest follows).
  const count = state.rows === rows ? state.count : FIRST_ROWS;
  if (state.rows !== rows) setState({ rows, count });
  const complete = count >= rows.length;
  useEffect(() => {
    if (complete) return;
    let timer = 0;
    // After the frame that shows the current rows is painted.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setState((current) => (current.rows === rows ? { rows, count: current.count + NEXT_ROWS } : current))));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows, count, complete]);
  return { shown: complete ? rows : rows.slice(0, count), complete };
}
