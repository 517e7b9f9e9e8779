/**
 * Figure 3: page weight and time to data, in Chromium, from a production build of the app
 * (vite build into bench/.out/app, so as not to touch dist/) served by the real server.
 *
 * - Weight: gzip of every JS and CSS response until the network stayed quiet
 *   (tests/e2e/pageWeight.ts), per route of PAGE_ROUTES, logged in when the route asks for it.
 * - Time to data (routes with `dataSelector`): a cold load (new context, cache off) with 4× CPU
 *   throttling and DevTools' "Fast 3G" network (562,5 ms latency, 180 kB/s down) through the
 *   DevTools protocol; from navigation start to the first moment the selector matches
 *   (a MutationObserver set up before any script of the page). Median of TIME_TO_DATA_LOADS.
 * - Responds (routes with `respondsTo`): in the same loads, from the moment the data shows, a real
 *   mouse click (DevTools input, hit-tested like a user's) on a link every RESPOND_POLL_MS until the
 *   page reacts: it has followed the link (the address is the link's route and the menu marks it
 *   as the current page, `aria-current`), and that frame painted. Then, beside it, when the app's
 *   own screen has drawn that route (its title). A click on a control nothing answers yet does
 *   nothing, so it is not counted.
 * - Reads again (same routes): one more cold load, without clicks, until the app has drawn its own
 *   screen and 2 s more: the API reads the app's scripts sent, and those of them the page had
 *   brought (the server's drawing carries its reads, the page preloads the shell's): must be none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Page } from '@playwright/test';
import { measurePageWeight } from '../tests/e2e/pageWeight';
import { readParams, resourcePath } from '../src/api/readResource';
import type { RunningServer } from './lib/portalServer';
import { median, round } from './lib/stats';

export const APP_DIR = path.resolve(import.meta.dirname, '.out/app');
const ROOT = path.resolve(import.meta.dirname, '..');
const KB = 1024;
const PASSWORD = 'Demo#2026pass';

export interface PageRoute {
  name: string;
  /** the screen's `route` (screens/**\/*.screen.json); '' is the landing page */
  route: string;
  /** demo account to log in with first; none for public pages */
  user?: string;
  /** CSS selector that matches once the page shows its data: time to data is measured for it */
  dataSelector?: string;
  /** budget of JS + CSS gzip in KB, checked in the table */
  budgetKB?: number;
  /** A link to click until the product reacts (time to respond); its route, as the hash router writes it. */
  respondsTo?: { link: string; route: string; title: string };
}

/**
 * The routes of the figure, by screen route. A route no screen declares yet is reported
 * "pas encore d'écran"; once its screen exists it is measured as it is (fix the route name
 * or the account here if the screen differs).
 */
export const PAGE_ROUTES: PageRoute[] = [
  { name: 'landing', route: '' },
  { name: 'register', route: 'register', budgetKB: 270 },
  // the member home with its data blocks, measured as the demo member
  { name: 'accueil', route: 'accueil', user: 'adherent@demo.fr', dataSelector: '.ea-contrat', budgetKB: 300, respondsTo: { link: '.ea-nav a[href="#/remboursements"]', route: 'remboursements', title: 'Mes remboursements' } },
  { name: 'remboursements', route: 'remboursements', user: 'adherent@demo.fr' },
  // the back office: a paginated table, the connection log
  { name: 'admin connexions', route: 'admin/connexions', user: 'admin@demo.fr' },
];

/** How the app addresses a screen route (hash routing today): change here if the router changes. */
export const routeUrl = (base: string, route: string) => `${base}/#/${route}`;

