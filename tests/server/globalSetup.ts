import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Starts a throwaway PostgreSQL cluster from Debian's postgresql package for the server tests,
 * on a free port, and hands its URL to the test files: `inject('pgUrl')`, and the environment
 * variable TEST_DATABASE_URL. Each test file creates its own database on it. Stopped at the end.
 * initdb refuses to run as root: then the cluster belongs to the `postgres` user (runuser).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

function pgBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('PostgreSQL not installed (apt-get install postgresql)');
  return path.join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
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

export interface Cluster {
  url: string;
  /** the cluster's directory (its log: postgres.log, or postgres.json with `log_destination=jsonlog`) */
  dir: string;
  stop(): Promise<void>;
}

/**
 * A throwaway cluster; `options` adds server settings (`-c name=value …`) to the test ones: the
 * bench's scale part gives it more memory and auto_explain.
 */
export async function startCluster(options = ''): Promise<Cluster> {
  const bin = pgBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'espace-adherent-pg-'));
  const dataDir = path.join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const file = path.join(bin, command);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
    else execFileSync(file, args, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  run('pg_ctl', [
    '-D', dataDir,
    '-l', path.join(dir, 'postgres.log'),
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${options}`,
    '-w', 'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    async stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { url, stop } = await startCluster();
  project.provide('pgUrl', url);
  process.env.TEST_DATABASE_URL = url;
  return stop;
}
