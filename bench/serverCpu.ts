/**
 * Server CPU time per request of one route, this checkout against another (a version before a
 * change), alternated on the same database: comparable even when other work loads the machine
 * (wall-clock req/s and p99 then move by 2×; the CPU the server process spent per answered request
 * moves much less).
 *   npx tsx bench/serverCpu.ts <route: contrats|remboursements> <pglite|postgres> <base checkout dir> [rounds=3] [seconds=6]
 * The base checkout shares this one's node_modules (e.g. `git archive <commit> | tar -x -C dir`,
 * then a symlink dir/node_modules). Each round runs base then this checkout (10 connections,
 * 2 s warm-up not counted) and prints req/s, p99, server CPU ms per request (utime + stime of the
 * server process from /proc, read before and after the load) and the load average.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from './lib/portalServer';
import { processCpuMs } from './lib/processCpu';
import { startPostgres } from './lib/postgres';
import { browserCookies, DEMO_USER, load, SERVER_ROUTES } from './server';

async function measure(root: string, database: { databaseUrl?: string; dataDir?: string }, routePath: string, cookie: string, seconds: number) {
  const portal = await startPortal({ ...database, root });
  try {
    await load(`${portal.url}${routePath}`, { cookie }, 2);
    const before = processCpuMs(portal.pid);
    const figure = await load(`${portal.url}${routePath}`, { cookie }, seconds);
    const cpuMs = processCpuMs(portal.pid) - before;
    return { ...figure, cpuMsPerRequest: cpuMs / (figure.requestsPerSec * seconds) };
  } finally {
    await portal.stop();
  }
}

async function main() {
  const [route = 'remboursements', kind = 'pglite', base, rounds = '3', seconds = '6'] = process.argv.slice(2);
  if (!base) throw new Error('usage: npx tsx bench/serverCpu.ts <route> <pglite|postgres> <base checkout dir> [rounds] [seconds]');
  const routePath = SERVER_ROUTES.find((r) => r.name === route)?.path;
  if (!routePath) throw new Error(`unknown route ${route}`);
  const pg = kind === 'postgres' ? await startPostgres() : null;
  if (kind === 'postgres' && !pg) throw new Error('no PostgreSQL binaries');
  const dataDir = pg ? undefined : mkdtempSync(path.join(tmpdir(), 'espace-adherent-bench-'));
  const database = { databaseUrl: pg ? await pg.database('bench_cpu') : undefined, dataDir };
  const roots = { base: path.resolve(base), this: path.resolve(import.meta.dirname, '..') };
  try {
    // the base seeds the database (the same migrations and demo data) and gives the member's cookies
    const first = await startPortal({ ...database, root: roots.base });
    let cookie: string;
    try {
      cookie = await browserCookies(first.url, DEMO_USER);
    } finally {
      await first.stop();
    }
    for (let round = 1; round <= Number(rounds); round++) {
      for (const [name, root] of Object.entries(roots)) {
        const figure = await measure(root, database, routePath, cookie, Number(seconds));
        console.log(
          `round ${round} ${name.padEnd(4)} ${String(figure.requestsPerSec).padStart(5)} req/s  p99 ${String(figure.p99Ms).padStart(3)} ms  ` +
            `cpu ${figure.cpuMsPerRequest.toFixed(3)} ms/req  errors ${figure.errors + figure.non2xx}  load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
        );
      }
    }
  } finally {
    await pg?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
