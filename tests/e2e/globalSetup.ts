import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Browser tests run against the real server on a fresh PGlite database, serving the production
 * build (dist/, built by `npm test` before Playwright starts). Set E2E_BASE_URL to test a server
 * you started yourself.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  if (!existsSync('dist/index.html')) throw new Error('dist/ manquant : lancez `npm run build` avant les tests navigateur.');
  const dataDir = mkdtempSync(join(tmpdir(), 'ea-e2e-'));
  const port = Number(process.env.E2E_PORT);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // DEV_TOOLS=1: the tests read mails in the dev mailbox and switch settings through the test controls.
    env: { ...process.env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, NODE_ENV: 'test', DEV_TOOLS: '1', SMTP_URL: '', DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A server that stops before the teardown fails the run: otherwise the tests after it fail
  // one by one and (the rejection left unhandled) Playwright could still exit with 0.
  let stopped: string | null = null;
  const exited = new Promise<void>((resolve) =>
    server.once('exit', (code, signal) => {
      stopped = `code ${code ?? '-'}, signal ${signal ?? '-'}`;
      resolve();
    }),
  );
  const started = await Promise.race([waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000).then(() => true), exited.then(() => false)]);
  if (!started) throw new Error(`Le serveur s'est arrêté au démarrage (${stopped}).`);
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    const stoppedEarly = stopped;
    if (!stoppedEarly) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (stoppedEarly) throw new Error(`Le serveur s'est arrêté pendant les tests (${stoppedEarly}).`);
  };
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Le serveur ne répond pas sur ${url}`);
}
