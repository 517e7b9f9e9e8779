/**
 * Figure 4: the portal's authenticated reads against the same work done bare (bench/bareServer.ts:
 * same SQL, same database, same driver, no headers, CSRF, logging or validation), autocannon on
 * loopback at 10 connections, on PGlite then PostgreSQL. Ours and the bare peer take turns on
 * the same data (a PGlite directory opens in one process at a time), SERVER_ROUNDS times each, in
 * the order ours, bare, bare, ours, ours, bare…. Where a budget is missed,
 * a short CPU profile of ours (bench/serverProfile.ts) says where the time goes.
 */
import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BARE_ROUTES, SESSION_SQL, SESSION_SQL_SOURCE } from './bareServer';
import { startBare, startPortal, type RunningServer } from './lib/portalServer';
import { round } from './lib/stats';
import type { PgCluster } from './lib/postgres';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 10;
export const DEMO_USER = { userName: 'adherent@demo.fr', password: 'Demo#2026pass' };
const ROOT = path.resolve(import.meta.dirname, '..');

/** The portal's routes of this figure; a route the portal does not answer yet is reported n/a. */
export const SERVER_ROUTES = [
  { name: 'contrats', path: '/api/adherent/contrats' },
  // a 24-month page of 50 reimbursements
  { name: 'remboursements', path: '/api/v1/adherent/remboursements?periode=24&taille=50' },
];

export const SERVER_BUDGET = { fraction: 0.7, p99Ms: 20 };
/**
 * Ours and bare alternate this many times; each side keeps its best round (most req/s, with
 * that round's latencies): on a machine shared with other work, the least disturbed one. Three:
 * with two, one disturbed round moved a ratio by ±0.1 (a run in two or three missed 0.7 on one
 * row, never the same one); a third gives each side one more chance at a quiet moment.
 */
export const SERVER_ROUNDS = Number(process.env.BENCH_SERVER_ROUNDS ?? 3);

const best = (loads: LoadResult[]) => loads.reduce((a, b) => (b.requestsPerSec > a.requestsPerSec ? b : a));

export interface LoadResult {
  route: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Answers by HTTP status ("200", "503"…). */
  statusCodes: Record<string, number>;
}

export async function load(url: string, headers: Record<string, string> = {}, duration = DURATION_S, connections = CONNECTIONS): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    route: new URL(url).pathname,
    requestsPerSec: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, stat.count ?? 0])),
  };
}

/** Cookie jar of a browser: GET /api/identity/client, then optionally the login POST. */
export async function browserCookies(base: string, login?: typeof DEMO_USER): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/api/identity/client`));
  if (login) {
    const response = await fetch(`${base}/api/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: header(), 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') },
      body: JSON.stringify(login),
    });
    if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
    keep(response);
  }
  return header();
}

export interface RouteComparison {
  name: string;
  path: string;
  /** absent: the portal answers 404 (no such route yet); noPeer: no bare SQL written for it yet */
  status: 'measured' | 'absent' | 'noPeer';
  ours?: LoadResult;
  bare?: LoadResult;
  /** ours req/s ÷ bare req/s (budget ≥ 0.7) */
  fraction?: number;
  withinBudget?: boolean;
  /** req/s of every round (the figure is each side's best round) */
  rounds?: { ours: number[]; bare: number[] };
  /** self time by package of a short profile of ours, when the budget is missed */
  profile?: string[];
}

export interface ServerResult {
  database: 'pglite' | 'postgres';
  routes: RouteComparison[];
}

const squash = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** The bare peer must run the portal's own SQL: it is copied, so check the copy is still true. */
export function checkSameSql(): void {
  const sources = [{ sql: SESSION_SQL, files: [SESSION_SQL_SOURCE] }, ...BARE_ROUTES.map((r) => ({ sql: r.sql, files: r.sqlSources }))];
  for (const { sql, files } of sources.filter((source) => source.files.length > 0)) {
    const text = files.map((file) => squash(fs.readFileSync(path.join(ROOT, file), 'utf8'))).join('\n');
    if (!text.includes(squash(sql))) throw new Error(`bench/bareServer.ts: this SQL is no longer in ${files.join(', ')}: ${squash(sql)}`);
  }
}

async function warmAndLoad(url: string, cookie: string): Promise<LoadResult> {
  await load(url, { cookie }, 2); // JIT, pool, plans: not counted
  return load(url, { cookie });
}

/**
 * ours: the rows' keys are the portal's API names; bare: the SQL rows. Compared by contract number
 * (contrats) or by id (a page of items: remboursements, whose statement answers the reply itself).
 */
