/**
 * npm run bench — what members feel, side by side with stock RJSF. A benchmark, not a test:
 * it prints a table and writes bench/results.json; budgets are reported, never enforced.
 * Every comparison is measured in the same run. Sections: BENCH_ONLY=bundle,validation,typing,server
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/browser';
import { startPortal } from './lib/portalServer';
import { benchBundle, buildApp } from './bundle';
import { benchValidation } from './validation';
import { benchTyping } from './typing';
import { benchHello, benchServer, startPostgres, type ServerResult } from './server';

const only = new Set((process.env.BENCH_ONLY ?? 'bundle,validation,typing,server').split(','));
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
const rows: [string, string, string][] = [];
const budget = (ok: boolean, text: string) => `${ok ? 'OK  ' : 'MISS'} ${text}`;
const section = (title: string) => console.error(`… ${title}`);

const browser = await launchChromium();
try {
  if (only.has('bundle')) {
    section('bundle: vite build, then the routes in Chromium');
    const staticDir = await buildApp();
    const portal = await startPortal({ staticDir });
    try {
      const bundle = await benchBundle(browser, portal);
      results.bundle = bundle;
      rows.push(['bundle landing /#/ JS / CSS (gzip)', `${bundle.landing.jsKB} KB / ${bundle.landing.cssKB} KB`, budget(bundle.landing.jsKB <= 110, 'JS ≤ 110 KB')]);
      rows.push(['bundle register JS+CSS (gzip)', `${bundle.register.totalKB} KB (JS ${bundle.register.jsKB}, CSS ${bundle.register.cssKB})`, budget(bundle.register.totalKB <= 260, 'total ≤ 260 KB')]);
      rows.push([`bundle heaviest acte ${bundle.heaviestActe.route}`, `${bundle.heaviestActe.totalKB} KB (JS ${bundle.heaviestActe.jsKB}, CSS ${bundle.heaviestActe.cssKB})`, '']);
    } finally {
      await portal.stop();
    }
  }
  if (only.has('validation')) {
    section('validation: register acte, precompiled vs run-time compile');
    const v = benchValidation();
    results.validation = v;
    rows.push(['validation first (precompiled / runtime)', `${v.precompiled.firstMs} ms / ${v.runtime.firstMs} ms`, budget(v.firstRatio >= 10, `ratio ${v.firstRatio}× (≥ 10×)`)]);
    rows.push(['validation 1000th (precompiled / runtime)', `${v.precompiled.thousandthMs} ms / ${v.runtime.thousandthMs} ms`, `steady ratio ${v.steadyRatio}×`]);
  }
  if (only.has('typing')) {
    section('typing: 300-field acte, ours vs stock RJSF, in Chromium');
    // Keystroke latency stays on the 60 Hz frame clock: --disable-gpu-vsync and
    // --disable-frame-rate-limit do not unthrottle requestAnimationFrame in headless Chromium 156
    // (the floor page still measures 14–16 ms median, rAF interval 16.7–17.6 ms with them).
    const t = await benchTyping(browser, Number(process.env.BENCH_ROUNDS ?? 3));
    results.typing = t;
    rows.push(['typing keystroke median (ours / stock)', `${t.ours.keystrokeMedianMs} ms / ${t.stock.keystrokeMedianMs} ms`, `ratio ${t.medianRatio}`]);
    rows.push(['typing keystroke p95 (ours / stock)', `${t.ours.keystrokeP95Ms} ms / ${t.stock.keystrokeP95Ms} ms`, budget(t.p95Ratio <= 0.5, `ratio ${t.p95Ratio} (≤ 0.5)`)]);
    rows.push(['typing script part median/p95 (ours / stock)', `${t.ours.processingMedianMs}/${t.ours.processingP95Ms} ms / ${t.stock.processingMedianMs}/${t.stock.processingP95Ms} ms`, 'keydown → React committed']);
    rows.push(['typing floor: bare <input> median / p95', `${t.floor.keystrokeMedianMs} ms / ${t.floor.keystrokeP95Ms} ms`, 'frame wait + paint, no work']);
    rows.push(['first render 300 fields (ours / stock)', `${t.ours.firstRenderMs} ms / ${t.stock.firstRenderMs} ms`, budget(t.firstRenderRatio <= 1, `ratio ${t.firstRenderRatio} (≤ 1)`)]);
  }
  if (only.has('server')) {
    section(`server: autocannon ${process.env.BENCH_SECONDS ?? 10} s per route`);
    const hello = await benchHello();
    const server: ServerResult[] = [await benchServer('pglite', hello)];
    const pg = await startPostgres().catch((error: Error) => (console.error(`PostgreSQL skipped: ${error.message}`), null));
    if (pg) {
      try {
        server.push(await benchServer('postgres', hello, pg.url));
      } finally {
        await pg.stop();
      }
    }
    results.server = server;
    rows.push(['server bare Fastify hello', `${hello.requestsPerSec} req/s, p99 ${hello.p99Ms} ms`, '']);
    for (const s of server) {
      rows.push([`server ${s.database} GET civilite`, `${s.civilite.requestsPerSec} req/s, p99 ${s.civilite.p99Ms} ms`, `${Math.round(s.civiliteFraction * 100)}% of hello${s.civilite.non2xx ? `, ${s.civilite.non2xx} non-2xx` : ''}`]);
      const ok = s.contratsFraction >= 0.3 && s.contrats.p99Ms <= 20 && s.contrats.non2xx === 0;
      rows.push([`server ${s.database} GET contrats (auth)`, `${s.contrats.requestsPerSec} req/s, p99 ${s.contrats.p99Ms} ms`, budget(ok, `${Math.round(s.contratsFraction * 100)}% of hello (≥ 30%), p99 ≤ 20 ms${s.contrats.non2xx ? `, ${s.contrats.non2xx} non-2xx` : ''}`)]);
    }
  }
} finally {
  await browser.close();
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(line(['figure', 'value', 'budget']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
const out = path.resolve(import.meta.dirname, 'results.json');
fs.writeFileSync(out, `${JSON.stringify({ ...results, table: rows }, null, 2)}\n`);
console.log(`\n→ ${path.relative(process.cwd(), out)}`);
