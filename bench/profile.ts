/**
 * CPU profile of a large-form page (Chrome DevTools protocol), to see where the time of the
 * first render or of typing goes. Builds the pages unminified.
 *   BENCH_PROFILE=1 npx tsx bench/profile.ts ours|stock render|typing [top=30]
 * Prints self and total time per function (top N), writes bench/.out/<page>-<phase>.cpuprofile
 * (open it in Chrome DevTools › Performance).
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/browser';
import { serveStatic } from './lib/staticServer';
import { buildBenchPages, KEYSTROKES } from './typing';
import { DEEP_FIELD_ID } from './largeForm/schema';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export function summarizeProfile(profile: Profile, top = 30): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  profile.samples.forEach((id, index) => {
    const dt = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    self.set(label(node), (self.get(label(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const name = label(byId.get(current)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + dt);
    }
  });
  const lines = [`profile ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms`, '-- self ms --'];
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`${ms.toFixed(1).padStart(8)}  ${name}`);
  lines.push('-- total ms --');
  for (const [name, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`${ms.toFixed(1).padStart(8)}  ${name}`);
  return lines;
}

/** Main-thread time by kind of work (scripting, style, layout, paint) from a timeline trace. */
function summarizeTrace(trace: { traceEvents: { name: string; ph: string; dur?: number; tid: number; args?: { data?: { frame?: string } } }[] }): string[] {
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
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
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
