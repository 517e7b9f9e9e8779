import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { PendingEditsContext } from '../FormState/pendingEdits';

/** Runs `task` once the browser has painted the next frame (rAF, then a task after it). */
function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * A text input's change, typing feedback first: the input shows the typed text in the very
 * next frame (local state, a render of this input only), and RJSF gets the value just after
 * that frame is painted — once per frame, with the latest text, however many keys came in
 * between. Inside a `BlueprintForm` only — elsewhere `change` calls `onChange` at once, as
 * stock RJSF does.
 *
 * Returns the text to show while a change is on its way (`undefined`: show `value`), the
 * change handler, and `flush` to hand a pending change to RJSF synchronously (blur).
 */
export function useDeferredChange(value: unknown, onChange: (next: any) => void) {
  const edits = useContext(PendingEditsContext);
  const [draft, setDraft] = useState<{ text: string; base: unknown } | null>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const pending = useRef<{ next: unknown } | null>(null);

  const flush = useCallback(() => {
    const change = pending.current;
    if (!change) return;
    pending.current = null;
    edits?.remove(flush);
    latest.current.onChange(change.next);
  }, [edits]);

  const change = useCallback(
    (text: string, next: unknown) => {
      if (!edits) {
        latest.current.onChange(next);
        return;
      }
      setDraft({ text, base: latest.current.value });
      const scheduled = pending.current !== null;
      pending.current = { next };
      edits.add(flush);
      if (!scheduled) afterNextPaint(flush);
    },
    [edits, flush],
  );

  useEffect(() => () => edits?.remove(flush), [edits, flush]);

  // A draft lives only while the form's value is still the one it was typed over: once RJSF
  // has the change (or the value is replaced from outside), the value is shown again.
  let shown = draft?.text;
  if (draft !== null && !Object.is(draft.base, value)) {
    setDraft(null);
    shown = undefined;
  }
  return { shown, change, flush };
}
