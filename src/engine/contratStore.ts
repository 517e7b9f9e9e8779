import { storageKeys } from '../api/storageKeys';

/**
 * The shell follows the current contract (useSyncExternalStore): right after a login it becomes
 * known only once the contracts have loaded, and what depends on it (feature visibility) must
 * change then, not at the next reload. An event of the window, so that the landing page's shell
 * carries only the listening side (the storing side, currentContrat.ts, comes with the contracts).
 */
export const CONTRAT_CHANGED = 'contrat';

export function subscribeContrat(listener: () => void): () => void {
  addEventListener(CONTRAT_CHANGED, listener);
  return () => removeEventListener(CONTRAT_CHANGED, listener);
}

export function currentContratNumero(): string | null {
  return localStorage.getItem(storageKeys.currentContrat);
}
