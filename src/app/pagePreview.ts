import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { readApi } from '../api/readEndpoint';
import type { ReadArgs } from '../api/readResource';
import { storageKeys } from '../api/storageKeys';
import { rememberContrat } from '../engine/currentContrat';
import type { AppDispatch } from './store';

/**
 * The server may send the member home already drawn (src/server/page/pagePreview.ts), shown on its
 * own route only while the app's root stays hidden. The app takes over once its own screen is drawn
 * as far as the preview: a loader or skeleton is left only where the preview has one too (the same
 * screen file and blocks draw the same tree, so an element's place is its path of child indexes; a
 * loader standing for a whole grid is at another place). Also at once if the preview shows another
 * contract than the one the app reads or the route is another, when the route changes, and at the
 * latest after TAKE_OVER_MS (a read that never answers).
 * Loaded with the logged-in shell (ContratsGate), as the preview only comes with a session.
 */
const LOADING = '.ea-loader, .ea-data-skeleton';
const TAKE_OVER_MS = 10_000;

/** Where an element is under `top`: the index among its siblings at each level. */
function placeOf(element: Element, top: Element): string {
  const steps: number[] = [];
  for (let node: Element | null = element; node && node !== top; node = node.parentElement) steps.push(node.parentElement ? [...node.parentElement.children].indexOf(node) : -1);
  return steps.join('/');
}

const loadingPlaces = (screen: Element) => [...screen.querySelectorAll(LOADING)].map((element) => placeOf(element, screen));

function takeOver(preview: HTMLElement, root: HTMLElement, sameContrat: boolean) {
  const previewScreen = preview.querySelector('.ea-screen');
  const stillLoadingInPreview = new Set(previewScreen ? loadingPlaces(previewScreen) : []);
  const drawn = () => {
    const screen = root.querySelector('.ea-screen');
    return screen !== null && loadingPlaces(screen).every((place) => stillLoadingInPreview.has(place));
  };
  const observer = new MutationObserver(() => drawn() && done());
  const latest = window.setTimeout(done, TAKE_OVER_MS);
  function done() {
    observer.disconnect();
    window.clearTimeout(latest);
    window.removeEventListener('hashchange', done);
    preview.remove();
  }
  const elsewhere = window.location.hash !== `#${preview.dataset.route}`;
  if (elsewhere || !sameContrat || drawn()) return done();
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('hashchange', done);
}

/** The screen's reads the server made for the preview, with the blocks' own arguments (src/ssr/renderPreview.tsx). */
let previewReads: { args: ReadArgs; data: unknown }[] = [];

// Not when the shell itself is drawn on the server (the preview's own rendering).
if (typeof document !== 'undefined') {
  const preview = document.querySelector<HTMLElement>('.ea-apercu');
  const root = document.getElementById('portail');
  if (preview && root) {
    // Nothing remembered in this browser: the server chose by the same rule, the app keeps it.
    const shown = preview.dataset.contrat;
    if (shown && localStorage.getItem(storageKeys.currentContrat) === null) rememberContrat(shown);
    // Another contract in this browser: the app reads its own, and shows it at once.
    const sameContrat = shown === localStorage.getItem(storageKeys.currentContrat);
    if (sameContrat) {
      try {
        previewReads = JSON.parse(preview.querySelector('.ea-apercu-lectures')?.textContent ?? '[]') as typeof previewReads;
      } catch {
        previewReads = []; // the app reads them itself
      }
    }
    takeOver(preview, root, sameContrat);
  }
}

/**
 * The app's cache starts with the preview's reads (once): its blocks draw as soon as their code is
 * there, without asking again, and the app takes over seconds earlier. Called by ContratsGate,
 * which the shell renders before the screen, so this runs before the blocks ask.
 */
export function usePreviewReads() {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (previewReads.length === 0) return;
    dispatch(readApi.util.upsertQueryEntries(previewReads.map(({ args, data }) => ({ endpointName: 'read' as const, arg: args, value: data }))));
    previewReads = [];
  }, [dispatch]);
}
