/**
 * Figure 1: what Chromium downloads (gzip of each JS/CSS response, tests/e2e/pageWeight.ts)
 * for the landing route, register, and every other public route with an acte form — the
 * heaviest of those is reported. From a production build of the app (vite build into
 * bench/.out/app, so as not to touch dist/), served by the real server.
 */
import path from 'node:path';
import { build } from 'vite';
import type { Browser } from 'playwright-core';
import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { measurePageWeight, type PageWeight } from '../tests/e2e/pageWeight';
import type { RunningServer } from './lib/portalServer';

export const APP_DIR = path.resolve(import.meta.dirname, '.out/app');
const ROOT = path.resolve(import.meta.dirname, '..');
const KB = 1024;

/** Public routes whose screen holds an acte form (from screens/public). */
export const ACTE_ROUTES = ['register', 'login', 'activate-user', 'forgot-password', 'forgot-username', 'reset-password'];

export interface RouteWeight {
  route: string;
  jsKB: number;
  cssKB: number;
  totalKB: number;
  files: number;
}

export async function buildApp(): Promise<string> {
  await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir: APP_DIR, emptyOutDir: true } });
  return APP_DIR;
}

const kb = (bytes: number) => Number((bytes / KB).toFixed(1));

/**
 * Playwright's `networkidle` (no request for 500 ms) can fire while the main chunk is still
 * being parsed and run on a busy machine — before the app asked for its data and its route's
 * chunks. So once it fired, keep waiting until the network stayed quiet for QUIET_MS more, and
 * count everything fetched until then.
 */
const QUIET_MS = 1500;

async function routeWeight(browser: Browser, portal: RunningServer, route: string): Promise<RouteWeight & { list: PageWeight['files'] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const extra: Promise<PageWeight['files'][number] | null>[] = [];
  let lastActivity = Date.now();
  let idle = false;
  page.on('request', () => (lastActivity = Date.now()));
  page.on('response', (response) => {
    lastActivity = Date.now();
    if (!idle) return; // counted by measurePageWeight
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    extra.push(response.body().then((body) => ({ url: response.url(), type: type === 'script' ? 'js' : 'css', gzip: gzipSync(body, { level: 9 }).length }) as const, () => null));
  });
  const weight = await measurePageWeight(page as unknown as Page, `${portal.url}/#/${route}`);
  idle = true;
  while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  const late = (await Promise.all(extra)).filter((f) => f !== null);
  await context.close();
  if (late.length) console.error(`  /#/${route}: ${late.length} files after the first network idle (counted)`);
  const files = [...weight.files, ...late];
  const sum = (kind: 'js' | 'css') => files.filter((f) => f.type === kind).reduce((total, f) => total + f.gzip, 0);
  const js = sum('js');
  const css = sum('css');
  return { route: `/#/${route}`, jsKB: kb(js), cssKB: kb(css), totalKB: kb(js + css), files: files.length, list: files };
}

export async function benchBundle(browser: Browser, portal: RunningServer): Promise<{ landing: RouteWeight; register: RouteWeight; heaviestActe: RouteWeight; routes: RouteWeight[] }> {
  const routes: RouteWeight[] = [];
  for (const route of ['', ...ACTE_ROUTES]) {
    const { list, ...weight } = await routeWeight(browser, portal, route);
    // BENCH_FILES=1: every file of every route, heaviest first (what to cut)
    if (process.env.BENCH_FILES) {
      console.error(`  ${weight.route}`);
      for (const f of [...list].sort((a, b) => b.gzip - a.gzip)) console.error(`    ${(f.gzip / KB).toFixed(1).padStart(7)} KB  ${f.type}  ${new URL(f.url).pathname}`);
    }
    routes.push(weight);
  }
  const [landing, ...actes] = routes;
  const register = actes.find((r) => r.route === '/#/register')!;
  const heaviestActe = [...actes].sort((a, b) => b.totalKB - a.totalKB)[0];
  return { landing, register, heaviestActe, routes };
}
