/**
 * Issue 14 budget: a `table` block of 500 rows renders in ≤ 100 ms after its data arrives, and
 * sorting it takes ≤ 50 ms (Chromium, no CPU slowdown). The page (bench/pages/table.tsx) draws
 * the block's DataTable with the "Mes courriers" columns and a download per row; each figure is
 * the median of ROUNDS runs on one page, from the call to the next paint.
 */
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { serveStatic } from './lib/staticServer';
import { median, round } from './lib/stats';

export const TABLE_BUDGET = { renderMs: 100, sortMs: 50 };
const ROUNDS = 7;

export interface TableBench {
  rows: number;
  renderMs: number;
  sortMs: number;
  renderRuns: number[];
  sortRuns: number[];
}

export async function benchTable(browser: Browser): Promise<TableBench> {
  const outDir = path.resolve(import.meta.dirname, '.out/table');
  await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, 'pages'),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, rollupOptions: { input: path.resolve(import.meta.dirname, 'pages/table.html') } },
  });
  const server = await serveStatic(outDir);
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/table.html`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    const renderRuns: number[] = [];
    const sortRuns: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.evaluate(() => window.__table.reset());
      renderRuns.push(await page.evaluate(() => window.__table.render()));
      // Alternate columns and directions: each click really reorders the 500 rows.
      sortRuns.push(await page.evaluate((label) => window.__table.sort(label), round % 2 ? 'Objet' : 'Montant'));
      sortRuns.push(await page.evaluate((label) => window.__table.sort(label), round % 2 ? 'Objet' : 'Montant'));
    }
    const rows = await page.locator('tbody tr').count();
    return { rows, renderMs: round(median(renderRuns), 1), sortMs: round(median(sortRuns), 1), renderRuns: renderRuns.map((v) => round(v, 1)), sortRuns: sortRuns.map((v) => round(v, 1)) };
  } finally {
    await page.close();
    await server.close();
  }
}