function contractNumbers(body: {
  contrats?: { numeroContratIndividuel: string }[];
  items?: { id: number }[];
  rows?: { numero_contrat_individuel?: string; items?: { id: number }[] }[];
}): string {
  const page = body.items ?? body.rows?.[0]?.items;
  return JSON.stringify(body.contrats?.map((c) => c.numeroContratIndividuel) ?? page?.map((item) => item.id) ?? body.rows?.map((r) => r.numero_contrat_individuel));
}

/**
 * Ours then bare on one database. `database`: a PostgreSQL URL, or PGlite in a fresh directory.
 * `profileShortfall`: called with ours stopped, for each route that misses its budget.
 */
export async function benchServer(
  kind: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  profileShortfall?: (database: { databaseUrl?: string; dataDir?: string }, routePath: string, cookie: string) => Promise<string[]>,
): Promise<ServerResult> {
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'espace-adherent-bench-'));
  const database = { databaseUrl, dataDir };
  const routes: RouteComparison[] = SERVER_ROUTES.map((route) => ({ ...route, status: 'measured' }));
  const expected = new Map<string, string>();
  const runs = new Map<string, { ours: LoadResult[]; bare: LoadResult[] }>();
  let cookie = '';
  try {
    const oursRound = async (pass: number) => {
      const portal: RunningServer = await startPortal(database);
      try {
        if (pass === 0) cookie = await browserCookies(portal.url, DEMO_USER);
        for (const route of routes.filter((r) => r.status === 'measured')) {
          if (pass === 0) {
            const check = await fetch(`${portal.url}${route.path}`, { headers: { cookie } });
            if (check.status === 404) {
              route.status = 'absent';
              continue;
            }
            if (!check.ok) throw new Error(`${route.path}: ${check.status}`);
            if (!BARE_ROUTES.some((bare) => bare.path === route.path)) {
              route.status = 'noPeer';
              continue;
            }
            expected.set(route.path, contractNumbers(await check.json()));
            runs.set(route.path, { ours: [], bare: [] });
          }
          runs.get(route.path)!.ours.push(await warmAndLoad(`${portal.url}${route.path}`, cookie));
        }
      } finally {
        await portal.stop();
      }
    };
    const bareRound = async () => {
      const bare = await startBare(database);
      try {
        for (const route of routes.filter((r) => r.status === 'measured')) {
          const check = await fetch(`${bare.url}${route.path}`, { headers: { cookie } });
          const rows = contractNumbers(await check.json());
          if (!check.ok || rows !== expected.get(route.path)) throw new Error(`bare ${route.path}: ${check.status} ${rows}, ours ${expected.get(route.path)}`);
          runs.get(route.path)!.bare.push(await warmAndLoad(`${bare.url}${route.path}`, cookie));
        }
      } finally {
        await bare.stop();
      }
    };
    // ours, bare, bare, ours, ours, bare…: neither side always comes first after the other has run
    for (let pass = 0; pass < SERVER_ROUNDS; pass++) {
      if (pass % 2 === 0) {
        await oursRound(pass);
        await bareRound();
      } else {
        await bareRound();
        await oursRound(pass);
      }
    }
    for (const route of routes.filter((r) => r.status === 'measured')) {
      const { ours, bare } = runs.get(route.path)!;
      route.ours = best(ours);
      route.bare = best(bare);
      route.rounds = { ours: ours.map((r) => r.requestsPerSec), bare: bare.map((r) => r.requestsPerSec) };
      route.fraction = round(route.ours.requestsPerSec / route.bare.requestsPerSec, 3);
      const clean = [...ours, ...bare].every((r) => r.errors === 0 && r.non2xx === 0);
      route.withinBudget = clean && route.fraction >= SERVER_BUDGET.fraction && route.ours.p99Ms <= SERVER_BUDGET.p99Ms;
    }
    for (const route of routes) {
      if (route.withinBudget === false && profileShortfall) route.profile = await profileShortfall(database, route.path, cookie);
    }
    return { database: kind, routes };
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both databases: PGlite, then PostgreSQL on the given cluster (a database of its own). */
export async function benchServers(pg: PgCluster | null): Promise<ServerResult[]> {
  checkSameSql();
  const { profileLines } = await import('./serverProfile');
  const profile = (database: { databaseUrl?: string; dataDir?: string }, routePath: string, cookie: string) =>
    profileLines(database, routePath, cookie, Number(process.env.BENCH_PROFILE_SECONDS ?? 5), 8);
  const results = [await benchServer('pglite', undefined, profile)];
  if (pg) results.push(await benchServer('postgres', await pg.database('bench_server'), profile));
  return results;
}
