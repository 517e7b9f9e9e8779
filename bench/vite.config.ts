import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The large-form pages of the benchmark (bench/pages/ours.html, stock.html), built in production mode
 * into bench/.out/pages and served statically by bench/typing.ts.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, 'pages'),
  base: './',
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: path.resolve(import.meta.dirname, '.out/pages'),
    emptyOutDir: true,
    sourcemap: false,
    // BENCH_PROFILE=1 (bench/profile.ts): readable function names in CPU profiles.
    minify: process.env.BENCH_PROFILE ? false : true,
    chunkSizeWarningLimit: 5000,
    rollupOptions: {
      input: {
        ours: path.resolve(import.meta.dirname, 'pages/ours.html'),
        stock: path.resolve(import.meta.dirname, 'pages/stock.html'),
      },
    },
  },
});
