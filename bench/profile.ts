/**
 * CPU profile of a large-form page (Chrome DevTools protocol), to see where the time of the
 * first render or of typing goes. Builds the pages unminified.
 *   BENCH_PROFILE=1 npx tsx bench/profile.ts ours|stock render|typing [top=30]
 * Prints self and total time per function (top N), writes bench/.out/<page>-<phase>.cpuprofile
 * (open it in Chrome DevTools › Performance).
 */
import fs from 'node:fs';
import path from 'node:path';
import { aggregateProfile, topLines, type CpuProfile } from './lib/cpuProfile';
import { launchChromium } from './lib/browser';
import { serveStatic } from './lib/staticServer';
import { buildBenchPages, KEYSTROKES } from './typing';
import { DEEP_FIELD_ID } from './largeForm/schema';

/** Self and total ms per function of a page's profile. */
export function summarizeProfile(profile: CpuProfile, top = 30): string[] {
  const { self, total } = aggregateProfile(profile, {
    label: (node) => `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`,
  });
  const ms = (value: number) => value.toFixed(1).padStart(8);
  return [
    `profile ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms`,
    '-- self ms --',
    ...topLines(self, top, ms),
    '-- total ms --',
    ...topLines(total, top, ms),
  ];
}

/** Main-thread time by kind of work (scripting, style, layout, paint) from a timeline trace. */
export function summarizeTrace(trace: { traceEvents: { name: string; ph: string; dur?: number; tid: number; args?: { data?: { frame?: string } } }[] }): string[] {
  const kinds = ['FunctionCall', 'EventDispatch', 'TimerFire', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest'];
  const main = trace.traceEvents.find((e) => e.name === 'ParseHTML' || e.name === 'UpdateLayoutTree')?.tid;
  const totals = new Map<string, number>();
  for (const event of trace.traceEvents) {
    if (event.ph !== 'X' || event.tid !== main || !kinds.includes(event.name)) continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return ['-- main thread (ms, nested events overlap) --', ...[...totals].map(([name, ms]) => `${ms.toFixed(1).padStart(8)}  ${name}`)];
}

async function main() {
  const [pageName = 'ours', phase = 'typing', top = '30'] = process.argv.slice(2);
  const { dir } = await buildBenchPages();
  const server = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.goto(`${server.url}/${pageName}.html?hold`);
    await page.evaluate(() => window.__bench.warmedUp);
    const trace = process.env.BENCH_TRACE === '1';
    if (trace) await browser.startTracing(page, { categories: ['devtools.timeline'] });
    if (phase === 'render') await cdp.send('Profiler.start');
    await page.evaluate(() => window.__bench.start());
    const ready = await page.evaluate(() => window.__bench.ready);
    if (phase === 'typing') {
      await page.locator(`#${DEEP_FIELD_ID}`).click();
      await cdp.send('Profiler.start');
      for (let i = 0; i < KEYSTROKES; i++) {
        await page.keyboard.type('a');
        await page.evaluate(() => window.__bench.settle());
      }
    }
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    if (trace) console.log(summarizeTrace(JSON.parse((await browser.stopTracing()).toString())).join('\n'));
    const out = path.resolve(import.meta.dirname, `.out/${pageName}-${phase}.cpuprofile`);
    fs.writeFileSync(out, JSON.stringify(profile));
    console.log(JSON.stringify(ready));
    console.log(summarizeProfile(profile, Number(top)).join('\n'));
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
