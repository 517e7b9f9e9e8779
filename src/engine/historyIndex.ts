import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * "Retour" must know whether the previous history entry is a page of ours: on a page opened
 * first it goes up, never out of the site.
 * The router numbers the entries it makes (`history.state.idx`, 0 for the tab's first page of
 * the portal); a plain '#/…' link (link blocks, CMS content) makes an entry the browser numbers
 * nothing — this gives it the number after the page it came from.
 */
let lastIndex = 0;

export function useNumberedHistory(): void {
  const location = useLocation();
  useLayoutEffect(() => {
    const state = window.history.state as { idx?: unknown } | null;
    if (typeof state?.idx === 'number') {
      lastIndex = state.idx;
      return;
    }
    lastIndex += 1;
    window.history.replaceState({ usr: null, key: location.key, ...(state ?? {}), idx: lastIndex }, '');
  }, [location]);
}

/** Whether going back stays in the portal. */
export function hasPreviousPortalPage(): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' && index > 0;
}
