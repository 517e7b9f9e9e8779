import { useEffect, useId } from 'react';

/**
 * Which form blocks on screen hold data the visitor typed and did not submit (issue 14 item 8).
 * A form reports itself here; the shell asks before leaving the route or closing the tab
 * (src/app/UnsavedFormsPrompt.tsx). Module state: there is one page, and forms come and go.
 */
const dirtyForms = new Set<string>();

export function hasUnsavedForms(): boolean {
  return dirtyForms.size > 0;
}

/** Forgets every form's changes: the visitor chose to leave them. */
export function discardUnsavedForms(): void {
  dirtyForms.clear();
}

/** Reports whether this form's data differs from what it opened with; a form that goes away takes its report along. */
export function useUnsavedFormReport(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return undefined;
    dirtyForms.add(id);
    return () => void dirtyForms.delete(id);
  }, [id, dirty]);
}
