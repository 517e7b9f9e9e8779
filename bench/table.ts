/**
 * Budget: a `table` block of 500 rows renders in ≤ 100 ms after its data arrives, and
 * sorting it takes ≤ 50 ms (Chromium, no CPU slowdown). The page (bench/pages/table.tsx) draws
 * the block's DataTable with the "Mes courriers" columns and a download per row; each figure is
 * the median of ROUNDS runs on one page, from the call to the next paint (the rows on screen —
 * a long table draws a screenful first, useProgressiveRows). The time until all 500 rows are in
 * the page is reported beside it (no budget).
 */
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { serveStatic } from './lib/staticServer';
import { median, round } from './lib/stats';
import type { TableTiming } from './pages/table';

export const TABLE_BUDGET = { renderMs: 100, sortMs: 50 };
const ROUNDS = 7;

export interface TableBench {
  rows: number;
  renderMs: number;
  sortMs: number;
  renderRuns: number[];
  sortRuns: number[];
  /** Medians until every row is in the page. */
  renderAllMs: number;
  sortAllMs: number;
}

/** Builds bench/pages/table.html (minified as in production, or readable for a profile). */
export async function buildTablePage(minify = true): Promise<string> {
  const outDir = path.resolve(import.meta.dirname, minify ? '.out/table' : '.out/table-readable');
  await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, 'pages'),
    base: './',
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify, rollupOptions: { input: path.resolve(import.meta.dirname, 'pages/table.html') } },
  });
  return outDir;
}

export async function benchTable(browser: Browser): Promise<TableBench> {
  const outDir = await buildTablePage();
  const server = await serveStatic(outDir);
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/table.html`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    const renders: TableTiming[] = [];
    const sorts: TableTiming[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.evaluate(() => window.__table.reset());
      renders.push(await page.evaluate(() => window.__table.render()));
      // Alternate columns and directions: each click really reorders the 500 rows.
      sorts.push(await page.evaluate((label) => window.__table.sort(label), round % 2 ? 'Objet' : 'Montant'));
      sorts.push(await page.evaluate((label) => window.__table.sort(label), round % 2 ? 'Objet' : 'Montant'));
    }
    const rows = await page.locator('tbody tr').count();
    const figure = (runs: TableTiming[], key: keyof TableTiming) => round(median(runs.map((run) => run[key])), 1);
    return {
      rows,
      renderMs: figure(renders, 'screen'),
      sortMs: figure(sorts, 'screen'),
      renderRuns: renders.map((run) => round(run.screen, 1)),
      sortRuns: sorts.map((run) => round(run.screen, 1)),
      renderAllMs: figure(renders, 'all'),
      sortAllMs: figure(sorts, 'all'),
    };
  } finally {
    await page.close();
    await server.close();
  }
}
