import { useCallback, useSyncExternalStore } from 'react';

/** The media query of a window narrower than `below` CSS pixels; none where there is no such width to ask. */
function mediaOf(below: number | undefined): MediaQueryList | null {
  if (!below || typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(`(max-width: ${below - 1}px)`);
}

/**
 * Whether the window is narrower than `below` CSS pixels: false without a `below`, and on the
 * page drawn by the server (the wider screen's layout, replaced as soon as the browser takes over).
 */
export function useNarrowerThan(below: number | undefined): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const media = mediaOf(below);
      media?.addEventListener('change', changed);
      return () => media?.removeEventListener('change', changed);
    },
    [below],
  );
  const narrow = useCallback(() => mediaOf(below)?.matches ?? false, [below]);
  return useSyncExternalStore(subscribe, narrow, () => false);
}
