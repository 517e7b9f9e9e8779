import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * @rjsf/core imports markdown-to-jsx statically (~25 KB gzip) for options our actes do not use:
 * inside @rjsf/core, that import gets widgets/theme/utils/lazyMarkdown.tsx, which loads the real
 * module on first use.
 */
function lazyRjsfMarkdown(): Plugin {
  const shim = path.resolve(import.meta.dirname, 'widgets/theme/utils/lazyMarkdown.tsx');
  return {
    name: 'ea-lazy-rjsf-markdown',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === 'markdown-to-jsx/react' && importer && /[\\/]@rjsf[\\/]core[\\/]/.test(importer)) return shim;
      return null;
    },
  };
}

// The browser app. The API server (src/server) serves dist/ in production; in development
// `npm run dev` runs Vite here and proxies /api to the server.
export default defineConfig({
  plugins: [lazyRjsfMarkdown(), react()],
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
