import { matchPath } from 'react-router-dom';
import type { ReadArgs } from '../api/readResource';
import { evaluateGuards, isDeveloperScreen } from './guards';
import type { PortalEnvironment } from './PortalContext';
import { loadScreenFile, screens, type RegisteredScreen } from './registries/screens';
import { screenScope } from './ScreenData';
import { screenReadsOnArrival } from './screenReads';
import type { ScreenFile } from '../language/screenTypes';
import { queryObject } from '../language/screenValues';

export interface Arrival {
  screen: RegisteredScreen;
  file: ScreenFile;
  /** What its blocks read as soon as it shows, with their own arguments (screenReadsOnArrival). */
  reads: ReadArgs[];
}

/**
 * The screen a route shows to this visitor and the reads it makes on arrival: for the
 * browser's prefetch once the contract is known (useScreenReadsPrefetch) and for the server's
 * preview of the page (src/ssr). null when no screen answers the route (the catch-all and
 * developer screens aside), its access turns the visitor away, or it has a check (its blocks draw
 * once the check has answered).
 */
export async function arrivalReads(env: PortalEnvironment, pathname: string, search: string): Promise<Arrival | null> {
  const query = queryObject(search);
  const found = screens
    .filter((screen) => screen.pattern !== '/*' && !isDeveloperScreen(screen.access))
    .map((screen) => ({ screen, match: matchPath({ path: screen.pattern, end: true }, pathname) }))
    .find(({ match }) => match);
  if (!found || !evaluateGuards(found.screen.access, { ...env, route: `${pathname}${search}`, query }).allow) return null;
  const file = await loadScreenFile(found.screen.file);
  if (file.check) return null;
  const scope = screenScope(env, { query, params: found.match!.params, check: null });
  return { screen: found.screen, file, reads: screenReadsOnArrival(file.blocks, scope) };
}
