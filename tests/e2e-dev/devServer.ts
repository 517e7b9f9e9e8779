import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run dev` (scripts/dev.mjs) on the ports of playwright.dev.config.ts and a fresh PGlite
 * database: Vite's dev server serves the app and proxies /api to the API. Ready when the API
 * answers through Vite and Vite serves the page.
 */
export default async function devServer(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ea-e2e-dev-'));
  const vite = `http://localhost:${process.env.E2E_DEV_VITE_PORT}`;
  const dev: ChildProcess = spawn(process.execPath, ['scripts/dev.mjs'], {
    env: {
      ...process.env,
      PORT: process.env.E2E_DEV_API_PORT,
      VITE_PORT: process.env.E2E_DEV_VITE_PORT,
      DATA_DIR: dataDir,
      // DEV_TOOLS with NODE_ENV=test: the tests' controls (limits, resets) answer, as in the other browser tests.
      NODE_ENV: 'test',
      DEV_TOOLS: '1',
      SMTP_URL: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group: the teardown ends dev.mjs, Vite and the API together.
    detached: true,
  });
  let stopped: string | null = null;
  const exited = new Promise<void>((resolve) =>
    dev.once('exit', (code, signal) => {
      stopped = `code ${code ?? '-'}, signal ${signal ?? '-'}`;
      resolve();
    }),
  );
  // The API first (asked through Vite before it listens, the proxy logs every refused call), then through Vite.
  const ready = waitFor(`http://127.0.0.1:${process.env.E2E_DEV_API_PORT}/api/health`, 180_000)
    .then(() => Promise.all([waitFor(`${vite}/api/health`, 30_000), waitFor(`${vite}/`, 30_000)]))
    .then(() => true);
  const stop = async () => {
    // The whole group: dev.mjs, Vite, the API's watcher and the API.
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-dev.pid!, signal);
      } catch {
        // already gone
      }
    };
    kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (!(await Promise.race([ready, exited.then(() => false)]))) throw new Error(`npm run dev s'est arrêté au démarrage (${stopped}).`);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm run dev ne répond pas sur ${url}`);
}
