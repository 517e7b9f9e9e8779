import { useSyncExternalStore } from 'react';

/**
 * Hash routes keep their query inside the hash (`#/reset-password?code=…&userId=…`, as the
 * links in our e-mails are written). wouter's own hash hook reads the query from
 * location.search, so the engine gives wouter these two hooks instead.
 */
const subscribe = (callback: () => void) => {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
};

const rawHash = () => window.location.hash.replace(/^#\/?/, '');
export const currentHashPath = () => `/${rawHash().split('?')[0]}`;
export const currentHashSearch = () => rawHash().split('?')[1] ?? '';

export function navigateHash(to: string, options: { replace?: boolean } = {}): void {
  const target = `#/${to.replace(/^#?\/?/, '')}`;
  if (options.replace) window.location.replace(target);
  else window.location.hash = target;
}

export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribe, currentHashPath), navigateHash];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentHashSearch);
}
