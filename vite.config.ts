import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { blueprintWarningNames } from './scripts/vite/blueprintWarnings';
import { screenRoutes } from './scripts/vite/screenRoutes';
import { acteHotReload } from './scripts/vite/acteHotReload';
import { flatImports } from './scripts/vite/flatImports';
import { routeChunks } from './scripts/vite/routeChunks';
import { routeGroups } from './scripts/vite/routeGroups';

/**
 * Lighter stand-ins for modules a library imports statically, swapped only inside its own files:
 * - @rjsf/core's markdown-to-jsx (~25 KB gzip, for options our actes do not use) becomes
 *   widgets/theme/utils/lazyMarkdown.tsx, which loads the real module on first use;
 * - @rjsf/utils's fast-uri (~6 KB gzip, `resolve`/`equal` of draft 2020-12 `$id`/`$ref`) becomes
 *   widgets/theme/utils/uriResolver.ts, on the browser's URL parser;
 * - @blueprintjs/icons' loader's table of every icon name (~8 KB gzip on the landing page)
 *   becomes src/app/iconNamesStandIn.ts.
 */
function lighterRjsfImports(): Plugin {
  const swaps = [
    { id: 'markdown-to-jsx/react', importer: /[\\/]@rjsf[\\/]core[\\/]/, to: 'widgets/theme/utils/lazyMarkdown.tsx' },
    { id: 'fast-uri', importer: /[\\/]@rjsf[\\/]utils[\\/]/, to: 'widgets/theme/utils/uriResolver.ts' },
    { id: './iconNames', importer: /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/, to: 'src/app/iconNamesStandIn.ts' },
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

const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/dom-export.mjs') },
];

// The browser app. The API server (src/server) serves dist/ in production; in development
// `npm run dev` runs Vite here and proxies /api to the server.
// The member home's code in a few files: its plugin runs a first build, its groups chunk the real one.
const memberGroups = routeGroups(import.meta.dirname);

const apiAddress = `http://127.0.0.1:${process.env.PORT || 8080}`;
// Under `npm run dev` the API restarts after a regeneration: the acte preview waits for it.
const restartingApi = process.env.EA_DEV_API_RESTARTS === '1' ? apiAddress : undefined;

export default defineConfig(({ command }) => ({
  plugins: [memberGroups.plugin, lighterRjsfImports(), screenRoutes(), blueprintWarningNames(), acteHotReload({ restartingApi }), react(), flatImports(), routeChunks(import.meta.dirname)],
  // Blueprint runs its development checks (and ships their messages) unless a global NODE_ENV says production.
  // EA_PREVIEW: only the server's build of the shell (vite.ssr.config.ts) reads through the server itself.
  define: { 'import.meta.env.EA_PREVIEW': 'false', ...(command === 'build' ? { NODE_ENV: JSON.stringify('production') } : {}) },
  // react-router's package exports only its development build (warnings and their messages, ~2 KB gzip
  // on every page); the build takes the production one it ships beside it.
  resolve: command === 'build' ? { alias: reactRouterProduction } : undefined,
  build: {
    outDir: 'dist',
    sourcemap: false,
    // No preload helper around each dynamic import: with a chunk per screen and per acte, its wrappers
    // and dependency lists cost ~2 KB gzip on the landing page and ~4 KB on a form route (budgets
    // 120 / 270 KB). Instead flatImports lists each lazy chunk's whole static graph in it, so
    // that graph is fetched at once; what a chunk imports lazily is still fetched after it.
    modulePreload: false,
    // Budgets are measured in the browser (see bench/); keep chunks per route.
    chunkSizeWarningLimit: 600,
    // The logos are images the browser fetches beside the scripts, not base64 inside the first chunk.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        // What every page loads first (React, the router, the store, the API slice, the shell) is
        // one file: gzip then shares one dictionary across it (~2.6 KB less than a dozen small chunks).
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'], priority: 100 }, ...memberGroups.groups] },
      },
    },
  },
  // Ports: VITE_PORT (else Vite's default) for the app, PORT for the API it proxies (scripts/dev.mjs).
  server: {
    ...(process.env.VITE_PORT ? { port: Number(process.env.VITE_PORT), strictPort: true } : {}),
    proxy: { '/api': apiAddress },
  },
}));
