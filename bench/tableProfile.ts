/**
 * Where the time of the 500-row table goes (its 100 ms budget), built unminified:
 *   npx tsx bench/tableProfile.ts render|sort [top=30]
 *     a CPU profile and a timeline summary of ROUNDS renders or sorts until every row is in the
 *     page; writes bench/.out/table-<phase>.cpuprofile (open it in Chrome DevTools › Performance);
 *   npx tsx bench/tableProfile.ts cpu
 *     main-thread CPU time (the trace's thread clock, so other processes' load does not count)
 *     from the call to the first paint, per render and per sort, median of ROUNDS — the figure to
 *     compare two versions on a busy machine, where wall times vary by 2×.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { CpuProfile } from './lib/cpuProfile';
import { launchChromium } from './lib/browser';
import { serveStatic } from './lib/staticServer';
import { median, round } from './lib/stats';
import { summarizeProfile, summarizeTrace } from './profile';
import { buildTablePage } from './table';

const ROUNDS = 7;

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  tdur?: number;
  cat: string;
}

/** CPU ms of the renderer's main thread over one traced step (its top-level tasks' thread time). */
async function mainThreadCpu(page: Page, step: () => Promise<unknown>): Promise<number> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await step();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find((e) => e.name === 'UpdateLayoutTree' || e.name === 'FunctionCall')?.tid;
  return traceEvents.filter((e) => e.ph === 'X' && e.tid === main && e.name === 'RunTask').reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0);
}

async function main() {
  const [phase = 'render', top = '30'] = process.argv.slice(2);
  const server = await serveStatic(await buildTablePage(false));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/table.html`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    // Warm-up: the lazy chunks (download block) and icons are loaded before anything is measured.
    await page.evaluate(() => window.__table.render());
    if (phase === 'cpu') {
      const renders: number[] = [];
      const sorts: number[] = [];
      for (let at = 0; at < ROUNDS; at += 1) {
        await page.evaluate(() => window.__table.reset());
        renders.push(await mainThreadCpu(page, () => page.evaluate(() => window.__table.render(false))));
        await page.evaluate(() => window.__table.sort('Date'));
        sorts.push(await mainThreadCpu(page, () => page.evaluate((label) => window.__table.sort(label, false), at % 2 ? 'Objet' : 'Montant')));
        await page.evaluate(() => window.__table.sort('Date'));
      }
      console.log(`main-thread CPU to first paint, median of ${ROUNDS}: render ${round(median(renders), 1)} ms, sort ${round(median(sorts), 1)} ms`);
      console.log(`render runs ${renders.map((v) => round(v, 1)).join(', ')}; sort runs ${sorts.map((v) => round(v, 1)).join(', ')}`);
      return;
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    await cdp.send('Profiler.start');
    const times: number[] = [];
    for (let at = 0; at < ROUNDS; at += 1) {
      if (phase === 'render') {
        await page.evaluate(() => window.__table.reset());
        times.push((await page.evaluate(() => window.__table.render())).all);
      } else {
        times.push((await page.evaluate((label) => window.__table.sort(label), at % 2 ? 'Objet' : 'Montant')).all);
      }
    }
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    console.log(summarizeTrace(JSON.parse((await browser.stopTracing()).toString())).join('\n'));
    fs.writeFileSync(path.resolve(import.meta.dirname, `.out/table-${phase}.cpuprofile`), JSON.stringify(profile));
    console.log(`${phase} ms until every row is in the page: ${times.map((t) => t.toFixed(1)).join(', ')}`);
    console.log(summarizeProfile(profile, Number(top)).join('\n'));
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
