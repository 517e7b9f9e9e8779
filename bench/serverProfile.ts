/**
 * CPU profile of the real server under load, to see where a request's time goes.
 *   npx tsx bench/serverProfile.ts [contrats|remboursements|civilite] [pglite|postgres] [seconds=8] [top=25] [ours|bare]
 * (`bare`: the bare peer of bench/bareServer.ts instead, the other side of the server figure.)
 * Starts the server as the bench does (bench/lib/portalServer.ts) with `node --cpu-prof`, logs
 * in like a browser, runs autocannon on the route, stops the server (SIGTERM → the profile is
 * written) and prints the top functions by self time and total time, plus self
 * time grouped by package (pglite, pino, fastify…). Writes bench/.out/server-<route>-<db>.cpuprofile.
 * bench/server.ts calls profileLines when a route misses its budget.
 */
import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aggregateProfile, topLines, type CpuProfile } from './lib/cpuProfile';
import { startBare, startPortal } from './lib/portalServer';
import { browserCookies, DEMO_USER, load, SERVER_ROUTES } from './server';
import { startPostgres } from './lib/postgres';

function bucket(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  // the server's only WebAssembly is PGlite's PostgreSQL
  if (url.startsWith('wasm://')) return 'PGlite (WebAssembly)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  if (url.includes('/src/server/')) return `src/server/${url.split('/src/server/')[1].split('/')[0]}`;
  return path.basename(url);
}

/** Shares of the samples of the last `windowS` seconds (the measured load, not start-up). */
export function summarize(profile: CpuProfile, top = 25, windowS = Infinity): string[] {
  const { sampledMs, self, total, groups } = aggregateProfile(profile, {
    label: (node) =>
      `${node.callFrame.functionName || '(anonymous)'} ${bucket(node.callFrame.url, '')}/${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`,
    group: (node) => bucket(node.callFrame.url, node.callFrame.functionName),
    windowS,
  });
  const pct = (ms: number) => `${((100 * ms) / sampledMs).toFixed(1).padStart(5)}%`;
  return [
    `profile ${sampledMs.toFixed(0)} ms sampled`,
    '-- self by package --',
    ...topLines(groups, top, pct),
    '-- self --',
    ...topLines(self, top, pct),
    '-- total --',
    ...topLines(total, top * 2, pct),
  ];
}

/**
 * Profiles the portal on `database` while autocannon loads `routePath` with `cookie` for
 * `seconds`; returns the profile (written on the server's exit) and the load figure.
 */
export async function profileRoute(
  database: { databaseUrl?: string; dataDir?: string },
  routePath: string,
  cookie: string,
  seconds: number,
  side: 'ours' | 'bare' = 'ours',
): Promise<{ profile: CpuProfile; load: Awaited<ReturnType<typeof load>> }> {
  // Outside the server's DATA_DIR: node writes the profile on exit.
  const profDir = mkdtempSync(path.join(tmpdir(), 'espace-adherent-prof-'));
  try {
    const nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${profDir}`];
    const portal = side === 'bare' ? await startBare(database, nodeArgs) : await startPortal({ ...database, nodeArgs });
    let figure;
    try {
      await load(`${portal.url}${routePath}`, { cookie }, 2);
      figure = await load(`${portal.url}${routePath}`, { cookie }, seconds);
    } finally {
      await portal.stop();
    }
    const file = fs.readdirSync(profDir).find((name) => name.endsWith('.cpuprofile'))!;
    return { profile: JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8')) as CpuProfile, load: figure };
  } finally {
    rmSync(profDir, { recursive: true, force: true });
  }
}

/** For the bench's report: the `top` packages and functions by self time during the load. */
export async function profileLines(database: { databaseUrl?: string; dataDir?: string }, routePath: string, cookie: string, seconds: number, top: number): Promise<string[]> {
  const { profile } = await profileRoute(database, routePath, cookie, seconds);
  const lines = summarize(profile, top, seconds - 0.5);
  return lines.slice(0, lines.indexOf('-- total --'));
}

async function main() {
  const [route = 'contrats', database = 'pglite', seconds = '8', top = '25', side = 'ours'] = process.argv.slice(2);
  const pg = database === 'postgres' ? await startPostgres() : null;
  const dataDir = pg ? undefined : mkdtempSync(path.join(tmpdir(), 'espace-adherent-bench-'));
  let profile: CpuProfile;
  try {
    const target = SERVER_ROUTES.find((r) => r.name === route)?.path ?? '/api/referentiel/civilite';
    // a first start seeds the database and gives the browser's cookies; the profiled one reuses them
    const first = await startPortal({ databaseUrl: pg?.url, dataDir });
    let cookie: string;
    try {
      cookie = await browserCookies(first.url, route === 'civilite' ? undefined : DEMO_USER);
    } finally {
      await first.stop();
    }
    const result = await profileRoute({ databaseUrl: pg?.url, dataDir }, target, cookie, Number(seconds), side === 'bare' ? 'bare' : 'ours');
    console.log(JSON.stringify(result.load));
    profile = result.profile;
  } finally {
    await pg?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  const outDir = path.join(import.meta.dirname, '.out');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, `server-${route}-${database}${side === 'bare' ? '-bare' : ''}.cpuprofile`), JSON.stringify(profile));
  console.log(summarize(profile, Number(top), Number(seconds) - 0.5).join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
