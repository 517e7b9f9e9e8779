import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the browser's code finds in a browser and reads while rendering or reading: localStorage
 * (the remembered contract) and fetch (the API slice). On the server they are the current
 * preview's own — one per request, carried by AsyncLocalStorage —, so the shell's code is the
 * browser's, unchanged. Imported first by renderPreview.tsx: the API slice takes localStorage
 * when it is created.
 */
export interface PreviewScope {
  storage: Map<string, string>;
  fetch: typeof fetch;
}

const scope = new AsyncLocalStorage<PreviewScope>();

export function inPreviewScope<T>(current: PreviewScope, run: () => Promise<T>): Promise<T> {
  return scope.run(current, run);
}

if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', {
    value: {
      getItem: (key: string) => scope.getStore()?.storage.get(key) ?? null,
      setItem: (key: string, value: string) => void scope.getStore()?.storage.set(key, value),
      removeItem: (key: string) => void scope.getStore()?.storage.delete(key),
    },
  });
}

// The server's own calls to fetch (outside a preview) go on as before.
const serverFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const current = scope.getStore();
  return current ? current.fetch(input, init) : serverFetch(input, init);
};