export const TIME_TO_DATA_LOADS = Number(process.env.BENCH_TTD_LOADS ?? 5);
export const CPU_SLOWDOWN = 4;
/** Budget: the accueil usable (data shown) within 1.5 s, cold, 4× CPU, Fast 3G. */
export const TIME_TO_DATA_BUDGET_MS = 1500;
/** Budget: the accueil responds to a click within 2.5 s, cold, 4× CPU, Fast 3G. */
export const RESPONDS_BUDGET_MS = 2500;
/** How often the bench clicks until the page reacts. */
const RESPOND_POLL_MS = 100;
/** Chrome DevTools' "Fast 3G" preset (SDK NetworkManager): 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up, 150 ms × 3.75 latency. */
export const FAST_3G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8, uploadThroughput: (750 * 1000 * 0.9) / 8 };
/** Chrome DevTools' "Slow 3G" preset (SDK NetworkManager): 500 kbit/s × 0.8, 400 ms × 5 latency. */
export const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: (500 * 1000 * 0.8) / 8, uploadThroughput: (500 * 1000 * 0.8) / 8 };

export interface PageFigure {
  name: string;
  route: string;
  /** false: no screen declares this route yet (nothing measured) */
  exists: boolean;
  jsKB?: number;
  cssKB?: number;
  files?: number;
  /** where the browser ended (a guard's redirect would show here) */
  finalUrl?: string;
  timeToDataMs?: number;
  timeToDataRuns?: number[];
  /** When the app's own root (#portail) shows the data: the page is interactive (a server preview before it is not). */
  timeToAppMs?: number;
  timeToAppRuns?: number[];
  /** When a click first got the product's reaction (its `respondsTo` link followed), from navigation start. */
  respondsMs?: number;
  respondsRuns?: number[];
  /** When the app's screen had drawn the clicked link's route, same loads. */
  clickedDrawnMs?: number;
  clickedDrawnRuns?: number[];
  /** The API reads the app sent after load (path and query), and how many of them the page had already brought. */
  appReads?: string[];
  readsAgain?: number;
  budgetKB?: number;
}

