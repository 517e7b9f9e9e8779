/**
 * The login page while passwords are checked: argon2 runs on libuv's thread pool, which also reads
 * the page's files. The real server (production mode, PGlite) serves `GET /` from a front folder
 * (a one-file page: the figure is the wait for the pool, not the page's size); autocannon loads
 * it for PAGE_SECONDS alone, then again while LOGIN_CHECKS password checks from one address run
 * (unknown accounts: each hashes, as a real check does). Run alone: `npx tsx bench/pageDuringLogins.ts`.
 */
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from './lib/portalServer';
import { browserCookies, load, type LoadResult } from './server';

export const LOGIN_CHECKS = 100;
export const PAGE_SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 5);
export const PAGE_CONNECTIONS = 2;
export const PAGE_DURING_LOGINS_BUDGET_MS = 250;

export interface PageDuringLogins {
  alone: LoadResult;
  during: LoadResult;
  /** wall time of the LOGIN_CHECKS checks, and their statuses */
  loginsMs: number;
  loginStatuses: Record<string, number>;
  withinBudget: boolean;
}

export async function benchPageDuringLogins(): Promise<PageDuringLogins> {
  const staticDir = fs.mkdtempSync(path.join(tmpdir(), 'espace-adherent-bench-front-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="fr"><title>Espace Adhérent</title><div id="root"></div></html>');
  const portal = await startPortal({ staticDir });
  try {
    await load(`${portal.url}/`, {}, 2, PAGE_CONNECTIONS); // warm-up, not counted
    const alone = await load(`${portal.url}/`, {}, PAGE_SECONDS, PAGE_CONNECTIONS);
    const cookie = await browserCookies(portal.url);
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
    const started = performance.now();
    const logins = Promise.all(
      Array.from({ length: LOGIN_CHECKS }, (_, i) =>
        fetch(`${portal.url}/api/identity/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
          body: JSON.stringify({ userName: `inconnu${i}@bench.fr`, password: 'pas-le-bon#1A' }),
        }).then((response) => response.status),
      ),
    ).then((statuses) => ({ statuses, ms: Math.round(performance.now() - started) }));
    const during = await load(`${portal.url}/`, {}, PAGE_SECONDS, PAGE_CONNECTIONS);
    const { statuses, ms } = await logins;
    const loginStatuses: Record<string, number> = {};
    for (const status of statuses) loginStatuses[status] = (loginStatuses[status] ?? 0) + 1;
    const withinBudget = during.p99Ms <= PAGE_DURING_LOGINS_BUDGET_MS && during.errors === 0 && during.non2xx === 0;
    return { alone, during, loginsMs: ms, loginStatuses, withinBudget };
  } finally {
    await portal.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchPageDuringLogins();
  console.log(JSON.stringify(result, null, 2));
}
