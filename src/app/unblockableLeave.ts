import { hasUnsavedForms, saveUnsavedDrafts } from '../engine/unsavedForms';

/**
 * A hash typed in the address bar (or set by a script) makes a history entry the router did not
 * make (no `idx` in its state): react-router cannot block that navigation, so the unsaved-form
 * question (App.tsx) is never asked and the form goes away. What was typed is kept as a draft
 * first (formDraft.ts): the form finds it again when the visitor comes back to it.
 *
 * Installed before the router, so this `popstate` listener runs before the router's own.
 */
export function keepDraftsOnUnblockableLeave(): void {
  window.addEventListener('popstate', (event) => {
    const state = event.state as { idx?: unknown } | null;
    if (typeof state?.idx !== 'number' && hasUnsavedForms()) saveUnsavedDrafts();
  });
}
