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
 * The real server (src/server/main.ts) in its own process, production mode, demo data seeded,
 * on PGlite in a temporary DATA_DIR or on `databaseUrl`. Logs go to /dev/null (pino still
 * formats every line: its cost is part of the figure). `nodeArgs` go to node first (--cpu-prof).
 */
export async function startPortal(options: { databaseUrl?: string; staticDir?: string; nodeArgs?: string[] } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'espace-adherent-bench-'));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.staticDir ? { STATIC_DIR: options.staticDir } : { STATIC_DIR: path.join(dataDir, 'no-front') }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { url, pid: child.pid!, stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })) };
}

/** The bare Fastify "hello" of bench/hello.ts, in its own process like the portal. */
export async function startHello(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/hello`, child);
  return { url, pid: child.pid!, stop: stopper(child) };
}