export async function buildApp(): Promise<string> {
  await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir: APP_DIR, emptyOutDir: true } });
  // The server's build of the shell (the member home drawn in the page), where the server looks for it: beside the app.
  await build({ root: ROOT, configFile: path.join(ROOT, 'vite.ssr.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir: path.join(APP_DIR, '..', 'dist-ssr'), emptyOutDir: true } });
  return APP_DIR;
}

/** Every `route` declared by a screen file. */
export function screenRoutes(dir = path.join(ROOT, 'screens')): Set<string> {
  const routes = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.screen.json')) continue;
    const screen = JSON.parse(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')) as { route?: string };
    if (typeof screen.route === 'string') routes.add(screen.route);
  }
  return routes;
}

/** A fresh context (cold cache), logged in through the API as a browser would be (cookies). */
async function freshContext(browser: Browser, portal: RunningServer, user?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (!user) return context;
  await context.request.get(`${portal.url}/api/identity/client`);
  const xsrf = (await context.cookies(portal.url)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${portal.url}/api/identity/login`, {
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
    data: { userName: user, password: PASSWORD },
  });
  if (!response.ok()) throw new Error(`login ${user}: ${response.status()} ${await response.text()}`);
  return context;
}

async function weigh(browser: Browser, portal: RunningServer, route: PageRoute): Promise<Pick<PageFigure, 'jsKB' | 'cssKB' | 'files' | 'finalUrl'>> {
  const context = await freshContext(browser, portal, route.user);
  try {
    const page = await context.newPage();
    const weight = await measurePageWeight(page as unknown as Page, routeUrl(portal.url, route.route));
    if (route.dataSelector) await page.waitForSelector(route.dataSelector, { timeout: 30_000 });
    // BENCH_FILES=1: every file, heaviest first (what to cut)
    if (process.env.BENCH_FILES) {
      console.error(`  ${route.name}`);
      for (const f of [...weight.files].sort((a, b) => b.gzip - a.gzip)) console.error(`    ${(f.gzip / KB).toFixed(1).padStart(7)} KB  ${f.type}  ${new URL(f.url).pathname}`);
    }
    return { jsKB: round(weight.js / KB, 1), cssKB: round(weight.css / KB, 1), files: weight.files.length, finalUrl: page.url().replace(portal.url, '') };
  } finally {
    await context.close();
  }
}

declare global {
  interface Window {
    __dataShownAt?: number;
    __appShownAt?: number;
    __respondedAt?: number;
    __clickedDrawnAt?: number;
  }
}

/**
 * One cold, throttled load: ms from navigation start until an element matching `selector` is shown:
 * in the page and rendered (not display:none, e.g. behind a preview or before its route check), and
 * the frame that draws it painted (a task queued from that frame's requestAnimationFrame runs after
 * its paint) — `data`; and until the app's own root shows it (`app`: interactive, the server's
 * preview replaced).
 */
async function timeToData(browser: Browser, portal: RunningServer, route: PageRoute): Promise<{ data: number; app: number; responds?: number; clickedDrawn?: number }> {
  const context = await freshContext(browser, portal, route.user);
  try {
    const page = await context.newPage();
    // A string, not a function: tsx names functions with a helper (__name) the page does not have.
    await page.addInitScript({
      content: `(() => {
        const selector = ${JSON.stringify(route.dataSelector)};
        const shown = (where) => [...document.querySelectorAll(where)].some((element) => element.checkVisibility());
        const afterPaint = (record) => requestAnimationFrame(() => setTimeout(record));
        const responds = ${JSON.stringify(route.respondsTo ?? null)};
        let dataSeen = false;
        let appSeen = false;
        const observer = new MutationObserver(() => {
          if (!dataSeen && shown(selector)) {
            dataSeen = true;
            afterPaint(() => (window.__dataShownAt = performance.now()));
          }
          // The app's own screen: its main (the server's drawing, moved into the app's root meanwhile, has none).
          if (!appSeen && shown('#portail #contenu ' + selector)) {
            appSeen = true;
            afterPaint(() => (window.__appShownAt = performance.now()));
          }
          if (responds && !window.__respondedAt && location.hash === '#/' + responds.route && shown(responds.link + '[aria-current="page"]')) {
            afterPaint(() => (window.__respondedAt ??= performance.now()));
          }
          if (responds && location.hash === '#/' + responds.route && [...document.querySelectorAll('#portail #contenu h1')].some((h) => h.textContent === responds.title && h.checkVisibility())) {
            observer.disconnect();
            afterPaint(() => (window.__clickedDrawnAt = performance.now()));
          }
          if (appSeen && !responds) observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true });
      })();`,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(routeUrl(portal.url, route.route), { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => window.__dataShownAt !== undefined, undefined, { timeout: 120_000, polling: RESPOND_POLL_MS });
    // Clicked away, the accueil's screen is never the app's own: its time comes from loads without clicks.
    if (route.respondsTo) {
      await clickUntilReacted(page, route.respondsTo.link);
      await page.waitForFunction(() => window.__clickedDrawnAt !== undefined, undefined, { timeout: 120_000, polling: 200 });
      return await page.evaluate(() => ({ data: window.__dataShownAt!, app: Number.NaN, responds: window.__respondedAt, clickedDrawn: window.__clickedDrawnAt }));
    }
    await page.waitForFunction(() => window.__appShownAt !== undefined, undefined, { timeout: 120_000, polling: 500 });
    // Awaited here, before `finally` closes the context under it.
    return await page.evaluate(() => ({ data: window.__dataShownAt!, app: window.__appShownAt! }));
  } finally {
    await context.close();
  }
}

/** A user's click (hit-tested: an inert element lets it through to what is under it) on `link` every RESPOND_POLL_MS until the page has reacted. */
async function clickUntilReacted(page: import('playwright-core').Page, link: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await page.evaluate(() => window.__respondedAt !== undefined))) {
    if (Date.now() > deadline) throw new Error(`no reaction to a click on ${link}`);
    const box = await page.locator(link).first().boundingBox();
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(RESPOND_POLL_MS);
  }
}

/**
 * One cold, throttled load without clicks: the API reads the app's scripts sent until its own screen
 * shows the data (and 2 s more), and how many of them the page had brought: the server's drawing's
 * reads (its JSON, with the blocks' own arguments) and the shell's reads the page preloads.
 */
async function readsAfterLoad(browser: Browser, portal: RunningServer, route: PageRoute): Promise<{ appReads: string[]; readsAgain: number }> {
  const context = await freshContext(browser, portal, route.user);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const sent: string[] = [];
    const preloaded: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      const url = new URL(event.request.url);
      if (!url.pathname.startsWith('/api/')) return;
      // `script`: sent by the app's code; `parser`: the page's own preloads.
      (event.initiator.type === 'script' ? sent : preloaded).push(`${url.pathname}${url.search}`);
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(routeUrl(portal.url, route.route), { waitUntil: 'commit', timeout: 120_000 });
    // Read before the app takes the drawing out of the page.
    const drawn = await page.waitForFunction(() => document.querySelector('.ea-apercu-lectures')?.textContent ?? false, undefined, { timeout: 120_000, polling: 50 });
    const reads = JSON.parse((await drawn.jsonValue()) as string) as { args: { resource: string; params?: Record<string, unknown> } }[];
    await page.waitForFunction((selector) => document.querySelector(`#portail #contenu ${selector}`) !== null, route.dataSelector, { timeout: 120_000, polling: 200 });
    await page.waitForTimeout(2000);
    const brought = new Set([...preloaded, ...reads.map(({ args }) => readUrl(args.resource, args.params))]);
    return { appReads: sent, readsAgain: sent.filter((url) => brought.has(url)).length };
  } finally {
    await context.close();
  }
}

function readUrl(resource: string, params: Record<string, unknown> | undefined): string {
  const query = readParams(params);
  return `/api/${resourcePath(resource)}${query ? `?${new URLSearchParams(query)}` : ''}`;
}

export async function benchPages(browser: Browser, portal: RunningServer): Promise<PageFigure[]> {
  const declared = screenRoutes();
  const figures: PageFigure[] = [];
  for (const route of PAGE_ROUTES) {
    if (!declared.has(route.route)) {
      figures.push({ name: route.name, route: route.route, exists: false });
      continue;
    }
    const figure: PageFigure = { name: route.name, route: route.route, exists: true, budgetKB: route.budgetKB, ...(await weigh(browser, portal, route)) };
    if (route.dataSelector) {
      const runs: { data: number; app: number; responds?: number; clickedDrawn?: number }[] = [];
      for (let i = 0; i < TIME_TO_DATA_LOADS; i++) runs.push(await timeToData(browser, portal, route));
      figure.timeToDataMs = round(median(runs.map((run) => run.data)), 0);
      figure.timeToDataRuns = runs.map((run) => round(run.data, 0));
      if (route.respondsTo) {
        figure.respondsMs = round(median(runs.map((run) => run.responds!)), 0);
        figure.respondsRuns = runs.map((run) => round(run.responds!, 0));
        figure.clickedDrawnMs = round(median(runs.map((run) => run.clickedDrawn!)), 0);
        figure.clickedDrawnRuns = runs.map((run) => round(run.clickedDrawn!, 0));
        // The app's own screen, in as many loads without clicks.
        const apps: number[] = [];
        for (let i = 0; i < TIME_TO_DATA_LOADS; i++) apps.push((await timeToData(browser, portal, { ...route, respondsTo: undefined })).app);
        figure.timeToAppMs = round(median(apps), 0);
        figure.timeToAppRuns = apps.map((app) => round(app, 0));
        Object.assign(figure, await readsAfterLoad(browser, portal, route));
      } else {
        figure.timeToAppMs = round(median(runs.map((run) => run.app)), 0);
        figure.timeToAppRuns = runs.map((run) => round(run.app, 0));
      }
    }
    figures.push(figure);
  }
  return figures;
}
