import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { screenRoutes } from './scripts/vite/screenRoutes';
import { browserOnlyAliases } from './scripts/vite/browserOnly';

/**
 * The server's preview of a member's page (src/ssr/renderPreview.tsx): the browser's
 * shell and engine built for Node into dist-ssr/; styles are the browser build's (dist/).
 */
export default defineConfig({
  plugins: [screenRoutes(), react()],
  // Bundled whole, in production mode (React's server renderer is several times faster than in
  // development, and the server's own NODE_ENV is not the browser's).
  define: { NODE_ENV: JSON.stringify('production'), 'process.env.NODE_ENV': JSON.stringify('production'), 'import.meta.env.EA_PREVIEW': 'true' },
  ssr: { noExternal: true },
  resolve: { alias: browserOnlyAliases(import.meta.dirname) },
  build: {
    ssr: true,
    // serverGlobals on its own, so that it runs before the modules that take localStorage at load.
    rolldownOptions: { input: { serverGlobals: 'src/ssr/serverGlobals.ts', renderPreview: 'src/ssr/renderPreview.tsx' } },
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    // Images as the browser build names them (dist/assets), not inlined into the markup.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
  },
});
