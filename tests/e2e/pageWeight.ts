import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface PageWeight {
  /** gzip bytes of every JavaScript file fetched until the network stayed quiet. */
  js: number;
  css: number;
  files: { url: string; type: 'js' | 'css'; gzip: number }[];
}

/**
 * Playwright's `networkidle` (no request for 500 ms) can fire while the main chunk is still
 * being parsed and run on a busy machine — before the app asked for its data and its route's
 * chunks. So once it fired, keep waiting until the network stayed quiet for QUIET_MS more.
 */
const QUIET_MS = 1500;

/**
 * What a browser really downloads for a route, counted as gzip of each response body, so the
 * figure does not depend on whether the server compresses. Lazy chunks count when fetched.
 */
export async function measurePageWeight(page: Page, url: string): Promise<PageWeight> {
  const pending: Promise<void>[] = [];
  const files: PageWeight['files'] = [];
  let lastActivity = Date.now();
  page.on('request', () => (lastActivity = Date.now()));
  page.on('response', (response) => {
    lastActivity = Date.now();
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => void files.push({ url: response.url(), type: type === 'script' ? 'js' : 'css', gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined, // the page went away meanwhile
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  await Promise.all(pending);
  const sum = (kind: 'js' | 'css') => files.filter((f) => f.type === kind).reduce((total, f) => total + f.gzip, 0);
  return { js: sum('js'), css: sum('css'), files };
}
