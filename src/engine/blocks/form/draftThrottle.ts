/**
 * Saving a draft while the member types: at most one save every `intervalMs`,
 * and always a last one with the latest data (trailing), so fast typing loses nothing and never
 * waits — `push` only notes the data and arms a timer.
 */
export interface ThrottledSave<T> {
  /** The latest data: saved now if the last save is old enough, else when the interval ends. */
  push(data: T): void;
  /** Saves what is waiting at once (the form goes away). */
  flush(): void;
  /** Forgets what is waiting (the acte was sent: its draft is gone). */
  cancel(): void;
}

export function createThrottledSave<T>(save: (data: T) => void, intervalMs: number, now: () => number = Date.now): ThrottledSave<T> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: { data: T } | null = null;
  const run = () => {
    timer = null;
    if (!waiting) return;
    const { data } = waiting;
    waiting = null;
    last = now();
    save(data);
  };
  return {
    push(data) {
      waiting = { data };
      if (timer !== null) return;
      timer = setTimeout(run, Math.max(0, last + intervalMs - now()));
    },
    flush() {
      if (timer !== null) clearTimeout(timer);
      run();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}
