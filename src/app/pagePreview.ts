import { storageKeys } from './storageKeys';
import { rememberContrat } from './currentContrat';

/**
 * The server may send the member home already drawn (src/server/page/pagePreview.ts), shown on its
 * own route only while the app's root stays hidden. The app takes over once its own screen is drawn
 * (no loader, no skeleton left: one loader can stand for a whole grid still loading), at once if
 * the preview shows another contract than the one the app reads or the route is another, when the
 * route changes, and at the latest after TAKE_OVER_MS (a read that never answers).
 * Loaded with the logged-in shell (ContratsGate), as the preview only comes with a session.
 */
const LOADING = '.ea-loader, .ea-data-skeleton';
const TAKE_OVER_MS = 10_000;

function takeOver(preview: HTMLElement, root: HTMLElement) {
  const drawn = () => root.querySelector('.ea-screen') !== null && root.querySelector(LOADING) === null;
  const observer = new MutationObserver(() => drawn() && done());
  const latest = window.setTimeout(done, TAKE_OVER_MS);
  function done() {
    observer.disconnect();
    window.clearTimeout(latest);
    window.removeEventListener('hashchange', done);
    preview.remove();
  }
  const elsewhere = window.location.hash !== `#${preview.dataset.route}`;
  // Nothing remembered in this browser: the server chose by the same rule (spec §4), the app keeps it.
  const shown = preview.dataset.contrat;
  if (shown && localStorage.getItem(storageKeys.currentContrat) === null) rememberContrat(shown);
  if (elsewhere || shown !== localStorage.getItem(storageKeys.currentContrat) || drawn()) return done();
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('hashchange', done);
}

// Not when the shell itself is drawn on the server (the preview's own rendering).
if (typeof document !== 'undefined') {
  const preview = document.querySelector<HTMLElement>('.ea-apercu');
  const root = document.getElementById('portail');
  if (preview && root) takeOver(preview, root);
}
