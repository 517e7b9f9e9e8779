/**
 * Figure 4: autocannon on loopback, 10 s per route, against the real server in its own process:
 * anonymous `GET /api/referentiel/civilite` (with the cookies a browser has after its first
 * call) and authenticated `GET /api/adherent/contrats` (demo member), compared with a bare
 * Fastify hello route started in the same run. PGlite, then PostgreSQL when its binaries exist.
 */
import autocannon from 'autocannon';
import { startHello, startPortal, type RunningServer } from './lib/portalServer';
import { round } from './lib/stats';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
export const DEMO_USER = { userName: 'adherent@demo.fr', password: 'Demo#2026pass' };

export interface LoadResult {
  route: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(url: string, headers: Record<string, string> = {}, duration = DURATION_S): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    route: new URL(url).pathname,
    requestsPerSec: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
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

export interface ServerResult {
  database: 'pglite' | 'postgres';
  hello: LoadResult;
  civilite: LoadResult;
  contrats: LoadResult;
  /** our throughput / bare Fastify's */
  civiliteFraction: number;
  contratsFraction: number;
}

export async function benchServer(database: 'pglite' | 'postgres', hello: LoadResult, databaseUrl?: string): Promise<ServerResult> {
  const portal: RunningServer = await startPortal({ databaseUrl });
  try {
    const anonymous = await browserCookies(portal.url);
    const member = await browserCookies(portal.url, DEMO_USER);
    const check = await fetch(`${portal.url}/api/adherent/contrats`, { headers: { cookie: member } });
    if (!check.ok) throw new Error(`contrats: ${check.status}`);
    // warm-up (JIT, connection pool), not counted
    await load(`${portal.url}/api/referentiel/civilite`, { cookie: anonymous }, 2);
    await load(`${portal.url}/api/adherent/contrats`, { cookie: member }, 2);
    const civilite = await load(`${portal.url}/api/referentiel/civilite`, { cookie: anonymous });
    const contrats = await load(`${portal.url}/api/adherent/contrats`, { cookie: member });
    return {
      database,
      hello,
      civilite,
      contrats,
      civiliteFraction: round(civilite.requestsPerSec / hello.requestsPerSec, 3),
      contratsFraction: round(contrats.requestsPerSec / hello.requestsPerSec, 3),
    };
  } finally {
    await portal.stop();
  }
}

export async function benchHello(): Promise<LoadResult> {
  const hello = await startHello();
  try {
    await load(`${hello.url}/hello`, {}, 2); // warm-up
    return await load(`${hello.url}/hello`);
  } finally {
    await hello.stop();
  }
}

/** A throwaway PostgreSQL cluster (tests/server/globalSetup.ts), or null without the binaries. */
export async function startPostgres(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  const { existsSync } = await import('node:fs');
  if (!existsSync('/usr/lib/postgresql')) return null;
  const { default: setup } = await import('../tests/server/globalSetup');
  let url = '';
  const stop = await setup({ provide: (_key: string, value: string) => void (url = value) } as never);
  return { url, stop };
}
