import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * Which form blocks on screen hold data the visitor typed and did not submit (issue 14 item 8).
 * A form reports itself here; while one does, the shell asks before leaving the route or closing
 * the tab (src/app/UnsavedFormsPrompt.tsx). Module state: there is one page, and forms come and go.
 */
const dirtyForms = new Set<string>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function hasUnsavedForms(): boolean {
  return dirtyForms.size > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether some form on screen holds unsaved data, re-rendering when that changes. */
export function useHasUnsavedForms(): boolean {
  return useSyncExternalStore(subscribe, hasUnsavedForms);
}

/** Reports whether this form's data differs from what it opened with; a form that goes away takes its report along. */
export function useUnsavedFormReport(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return undefined;
    dirtyForms.add(id);
    changed();
    return () => {
      dirtyForms.delete(id);
      changed();
    };
  }, [id, dirty]);
}
