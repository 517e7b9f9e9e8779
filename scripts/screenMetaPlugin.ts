import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `screens/…/x.screen.json?meta` → the screen file without its `blocks`: what routing, guards,
 * the title bar and the navigation need at start. The blocks of member and admin screens are
 * imported lazily with their route (src/engine/registries/screens.ts), so each new screen file
 * does not weigh on the landing page (JS budget ≤ 120 KB gzip). A virtual module, so Vite's JSON
 * plugin does not see it. Used by vite.config.ts and vitest.config.ts.
 */
const PREFIX = '\0screen-meta:';
// Not ending in '.json': Vite's JSON plugin would parse the module it already is.
const SUFFIX = '.meta.js';

export function screenMetaPlugin(): Plugin {
  return {
    name: 'ea-screen-meta',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.screen.json?meta')) return null;
      const file = source.slice(0, -'?meta'.length);
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      return PREFIX + (resolved ? resolved.id : path.resolve(importer ? path.dirname(importer) : '.', file)) + SUFFIX;
    },
    async load(id) {
      if (!id.startsWith(PREFIX) || !id.endsWith(SUFFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const { blocks: _blocks, ...meta } = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(meta)};`;
    },
  };
}
