import { useEffect, type ReactNode } from 'react';
import { storageKeys } from '../api/storageKeys';
import { loadScreenFile, rememberScreenFile, screens } from '../engine/registries/screens';
import type { ServerDrawnState } from './store';

/**
 * The member home may come drawn by the server inside the app's root (src/server/page/pagePreview.ts),
 * inert until the app has taken it over (nothing clicked or typed there is lost). The app takes that
 * markup as its own (hydration, main.tsx) when it would draw the same: the route is the one drawn
 * and the contract is the one this browser reads. It starts from the answers the markup was drawn
 * from, its screen file loaded, and the style attributes the page's CSP kept as classes set back
 * (through the CSSOM, which the CSP allows): its first render is then the DOM that is there.
 * Otherwise the markup goes and the app draws as without it. Its own chunk, loaded with a
 * session's page only (scripts/vite/routeChunks.ts): the landing page never has one.
 *
 * Resolves, when the markup is the app's, to the answers to start from and the wrapper that makes
 * the root usable once the app has taken it over (its first commit: until then a click on a link
 * would change the address under the hydration); to null when the root was emptied for the app to
 * draw (usable at once).
 */
export async function takeOver(root: HTMLElement): Promise<{ state: ServerDrawnState; Owned: (props: { children: ReactNode }) => ReactNode } | null> {
  const state = await drawnState(root).catch(() => null);
  if (state) {
    const Owned = ({ children }: { children: ReactNode }) => {
      useEffect(() => usable(root), []);
      return children;
    };
    return { state, Owned };
  }
  root.replaceChildren();
  usable(root);
  return null;
}

function usable(root: HTMLElement) {
  root.removeAttribute('inert');
  root.classList.remove('ea-apercu');
}

async function drawnState(root: HTMLElement): Promise<ServerDrawnState | null> {
  const route = root.dataset.route ?? '';
  const shown = root.dataset.contrat;
  // Nothing remembered in this browser: the server chose by the same rule, the app keeps it.
  if (shown && localStorage.getItem(storageKeys.currentContrat) === null) localStorage.setItem(storageKeys.currentContrat, shown);
  const here = () => location.hash === `#${route}`;
  const screen = screens.find((candidate) => candidate.pattern === route);
  if (!here() || !screen || shown !== localStorage.getItem(storageKeys.currentContrat)) return null;
  const drawn = JSON.parse(document.getElementById('ea-apercu-etat')?.textContent ?? '') as { state: ServerDrawnState; styles: Record<string, string> };
  // The screen's file at hand, so that the first render draws the screen (not its loader).
  rememberScreenFile(screen.file, await loadScreenFile(screen.file));
  // An address typed meanwhile draws its own route.
  if (!here()) return null;
  for (const [name, declarations] of Object.entries(drawn.styles)) {
    for (const element of root.querySelectorAll<HTMLElement>(`.${name}`)) {
      element.classList.remove(name);
      if (!element.classList.length) element.removeAttribute('class');
      element.style.cssText = declarations;
    }
  }
  return drawn.state;
}
