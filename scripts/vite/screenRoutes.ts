import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { screenAccess } from '../build/screenAccess';

/** What the shell needs of every screen file before any route shows: where, for whom, in which menu, how wide. */
export const SCREEN_ROUTE_KEYS = ['route', 'access', 'menu', 'layout'] as const;

/**
 * `*.screen.json?route` is the screen file's route, access condition and menu entry only
 * (src/engine/registries/screens.ts): the router and the header know every screen, while the rest
 * of a file (title, check, blocks) loads with its route — the landing page does not carry every
 * screen of the portal. The page of an acte says no `access`: it is its manifest's (screenAccess.ts).
 * Used by vite.config.ts and vitest.config.ts.
 */
export function screenRoutes(): Plugin {
  return {
    name: 'ea-screen-routes',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'route' || !file.endsWith('.screen.json')) return null;
      const screen = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const kept: Record<string, unknown> = Object.fromEntries(SCREEN_ROUTE_KEYS.filter((key) => key in screen).map((key) => [key, screen[key]]));
      const root = file.slice(0, file.lastIndexOf(`${path.sep}screens${path.sep}`));
      const { access, manifestFile } = screenAccess(root, screen);
      if (manifestFile) this.addWatchFile(manifestFile);
      if (access) kept.access = access;
      return { code: `export default ${JSON.stringify(kept)};`, moduleType: 'js' };
    },
  };
}
