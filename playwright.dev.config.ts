import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The same browser tests' harness, against `npm run dev` (scripts/dev.mjs: Vite's dev server and the
// API) instead of the production build: what only development does — React's double mount, Vite's
// modules, the /api proxy — is seen too. Ports chosen when the config first loads, inherited by workers.
process.env.E2E_DEV_API_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DEV_VITE_PORT ??= String(Number(process.env.E2E_DEV_API_PORT) + 1);

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-dev',
  globalSetup: './tests/e2e-dev/devServer.ts',
  // Vite transforms the app on the first visit: slow once, on a busy machine.
  timeout: 120_000,
  use: { ...base.use, baseURL: `http://localhost:${process.env.E2E_DEV_VITE_PORT}` },
});
