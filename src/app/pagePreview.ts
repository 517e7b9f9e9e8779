import { storageKeys } from '../api/storageKeys';
import { rememberContrat } from '../engine/currentContrat';
import { drawnForThisBrowser } from './pageReads';

/**
 * The server may send the member home already drawn (src/server/page/pagePreview.ts), shown on its
 * own route only while the app's root stays hidden. The app takes over in two steps, so that the
 * page answers a click as soon as the shell's code has run, not once every block's code is there:
 * - the shell: once the app's header is drawn as far as the preview's (its menu and logout button
 *   there, not their stand-ins), the app's root shows with its own header, menu and footer, and
 *   the preview's screen (its links live, its other controls inert) stands in the place of the
 *   app's screen, hidden meanwhile;
 * - the screen: once the app's screen is drawn as far as the preview (a loader or skeleton left
 *   only where the preview has one too: the same screen file and blocks draw the same tree, so an
 *   element's place is its path of child indexes; a loader standing for a whole grid is at
 *   another place), the preview's screen goes. Also at once if the preview shows another contract
 *   than the one the app reads or the route is another, when the route changes (a click in the
 *   app's menu), and at the latest after TAKE_OVER_MS (a read that never answers).
 * Loaded with the logged-in shell (ContratsGate), as the preview only comes with a session.
 */
const LOADING = '.ea-loader, .ea-data-skeleton, .ea-pending';
const TAKE_OVER_MS = 10_000;
/** On the app's root while the preview's screen stands in for its own (app.css hides the app's screen meanwhile). */
const SCREEN_STAND_IN = 'ea-apercu-ecran-on';

/** Where an element is under `top`: the index among its siblings at each level. */
function placeOf(element: Element, top: Element): string {
  const steps: number[] = [];
  for (let node: Element | null = element; node && node !== top; node = node.parentElement) steps.push(node.parentElement ? [...node.parentElement.children].indexOf(node) : -1);
  return steps.join('/');
}

const loadingPlaces = (element: Element | null) => (element ? [...element.querySelectorAll(LOADING)].map((loading) => placeOf(loading, element)) : []);

/** The app's `selector` is there, still loading only where the preview's is. */
function drawnAsPreview(preview: HTMLElement, root: HTMLElement, selector: string): () => boolean {
  const stillLoadingInPreview = new Set(loadingPlaces(preview.querySelector(selector)));
  return () => {
    const drawn = root.querySelector(selector);
    return drawn !== null && loadingPlaces(drawn).every((place) => stillLoadingInPreview.has(place));
  };
}

function takeOver(preview: HTMLElement, root: HTMLElement, sameContrat: boolean) {
  const route = `#${preview.dataset.route}`;
  // The app's own screen: the preview's, once moved into the app's root, has lost its id.
  const screenDrawn = drawnAsPreview(preview, root, '#contenu .ea-screen');
  const shellDrawn = drawnAsPreview(preview, root, '.ea-header');
  const previewScreen = preview.querySelector('main');
  const observer = new MutationObserver(check);
  const latest = window.setTimeout(done, TAKE_OVER_MS);
  function check() {
    if (window.location.hash !== route || screenDrawn()) return done();
    if (previewScreen && !root.classList.contains(SCREEN_STAND_IN) && shellDrawn()) showShell(previewScreen);
  }
  function showShell(screen: HTMLElement) {
    const appScreen = root.querySelector('main');
    if (!appScreen) return;
    // Its controls stay inert (its links go through the app's router now); still the preview
    // (`ea-apercu`) until the app's screen is drawn; one `contenu` in the page: the app's (the skip link's target).
    screen.classList.add('ea-apercu');
    screen.removeAttribute('id');
    appScreen.before(screen);
    root.classList.add(SCREEN_STAND_IN);
    preview.remove();
  }
  function done() {
    observer.disconnect();
    window.clearTimeout(latest);
    window.removeEventListener('popstate', check);
    preview.remove();
    previewScreen?.remove();
    root.classList.remove(SCREEN_STAND_IN);
  }
  if (window.location.hash !== route || !sameContrat) return done();
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  // Back and forward: the address may change before the app draws anything of its own.
  window.addEventListener('popstate', check);
  check();
}

// Not when the shell itself is drawn on the server (the preview's own rendering).
if (typeof document !== 'undefined') {
  const preview = document.querySelector<HTMLElement>('.ea-apercu');
  const root = document.getElementById('portail');
  if (preview && root) {
    // Another contract in this browser: the app reads its own, and shows it at once.
    const same = drawnForThisBrowser(preview);
    // Nothing remembered in this browser: the server chose by the same rule, the app keeps it.
    if (same && localStorage.getItem(storageKeys.currentContrat) === null) rememberContrat(preview.dataset.contrat!);
    takeOver(preview, root, same);
  }
}
