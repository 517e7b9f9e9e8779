import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { screenRoutes } from './scripts/vite/screenRoutes';
import { browserOnlyAliases } from './scripts/vite/browserOnly';

// Three kinds of tests, three environments: pure rules in Node, React in jsdom,
// the server in Node against PGlite and a throwaway PostgreSQL cluster.
export default defineConfig({
  plugins: [screenRoutes(), react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx', 'tests/widgets/**/*.test.{ts,tsx}', 'tests/schemas/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        // The server renders the shell (the member home's preview, src/ssr): no browser-only side effect.
        resolve: { alias: browserOnlyAliases(import.meta.dirname) },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/globalSetup.ts'],
          // @fastify/autoload imports the route files itself: inlined, its imports go through Vite like the tests' own.
          server: { deps: { inline: ['@fastify/autoload'] } },
          testTimeout: 30000,
          hookTimeout: 60000,
          // Each file gets its own database; files may run in parallel on 2 cores.
          fileParallelism: true,
        },
      },
    ],
  },
});
