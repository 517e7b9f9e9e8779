import { createContext } from 'react';

/**
 * Text inputs of a `BlueprintForm` show each keystroke at once and hand the new value to RJSF
 * from a timer after the next frame (see `utils/useDeferredChange.ts`): RJSF's work for one change (copy
 * and re-derive the whole form state, re-render the path to the field — 5 to 10 ms on a
 * 300-field acte) then runs after the character is painted instead of before.
 *
 * This registry holds the changes not committed yet, so that whoever needs the form data
 * exact — a submit, a blur — can push them through synchronously first.
 */
export interface PendingEdits {
  add(flush: () => void): void;
  remove(flush: () => void): void;
  /** Hands every pending change to RJSF now (urgent updates, in the order typed). */
  flush(): void;
}

/** `onFirst`: a keystroke now waits where none did (the form's data is about to change). */
export function createPendingEdits(onFirst?: () => void): PendingEdits {
  const pending = new Set<() => void>();
  return {
    add(flush) {
      if (pending.size === 0) onFirst?.();
      pending.add(flush);
    },
    remove: (flush) => void pending.delete(flush),
    flush() {
      const flushes = [...pending];
      pending.clear();
      for (const flush of flushes) flush();
    },
  };
}

/** The registry of the enclosing `BlueprintForm`; `null` outside it (inputs then change at once). */
export const PendingEditsContext = createContext<PendingEdits | null>(null);
