import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Lighter stand-ins for two modules RJSF imports statically, swapped only inside RJSF's own files:
 * - @rjsf/core's markdown-to-jsx (~25 KB gzip, for options our actes do not use) becomes
 *   widgets/theme/utils/lazyMarkdown.tsx, which loads the real module on first use;
 * - @rjsf/utils's fast-uri (~6 KB gzip, `resolve`/`equal` of draft 2020-12 `$id`/`$ref`) becomes
 *   widgets/theme/utils/uriResolver.ts, on the browser's URL parser.
 */
function lighterRjsfImports(): Plugin {
  const swaps = [
    { id: 'markdown-to-jsx/react', importer: /[\\/]@rjsf[\\/]core[\\/]/, to: 'widgets/theme/utils/lazyMarkdown.tsx' },
    { id: 'fast-uri', importer: /[\\/]@rjsf[\\/]utils[\\/]/, to: 'widgets/theme/utils/uriResolver.ts' },
  ];
  return {
    name: 'ea-lighter-rjsf-imports',
    enforce: 'pre',
    resolveId(id, importer) {
      const swap = importer ? swaps.find((s) => s.id === id && s.importer.test(importer)) : undefined;
      return swap ? path.resolve(import.meta.dirname, swap.to) : null;
    },
  };
}

/**
 * `screens/**\/x.screen.json?meta`: the screen file without its blocks. The shell needs every
 * route, title and guard at start, but a screen's blocks only when its route shows
 * (src/engine/registries/screens.ts): so the landing page no longer carries the blocks of every
 * member and back-office screen (issue 14 budget: landing JS ≤ 120 KB gzip).
 */
export function screenMeta(): Plugin {
  return {
    name: 'ea-screen-meta',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (!file.endsWith('.screen.json') || query !== 'meta') return null;
      this.addWatchFile(file);
      const { blocks: _blocks, ...meta } = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      // A JavaScript module (not JSON: Vite's JSON handling goes by the file's extension alone).
      return { code: `export default ${JSON.stringify(meta)};`, moduleType: 'js' };
    },
  };
}

// The browser app. The API server (src/server) serves dist/ in production; in development
// `npm run dev` runs Vite here and proxies /api to the server.
export default defineConfig({
  plugins: [lighterRjsfImports(), screenMeta(), react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Budgets are measured in the browser (see bench/); keep chunks per route.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
});
