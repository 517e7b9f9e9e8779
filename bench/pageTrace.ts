/**
 * The critical path of a cold load of one route (the accueil must be usable within 1.5 s): which request
 * starts when, how long it takes, and when the data shows, under the bench's conditions (4× CPU,
 * DevTools' Fast 3G: 562.5 ms per request, 180 kB/s).
 *   npx tsx bench/pageTrace.ts [route=accueil] [fast3g|lighthouse]
 * `lighthouse`: Lighthouse's packet-level mobile profile as DevTools can give it (150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up), i.e. the same link without DevTools' ×3.75 latency.
 * Builds the app (bench/.out/app) and serves it by the real server, like `BENCH_ONLY=pages`.
 * Prints one line per request, in start order: start and end in ms from navigation, the
 * initiator (what waited on what), the size; then the moment the route's data selector matched, when
 * the app's own screen showed it, and the page's long tasks (start, duration: the CPU's part).
 */
import path from 'node:path';
import { launchChromium } from './lib/browser';
import { startPortal } from './lib/portalServer';
import { APP_DIR, buildApp, CPU_SLOWDOWN, FAST_3G, PAGE_ROUTES, routeUrl } from './pageLoad';

/** Lighthouse's "Slow 4G" mobile throttling (its packet-level reference): 150 ms RTT, 1.6 Mbit/s. */
export const LIGHTHOUSE_LINK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1000 * 1000) / 8, uploadThroughput: (750 * 1000) / 8 };

interface Row {
  url: string;
  start: number;
  end?: number;
  bytes?: number;
  initiator: string;
}

async function main() {
  const [name = 'accueil', link = 'fast3g'] = process.argv.slice(2);
  const route = PAGE_ROUTES.find((r) => r.name === name);
  if (!route?.dataSelector) throw new Error(`no route with a data selector named ${name}`);
  const staticDir = process.env.BENCH_NO_BUILD ? APP_DIR : await buildApp();
  const portal = await startPortal({ staticDir });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (route.user) {
      await context.request.get(`${portal.url}/api/identity/client`);
      const xsrf = (await context.cookies(portal.url)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
      const response = await context.request.post(`${portal.url}/api/identity/login`, {
        headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
        data: { userName: route.user, password: 'Demo#2026pass' },
      });
      if (!response.ok()) throw new Error(`login: ${response.status()}`);
      // The server's first drawing of the page after its start may take longer than it waits for one.
      await context.request.get(`${portal.url}/`);
    }
    const page = await context.newPage();
    await page.addInitScript({
      content: `(() => {
        const observer = new MutationObserver(() => {
          if (!window.__dataShownAt && document.querySelector(${JSON.stringify(route.dataSelector)})) window.__dataShownAt = performance.now();
          if (!window.__shellShownAt && [...document.querySelectorAll('#portail .ea-header')].some((e) => e.checkVisibility())) window.__shellShownAt = performance.now();
          if ([...document.querySelectorAll('#portail #contenu ' + ${JSON.stringify(route.dataSelector)})].some((e) => e.checkVisibility())) { window.__appShownAt = performance.now(); observer.disconnect(); }
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true });
        window.__tasks = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
      })();`,
    });
    const cdp = await context.newCDPSession(page);
    const rows = new Map<string, Row>();
    let origin = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!origin) origin = event.timestamp;
      const stack = event.initiator.stack?.callFrames?.[0]?.url ?? event.initiator.url ?? '';
      rows.set(event.requestId, {
        url: event.request.url.replace(portal.url, ''),
        start: (event.timestamp - origin) * 1000,
        initiator: `${event.initiator.type}${stack ? ` ${path.basename(stack.replace(portal.url, ''))}` : ''}`,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const row = rows.get(event.requestId);
      if (row) Object.assign(row, { end: (event.timestamp - origin) * 1000, bytes: event.encodedDataLength });
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', link === 'lighthouse' ? LIGHTHOUSE_LINK : FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(routeUrl(portal.url, route.route), { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => (window as { __dataShownAt?: number }).__dataShownAt !== undefined, undefined, { timeout: 120_000, polling: 200 });
    const shown = await page.evaluate(() => (window as { __dataShownAt?: number }).__dataShownAt!);
    await page.waitForFunction(() => (window as { __appShownAt?: number }).__appShownAt !== undefined, undefined, { timeout: 120_000, polling: 200 });
    const app = await page.evaluate(() => (window as { __appShownAt?: number }).__appShownAt!);
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[][] }).__tasks);
    const shell = await page.evaluate(() => (window as { __shellShownAt?: number }).__shellShownAt ?? Number.NaN);
    await page.waitForTimeout(500);
    for (const row of [...rows.values()].sort((a, b) => a.start - b.start)) {
      const end = row.end === undefined ? '    …' : row.end.toFixed(0).padStart(5);
      const kb = row.bytes === undefined ? '' : `${(row.bytes / 1024).toFixed(1)} KB`;
      console.log(`${row.start.toFixed(0).padStart(5)} → ${end} ms  ${kb.padStart(9)}  ${row.url.slice(0, 70).padEnd(70)} ${row.initiator}`);
    }
    console.log(`data shown (${route.dataSelector}) at ${shown.toFixed(0)} ms after navigation start (${link}); the app's own header (live) at ${shell.toFixed(0)} ms, its own screen at ${app.toFixed(0)} ms`);
    console.log(`long tasks [start, ms]: ${JSON.stringify(tasks)}`);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
