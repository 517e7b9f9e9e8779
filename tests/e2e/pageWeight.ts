import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface PageWeight {
  /** gzip bytes of every JavaScript file fetched until the network is idle. */
  js: number;
  css: number;
  files: { url: string; type: 'js' | 'css'; gzip: number }[];
}

/**
 * What a browser really downloads for a route, counted as gzip of each response body, so the
 * figure does not depend on whether the server compresses. Lazy chunks count when fetched.
 */
export async function measurePageWeight(page: Page, url: string): Promise<PageWeight> {
  const pending: Promise<void>[] = [];
  const files: PageWeight['files'] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        files.push({ url: response.url(), type: type === 'script' ? 'js' : 'css', gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const sum = (kind: 'js' | 'css') => files.filter((f) => f.type === kind).reduce((total, f) => total + f.gzip, 0);
  return { js: sum('js'), css: sum('css'), files };
}
