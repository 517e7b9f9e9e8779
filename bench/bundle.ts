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

async function routeWeight(browser: Browser, portal: RunningServer, route: string): Promise<RouteWeight & { list: PageWeight['files'] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const weight = await measurePageWeight(page as unknown as Page, `${portal.url}/#/${route}`);
  await context.close();
  return { route: `/#/${route}`, jsKB: kb(weight.js), cssKB: kb(weight.css), totalKB: kb(weight.js + weight.css), files: weight.files.length, list: weight.files };
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
