import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url}: not ready after ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess, cleanup = () => {}): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) {
        cleanup();
        resolve();
        return;
      }
      child.once('exit', () => {
        cleanup();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * The environment the real server is started with, for every part of the bench (one place:
 * when the server wants a developer flag or a PUBLIC_URL, this is where it goes). Production
 * mode, demo data seeded, logs to /dev/null by the spawn below (pino still formats every line:
 * its cost is part of the figure).
 */
export function portalEnv(port: number, database: { databaseUrl?: string; dataDir: string }, staticDir?: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Production refuses to start without its secrets. No mail is sent during a measure: the
    // SMTP address is a closed local port, and a mail that fails waits a minute before its next try.
    COOKIE_SECRET: 'secret-du-banc-de-mesure-0123456789',
    SMTP_URL: 'smtp://127.0.0.1:9',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    STATIC_DIR: staticDir ?? path.join(database.dataDir, 'no-front'),
  };
}

/**
 * The real server (src/server/main.ts) in its own process (env: portalEnv), on PGlite in
 * `dataDir` (kept: the caller owns it) or in a temporary one (removed at stop), or on
 * `databaseUrl`. `nodeArgs` go to node first (--cpu-prof); `env` adds to portalEnv (a setting under test).
 */
export async function startPortal(
  options: { databaseUrl?: string; dataDir?: string; staticDir?: string; nodeArgs?: string[]; root?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'espace-adherent-bench-'));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'], {
    cwd: options.root ?? ROOT, // another checkout of the portal: bench/serverCpu.ts compares versions
    env: { ...portalEnv(port, { databaseUrl: options.databaseUrl, dataDir }, options.staticDir), ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const cleanup = options.dataDir ? () => {} : () => rmSync(dataDir, { recursive: true, force: true });
  // A first start creates the database and seeds it: on a loaded 2-core machine that takes minutes.
  await waitFor(`${url}/api/health`, child, 180_000).catch(async (error: Error) => {
    await stopper(child, cleanup)(); // never left running behind a failed part
    throw error;
  });
  return { url, pid: child.pid!, stop: stopper(child, cleanup) };
}

/**
 * The bare peer of the portal's routes (bench/bareServer.ts) in its own process, on the same
 * database: PGlite in `dataDir` (the portal must be stopped: one process at a time) or `databaseUrl`.
 */
export async function startBare(database: { databaseUrl?: string; dataDir?: string }, nodeArgs: string[] = []): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/bareServer.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production', // as the portal
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...(database.dataDir ? { DATA_DIR: database.dataDir } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, child);
  return { url, pid: child.pid!, stop: stopper(child) };
}
