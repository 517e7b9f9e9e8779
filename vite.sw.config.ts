import path from 'node:path';
import { defineConfig } from 'vite';

// The service worker (src/sw/sw.ts) as one classic script at dist/sw.js: served at the root, its
// scope is the whole portal. Built after the app (the app's build empties dist/).
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    lib: { entry: path.resolve(import.meta.dirname, 'src/sw/sw.ts'), formats: ['iife'], name: 'eaServiceWorker', fileName: () => 'sw.js' },
  },
});
