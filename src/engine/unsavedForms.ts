import { useEffect, useId } from 'react';

/**
 * Which form blocks on screen hold data the visitor typed and did not submit (issue 14 item 8).
 * A form reports itself here; while one does, closing or reloading the tab asks the browser's
 * own question (`beforeunload`, whose text cannot be chosen) and the shell's router blocker asks
 * before leaving the route (src/app/UnsavedFormsAlert.tsx). Module state: there is one page.
 */
const dirtyForms = new Set<string>();

export function hasUnsavedForms(): boolean {
  return dirtyForms.size > 0;
}

function askBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  event.returnValue = '';
}

function changed(): void {
  if (hasUnsavedForms()) window.addEventListener('beforeunload', askBeforeUnload);
  else window.removeEventListener('beforeunload', askBeforeUnload);
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
