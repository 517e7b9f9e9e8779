/**
 * Remembers which fields the user has left (blurred) and whether a submit was attempted, so
 * that a field shows its errors only once the user is done with it — not while typing the
 * first character, nor for fields never visited.
 *
 * It is a tiny external store rather than React state: the themed Form provides ONE store
 * object that never changes, and each field subscribes to its own boolean with
 * `useSyncExternalStore`. Leaving a field therefore re-renders that field only, and typing
 * re-renders nothing here at all (the 300-field benchmark depends on it).
 */
export interface ErrorVisibilityStore {
  /** True when errors of the field with this id may be shown. */
  isVisible(id: string): boolean;
  /** The user left the field with this id. */
  markTouched(id: string): void;
  /** The user tried to submit: every error may be shown from now on. */
  markSubmitted(): void;
  /** True once a submit was attempted. */
  isSubmitted(): boolean;
  /** Forget everything (e.g. the engine reuses the form for a new acte). */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export function createErrorVisibilityStore(): ErrorVisibilityStore {
  const touched = new Set<string>();
  const listeners = new Set<() => void>();
  let submitted = false;
  const notify = () => listeners.forEach((listener) => listener());

  return {
    isVisible: (id) => submitted || touched.has(id),
    isSubmitted: () => submitted,
    markTouched(id) {
      if (submitted || touched.has(id)) return;
      touched.add(id);
      notify();
    },
    markSubmitted() {
      if (submitted) return;
      submitted = true;
      notify();
    },
    reset() {
      touched.clear();
      submitted = false;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
