import fs from 'node:fs';
import type { Plugin } from 'vite';

/** What the shell needs of every screen file before any route shows: no blocks. */
export const SCREEN_ROUTE_KEYS = ['route', 'title', 'back', 'guards', 'check', 'menu'] as const;

/**
 * `*.screen.json?route` is the screen file without its blocks (src/engine/registries/screens.ts):
 * the router and the header know every screen, while a screen's blocks load with its route — the
 * landing page does not carry the blocks of every screen of the portal.
 * Without this plugin (the Vitest projects) the query loads the whole file, which is harmless.
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
