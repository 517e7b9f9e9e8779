import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The browser app. The API server (src/server) serves dist/ in production; in development
// `npm run dev` runs Vite here and proxies /api to the server.
export default defineConfig({
  plugins: [react()],
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
