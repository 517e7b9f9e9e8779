import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PendingEditsContext } from '../FormState/pendingEdits';

/** Runs `task` once the browser has painted the next frame (rAF, then a task after it). */
function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}

const NOTHING_SENT = Symbol('nothing sent');

/**
 * The text being typed, ahead of RJSF: `next` is the value of the last keystroke, `sent` the
 * last value handed to RJSF, `ours` every value this input produced since the draft began (the
 * value it was typed over first).
 */
interface Draft {
  text: string;
  next: unknown;
  sent: unknown;
  ours: unknown[];
}

/** RJSF hands a field back what it was given, except that a number field may hand back the number. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'number' && typeof b === 'string') return b.trim() !== '' && Number(b) === a;
  if (typeof b === 'number' && typeof a === 'string') return a.trim() !== '' && Number(a) === b;
  return false;
}

/**
 * A text input's change, typing feedback first: the input shows the typed text in the very
 * next frame (local state, a render of this input only), and RJSF gets the value just after
 * that frame is painted — once per frame, with the latest text, however many keys came in
 * between. Inside a `BlueprintForm` only — elsewhere `change` calls `onChange` at once, as
 * stock RJSF does.
 *
 * The keystrokes (urgent updates) and RJSF's commit of an earlier text (a normal update, from a
 * timer) are rendered separately, so RJSF often renders this input with a value that is already
 * behind what was typed since. Such an echo of our own earlier text must not end the draft:
 * the input would show the older text and the next key would be typed into it, dropping the
 * characters in between. The draft ends only when RJSF holds the latest text and was handed
 * nothing since, or when the value becomes one this input never produced (a value set from
 * outside, an upper-casing parent).
 *
 * Returns the text to show while a change is on its way (`undefined`: show `value`), the
 * change handler, and `flush` to hand a pending change to RJSF synchronously (blur).
 */
export function useDeferredChange(value: unknown, onChange: (next: any) => void) {
  const edits = useContext(PendingEditsContext);
  const [draft, setDraft] = useState<Draft | null>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const pending = useRef<{ next: unknown } | null>(null);

  const flush = useCallback(() => {
    const change = pending.current;
    if (!change) return;
    pending.current = null;
    edits?.remove(flush);
    // Same batch as RJSF's own update: the render that shows RJSF's new value knows it was sent.
    setDraft((current) => current && { ...current, sent: change.next });
    latest.current.onChange(change.next);
  }, [edits]);

  const change = useCallback(
    (text: string, next: unknown) => {
      if (!edits) {
        latest.current.onChange(next);
        return;
      }
      const base = latest.current.value;
      setDraft((current) =>
        current ? { ...current, text, next, ours: [...current.ours, next] } : { text, next, sent: NOTHING_SENT, ours: [base, next] },
      );
      const scheduled = pending.current !== null;
      pending.current = { next };
      edits.add(flush);
      // Rendered at once (flushSync), not at React's default priority: a discrete event coming next —
      // leaving the field, a password manager filling the next one — would otherwise be rendered
      // before it, and RJSF's blur would report the form without this text, which was then lost.
      if (!scheduled) afterNextPaint(() => flushSync(flush));
    },
    [edits, flush],
  );

  useEffect(() => () => edits?.remove(flush), [edits, flush]);

  let shown = draft?.text;
  const caughtUp = draft !== null && sameValue(draft.sent, draft.next) && sameValue(value, draft.next);
  if (draft !== null && (caughtUp || !draft.ours.some((mine) => sameValue(mine, value)))) {
    setDraft(null);
    shown = undefined;
  }
  return { shown, change, flush };
}
