/**
 * npm run bench — what costs members time, against the right peers. A report, not a test: it
 * prints one table (each budget beside its figure) and writes bench/results.json; budgets are
 * reported, never enforced. Every comparison is measured in the same run (bench/README.md).
 * Parts: BENCH_ONLY=typing,pages,server,scaleout,authoring,table,overload,scale (default: all of them);
 * `validation` (precompiled vs run-time validator) runs only when named.
 */
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { launchChromium } from './lib/browser';
import { startPortal } from './lib/portalServer';
import { startPostgres, type PgCluster } from './lib/postgres';
import { benchPages, buildApp, CPU_SLOWDOWN, RESPONDS_BUDGET_MS, TIME_TO_DATA_BUDGET_MS, TIME_TO_DATA_LOADS } from './pageLoad';
import { round } from './lib/stats';
import { benchValidation } from './validation';
import { benchTyping, BURST, TYPING_BUDGET } from './typing';
import { benchServers, CONNECTIONS, SERVER_BUDGET } from './server';
import { benchPageDuringLogins, LOGIN_CHECKS, PAGE_CONNECTIONS, PAGE_DURING_LOGINS_BUDGET_MS } from './pageDuringLogins';
import { benchScaleOut } from './scaleout';
import { AUTHORING_BUDGET_S, benchAuthoring } from './authoring';
import { benchVisitorDuringBurst, BURST_CONNECTIONS, OVERLOAD_VISITOR_P99_MS } from './visitorDuringBurst';
import { benchTable, TABLE_BUDGET } from './table';
import { benchScale, MEMBER_GROWTH_BUDGET } from './scale/scale';
import { describeActivity } from './scale/clusterActivity';

const PARTS = ['typing', 'pages', 'server', 'scaleout', 'authoring', 'table', 'overload', 'scale'];
const only = new Set((process.env.BENCH_ONLY ?? PARTS.join(',')).split(','));
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
const rows: [string, string, string][] = [];
const notes: string[] = [];
const budget = (ok: boolean, text: string) => `${ok ? 'OK  ' : 'MISS'} ${text}`;
const NOT_YET = "n/a  pas encore d'écran";

/** Runs one part; a part that fails is a row of the table (and exit code 1), the others still run. */
async function part(name: string, title: string, measure: () => Promise<void>): Promise<void> {
  if (!only.has(name)) return;
  console.error(`… ${title}`);
  try {
    await measure();
  } catch (error) {
    console.error(error);
    results[name] = { error: String(error) };
    rows.push([`${name}`, 'ÉCHEC', String((error as Error).message ?? error).slice(0, 120)]);
    process.exitCode = 1;
  }
}

let pg: PgCluster | null | undefined;
/** One throwaway PostgreSQL cluster for the parts that need it, started on first use. */
async function postgres(): Promise<PgCluster | null> {
  if (pg === undefined) pg = await startPostgres().catch((error: Error) => (console.error(`PostgreSQL skipped: ${error.message}`), null));
  return pg;
}

