import fs from 'node:fs';
import type { Plugin } from 'vite';

/** What the shell needs of every screen file before any route shows: where, for whom, in which menu, how wide. */
export const SCREEN_ROUTE_KEYS = ['route', 'access', 'menu', 'layout'] as const;

/**
 * `*.screen.json?route` is the screen file's route, access condition and menu entry only
 * (src/engine/registries/screens.ts): the router and the header know every screen, while the rest
 * of a file (title, check, blocks) loads with its route — the landing page does not carry every
 * screen of the portal. Used by vite.config.ts and vitest.config.ts.
 */
export function screenRoutes(): Plugin {
  return {
    name: 'ea-screen-routes',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'route' || !file.endsWith('.screen.json')) return null;
      const screen = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const kept = Object.fromEntries(SCREEN_ROUTE_KEYS.filter((key) => key in screen).map((key) => [key, screen[key]]));
      return { code: `export default ${JSON.stringify(kept)};`, moduleType: 'js' };
    },
  };
}
