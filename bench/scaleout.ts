/**
 * Figure 5: scale-out. Two portal processes on one PostgreSQL database, loaded at once by two
 * autocannon targets (5 connections each), against one process alone (10 connections): same
 * member session (logged in on the first, valid on both: sessions live in the database), same
 * route, same total concurrency. The ratio shows whether anything serialises on shared state
 * (session or rate-limit rows); on a 2-core machine that also runs autocannon, ~1 is the ceiling.
 */
import { startPortal } from './lib/portalServer';
import type { PgCluster } from './lib/postgres';
import { round } from './lib/stats';
import { browserCookies, CONNECTIONS, DEMO_USER, load, type LoadResult } from './server';

export const SCALEOUT_ROUTE = '/api/adherent/contrats';

export interface ScaleOutResult {
  route: string;
  one: LoadResult;
  /** each process's share of the two-process run */
  two: LoadResult[];
  twoTotalRequestsPerSec: number;
  errors: number;
  /** two processes' total req/s ÷ one process's */
  ratio: number;
}

export async function benchScaleOut(pg: PgCluster): Promise<ScaleOutResult> {
  const databaseUrl = await pg.database('bench_scaleout');
  // one after the other: the first migrates and seeds, the second finds it done
  const a = await startPortal({ databaseUrl });
  const b = await startPortal({ databaseUrl }).catch(async (error) => {
    await a.stop();
    throw error;
  });
  try {
    const cookie = await browserCookies(a.url, DEMO_USER);
    for (const server of [a, b]) {
      const check = await fetch(`${server.url}${SCALEOUT_ROUTE}`, { headers: { cookie } });
      if (!check.ok) throw new Error(`${server.url}${SCALEOUT_ROUTE}: ${check.status}`);
    }
    await Promise.all([a, b].map((server) => load(`${server.url}${SCALEOUT_ROUTE}`, { cookie }, 2))); // warm-up
    const one = await load(`${a.url}${SCALEOUT_ROUTE}`, { cookie });
    const half = CONNECTIONS / 2;
    const two = await Promise.all([a, b].map((server) => load(`${server.url}${SCALEOUT_ROUTE}`, { cookie }, undefined, half)));
    const twoTotal = two.reduce((sum, r) => sum + r.requestsPerSec, 0);
    const errors = [one, ...two].reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    return { route: SCALEOUT_ROUTE, one, two, twoTotalRequestsPerSec: twoTotal, errors, ratio: round(twoTotal / one.requestsPerSec, 2) };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}
