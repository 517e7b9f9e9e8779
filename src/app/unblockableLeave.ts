import { hasUnsavedForms, saveUnsavedDrafts } from '../engine/unsavedForms';

/**
 * A hash typed in the address bar (or set by a script) makes a history entry the router did not
 * make (no `idx` in its state): react-router cannot block that navigation, so the unsaved-form
 * question (App.tsx) is never asked and the form goes away. What was typed is kept as a draft
 * first (formDraft.ts): the form finds it again when the visitor comes back to it.
 *
 * Imported by App.tsx for this effect, before the router exists: this `popstate` listener runs
 * before the router's own.
 */
window.addEventListener('popstate', (event) => {
  if (typeof (event.state as { idx?: unknown } | null)?.idx !== 'number' && hasUnsavedForms()) saveUnsavedDrafts();
});
