import { useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { clearAllFormDrafts } from './formDraftKeys';

/**
 * Which form blocks on screen hold data the visitor typed and did not submit.
 * A form reports itself here; while one does, closing or reloading the tab asks the browser's
 * own question (`beforeunload`, whose text cannot be chosen) and the shell's router blocker asks
 * before leaving the route (src/engine/ui/UnsavedFormsAlert.tsx). Module state: there is one page.
 *
 * Reports are made from the event handlers themselves, not from a render: a text input hands its
 * value to the form only after the next paint (widgets/theme useDeferredChange), so the keystroke
 * marks the form as being typed in at once, and the form's change then says whether its data
 * differs. A tab closed right after a key press asks too.
 */
const dirtyForms = new Set<string>();
const typingForms = new Set<string>();
/** How each form keeps what was typed for after a login (formDraft.ts). */
const draftSavers = new Map<string, () => void>();

/**
 * The session is gone and the page leaves for the login screen (a forced navigation, which the
 * blocker lets through): every form holding unsaved data keeps it first, whatever call met the 401.
 */
export function saveUnsavedDrafts(): void {
  for (const id of new Set([...dirtyForms, ...typingForms])) draftSavers.get(id)?.();
}

/**
 * The member logs out, leaving what was typed (« Quitter »): no question from the browser, and no
 * draft of this tab kept for the next person to log in here (formDraft.ts).
 */
export function forgetUnsavedForms(): void {
  dirtyForms.clear();
  typingForms.clear();
  changed();
  clearAllFormDrafts();
}

export function hasUnsavedForms(): boolean {
  return dirtyForms.size > 0 || typingForms.size > 0;
}

function askBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  event.returnValue = '';
}

const listeners = new Set<() => void>();

function changed(): void {
  if (hasUnsavedForms()) window.addEventListener('beforeunload', askBeforeUnload);
  else window.removeEventListener('beforeunload', askBeforeUnload);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether some form holds unsaved data, as a value a component re-renders with. */
export function useHasUnsavedForms(): boolean {
  return useSyncExternalStore(subscribe, hasUnsavedForms, () => false);
}

export interface UnsavedFormReport {
  /** The form's data differs (or not) from what it opened with; a keystroke's wait ends here. */
  dirty(dirty: boolean): void;
  /** A keystroke is on its way to the form's data. */
  typing(): void;
}

/** This form's reports and how it saves its draft; a form that goes away takes them along. */
export function useUnsavedFormReport(saveDraft?: () => void): UnsavedFormReport {
  const id = useId();
  const saver = useRef(saveDraft);
  saver.current = saveDraft;
  useEffect(() => {
    draftSavers.set(id, () => saver.current?.());
  }, [id]);
  useEffect(
    () => () => {
      draftSavers.delete(id);
      dirtyForms.delete(id);
      typingForms.delete(id);
      changed();
    },
    [id],
  );
  return useMemo(
    () => ({
      dirty(dirty) {
        typingForms.delete(id);
        if (dirty) dirtyForms.add(id);
        else dirtyForms.delete(id);
        changed();
      },
      typing() {
        if (typingForms.has(id)) return;
        typingForms.add(id);
        changed();
      },
    }),
    [id],
  );
}