const browser = await launchChromium();
try {
  await part('typing', 'typing: 300- and 1 000-field actes, ours vs stock RJSF, in Chromium', async () => {
    const t = await benchTyping(browser, Number(process.env.BENCH_ROUNDS ?? 3));
    results.typing = t;
    for (const s of t.sizes) {
      rows.push([`typing work per key p95, ${s.fields} fields (ours / stock)`, `${s.ours.scriptP95Ms} / ${s.stock.scriptP95Ms} ms (median ${s.ours.scriptMedianMs} / ${s.stock.scriptMedianMs})`, budget(s.scriptP95Ratio <= TYPING_BUDGET.ratio, `ratio ${s.scriptP95Ratio} (≤ ${TYPING_BUDGET.ratio})`)]);
      rows.push([`typing keydown → input handled p95, ${s.fields} fields`, `p95 ${s.ours.processingP95Ms} / ${s.stock.processingP95Ms} ms`, 'sync part only (ours hands RJSF the change after the paint)']);
      const lostOk = s.ours.lostInBurst === 0 && s.stock.lostInBurst === 0;
      rows.push([`characters lost, ${BURST} typed at once, ${s.fields} fields`, `${s.ours.lostInBurst} / ${s.stock.lostInBurst}`, budget(lostOk, '0 / 0')]);
    }
    rows.push(['typing work growth 300 → 1 000 fields (ours)', `×${t.oursGrowth}`, budget(t.oursGrowth <= TYPING_BUDGET.growth, `≤ ×${TYPING_BUDGET.growth}`)]);
    const [small] = t.sizes;
    rows.push([`first render 300 fields, median of ${small.ours.firstRenderRuns.length} (ours / stock)`, `${small.ours.firstRenderMs} / ${small.stock.firstRenderMs} ms`, budget(small.firstRenderRatio <= TYPING_BUDGET.firstRenderRatio, `ratio ${small.firstRenderRatio} (≤ ${TYPING_BUDGET.firstRenderRatio})`)]);
  });
  await part('pages', 'pages: vite build, then each route in Chromium (weight, time to data)', async () => {
    const staticDir = await buildApp();
    const portal = await startPortal({ staticDir });
    try {
      const pages = await benchPages(browser, portal);
      results.pages = pages;
      for (const p of pages) {
        if (!p.exists) {
          rows.push([`page ${p.name} JS / CSS (gzip)`, '—', NOT_YET]);
          continue;
        }
        const redirected = p.finalUrl && !p.finalUrl.endsWith(`/${p.route}`) ? `, ended on ${p.finalUrl}` : '';
        const total = round(p.jsKB! + p.cssKB!, 1);
        const verdict = p.budgetKB === undefined ? '' : budget(total <= p.budgetKB, `JS + CSS ${total} ≤ ${p.budgetKB} KB`);
        rows.push([`page ${p.name} JS / CSS (gzip)`, `${p.jsKB} / ${p.cssKB} KB${redirected}`, verdict]);
        if (p.timeToDataMs !== undefined) {
          const ttdOk = p.timeToDataMs <= TIME_TO_DATA_BUDGET_MS;
          rows.push([`page ${p.name} time to data, cold, ${CPU_SLOWDOWN}× CPU, fast 3G (median of ${TIME_TO_DATA_LOADS})`, `${p.timeToDataMs} ms (runs ${p.timeToDataRuns!.join(', ')})`, budget(ttdOk, `≤ ${TIME_TO_DATA_BUDGET_MS} ms`)]);
          rows.push([`page ${p.name} app's own screen drawn${p.respondsMs === undefined ? ', same loads' : `, ${TIME_TO_DATA_LOADS} more loads`}`, `${p.timeToAppMs} ms (runs ${p.timeToAppRuns!.join(', ')})`, '']);
        }
        if (p.respondsMs !== undefined) {
          rows.push([`page ${p.name} responds to a click (menu link followed), same loads as time to data`, `${p.respondsMs} ms (runs ${p.respondsRuns!.join(', ')})`, budget(p.respondsMs <= RESPONDS_BUDGET_MS, `≤ ${RESPONDS_BUDGET_MS} ms`)]);
          rows.push([`page ${p.name} the clicked page drawn by the app, same loads`, `${p.clickedDrawnMs} ms (runs ${p.clickedDrawnRuns!.join(', ')})`, '']);
          rows.push([`page ${p.name} reads sent again by the app after load (one more cold load)`, `${p.readsAgain} of ${p.appReads!.length} app reads (${p.appReads!.join(', ') || 'none'})`, budget(p.readsAgain === 0, '0')]);
        }
      }
    } finally {
      await portal.stop();
    }
  });
  await part('server', `server: ours vs the same SQL bare, autocannon ${process.env.BENCH_SECONDS ?? 10} s per route, PGlite then PostgreSQL`, async () => {
    const server = await benchServers(await postgres());
    results.server = server;
    for (const s of server) {
      for (const r of s.routes) {
        const label = `server ${s.database} GET ${r.path}`;
        if (r.status === 'absent') rows.push([label, '—', 'n/a  pas encore de route']);
        else if (r.status === 'noPeer') rows.push([label, '—', 'n/a  pair nu à écrire (bench/bareServer.ts)']);
        else {
          const errors = r.ours!.errors + r.ours!.non2xx + r.bare!.errors + r.bare!.non2xx;
          rows.push([
            label,
            `${r.ours!.requestsPerSec} vs bare ${r.bare!.requestsPerSec} req/s, p99 ${r.ours!.p99Ms} / ${r.bare!.p99Ms} ms${errors ? `, ${errors} errors` : ''}`,
            budget(r.withinBudget!, `ratio ${r.fraction} (≥ ${SERVER_BUDGET.fraction}), p99 ≤ ${SERVER_BUDGET.p99Ms} ms at ${CONNECTIONS} conn.`),
          ]);
          if (r.profile) notes.push(`CPU profile of ours, ${s.database} ${r.path} (self time by package, then by function):`, ...r.profile.map((line) => `  ${line}`));
        }
      }
    }
    const page = await benchPageDuringLogins();
    results.pageDuringLogins = page;
    rows.push([
      `server page p99 during password checks (GET /, ${PAGE_CONNECTIONS} conn., ${LOGIN_CHECKS} checks from one address, PGlite)`,
      `${page.during.p99Ms} ms (alone ${page.alone.p99Ms} ms; checks took ${page.loginsMs} ms: ${Object.entries(page.loginStatuses).map(([status, n]) => `${n}× ${status}`).join(', ')})`,
      budget(page.withinBudget, `p99 ≤ ${PAGE_DURING_LOGINS_BUDGET_MS} ms`),
    ]);
  });
  await part('scaleout', 'scale-out: two portal processes on one PostgreSQL vs one', async () => {
    const cluster = await postgres();
    if (cluster) {
      const s = await benchScaleOut(cluster);
      results.scaleout = s;
      rows.push([`scale-out GET ${s.route}, 2 processes vs 1 (PostgreSQL)`, `${s.twoTotalRequestsPerSec} vs ${s.one.requestsPerSec} req/s = ×${s.ratio}`, budget(s.errors === 0, `errors ${s.errors} (0); ratio reported`)]);
    } else rows.push(['scale-out (PostgreSQL)', '—', 'n/a  PostgreSQL absent']);
  });
  await part('overload', 'overload: a visitor while a burst runs (shedding with 503)', async () => {
    const o = await benchVisitorDuringBurst();
    results.overload = o;
    for (const [name, s] of [['shedding', o.shedding], ['no shedding', o.noShedding]] as const) {
      rows.push([
        `visitor p99 during a burst, ${name} (MAX_EVENT_LOOP_DELAY_MS ${s.maxEventLoopDelayMs || 'default'}; GET /, 1 conn. vs ${BURST_CONNECTIONS}, PGlite)`,
        `${s.during.p99Ms} ms (alone ${s.alone.p99Ms} ms; visitor 503 ${s.visitorShedPercent} %; burst ${s.burst.requestsPerSec} req/s, 503 ${s.burstShedPercent} %)`,
        name === 'shedding' ? budget(s.during.p99Ms <= OVERLOAD_VISITOR_P99_MS, `≤ ${OVERLOAD_VISITOR_P99_MS} ms`) : '—  (the peer)',
      ]);
    }
  });
  await part('authoring', 'authoring: the file checks of npm run check, and tsc beside them, wall time', async () => {
    const a = await benchAuthoring();
    results.authoring = a;
    rows.push([`authoring file checks (${a.command}), median of ${a.runsS.length}`, `${a.medianS} s (runs ${a.runsS.join(', ')}; load ${a.loadAverage})${a.exitCode ? ` (exit ${a.exitCode})` : ''}`, budget(a.medianS <= AUTHORING_BUDGET_S, `≤ ${AUTHORING_BUDGET_S} s`)]);
    rows.push(['authoring file checks, nothing remembered (CHECK_CACHE=0)', `${a.uncachedS} s`, '—  (reported)']);
    rows.push(['authoring tsc -p tsconfig.json (rest of npm run check)', `${a.tscS} s`, '—  (reported)']);
  });
  await part('table', 'table: the data block with 500 rows, render and sort, in Chromium', async () => {
    const t = await benchTable(browser);
    results.table = t;
    rows.push([`table ${t.rows} rows: data → on screen (median)`, `${t.renderMs} ms (runs ${t.renderRuns.join(', ')})`, budget(t.renderMs <= TABLE_BUDGET.renderMs, `≤ ${TABLE_BUDGET.renderMs} ms`)]);
    rows.push([`table ${t.rows} rows: sort click → on screen (median)`, `${t.sortMs} ms (runs ${t.sortRuns.join(', ')})`, budget(t.sortMs <= TABLE_BUDGET.sortMs, `≤ ${TABLE_BUDGET.sortMs} ms`)]);
    rows.push([`table ${t.rows} rows: data → every row in the page`, `${t.renderAllMs} ms`, '—  (reported)']);
    rows.push([`table ${t.rows} rows: sort click → every row in the page`, `${t.sortAllMs} ms`, '—  (reported)']);
  });
  await part('scale', 'scale: a million members on PostgreSQL (fill, member reads, back office, plans, purge, outbox, 1/2/4 processes)', async () => {
    const s = await benchScale();
    results.scale = s;
    const c = s.counts;
    rows.push([`scale fill (${c.members} members, ${c.contrats} contracts, ${c.beneficiaires} persons, ${c.lines} lines, ${c.demandes} demandes, ${c.connectionLogs} connections, ${c.courriers} courriers)`, `${s.fillSeconds} s`, '—  (reported)']);
    for (const r of s.rows) {
      const growth = r.kind === 'member' ? `, ×${r.growth} p50 vs demo (≤ ×${MEMBER_GROWTH_BUDGET})` : '';
      rows.push([
        `scale ${r.kind === 'member' ? 'member' : r.kind === 'list' ? 'back office' : 'statistic'}: ${r.name}`,
        `p50 ${r.scale.p50Ms} / p99 ${r.scale.p99Ms} ms at 1M (demo ${r.demo.p50Ms} / ${r.demo.p99Ms})${r.scale.errors ? `, ${r.scale.errors} errors` : ''}${r.seqScans.length ? `, ${r.seqScans.join('; ')}` : ''}${describeActivity(r.activity.scale)}`,
        budget(r.ok, `p99 ≤ ${r.budgetMs} ms${growth}, no seq scan > 100 000 rows`),
      ]);
    }
    rows.push(['scale plans: lines of the log that were not a JSON entry (bench/.out/scale-unreadable-log-lines.txt)', String(s.unreadableLogLines), budget(s.unreadableLogLines === 0, '0 (else a plan may be missing)')]);
    rows.push([`scale connection-log purge (${s.purge.deleted} rows past 12 months)`, `${s.purge.ms} ms`, budget(!s.purge.seqScans.length, `no seq scan > 100 000 rows${s.purge.seqScans.length ? `: ${s.purge.seqScans.join('; ')}` : ''}`)]);
    rows.push([`scale outbox claim, backlog ${s.outboxClaim.backlog} (${s.outboxClaim.claims} claims)`, `p50 ${s.outboxClaim.p50Ms} / p99 ${s.outboxClaim.p99Ms} ms`, budget(!s.outboxClaim.seqScans.length && s.outboxClaim.p99Ms <= 20, 'p99 ≤ 20 ms, no seq scan > 100 000 rows')]);
    const byCount = new Map(s.scaleOut.map((o) => [o.processes, o]));
    for (const o of s.scaleOut) {
      const verdict = o.processes === 4 ? budget(o.requestsPerSec >= byCount.get(2)!.requestsPerSec && o.errors === 0, `≥ 2 processes' ${byCount.get(2)!.requestsPerSec} req/s, 0 errors`) : budget(o.errors === 0, 'errors 0');
      rows.push([`scale-out at 1M: ${o.processes} process(es), member reads, ${10} conn. in all`, `${o.requestsPerSec} req/s, p99 ${o.p99Ms} ms; CPU per request: portal ${o.portalCpuPerRequestMs} + PostgreSQL ${o.postgresCpuPerRequestMs} ms, cores busy ${o.coresBusy} of ${availableParallelism()}, lock waits ${o.activity.lockWaits} in ${o.activity.samples} samples${describeActivity(o.activity)}`, verdict]);
    }
  });
  await part('validation', 'validation: register acte, precompiled vs run-time compile', async () => {
    const v = benchValidation();
    results.validation = v;
    rows.push(['validation first (precompiled / runtime)', `${v.precompiled.firstMs} ms / ${v.runtime.firstMs} ms`, `ratio ${v.firstRatio}×`]);
  });
} finally {
  await browser.close();
  await pg?.stop();
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length), 6));
const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(line(['figure', 'value', 'budget']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
if (notes.length) console.log(`\n${notes.join('\n')}`);
const out = path.resolve(import.meta.dirname, 'results.json');
fs.writeFileSync(out, `${JSON.stringify({ ...results, table: rows, notes }, null, 2)}\n`);
console.log(`\n→ ${path.relative(process.cwd(), out)}`);
