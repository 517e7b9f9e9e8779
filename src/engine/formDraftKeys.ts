/**
 * Where the tab keeps form drafts (formDraft.ts), apart from the drafts' code: logging out clears
 * them from the shell (unsavedForms.ts), which must not load the form engine for it.
 */
export const KEY_PREFIX = 'formDraft:';

type Store = Pick<Storage, 'removeItem' | 'key' | 'length'>;

/** Forgets every draft of this tab: the member logs out, what they typed goes with them. */
export function clearAllFormDrafts(store: Store = sessionStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
