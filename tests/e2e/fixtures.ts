import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every browser test fails on a console error or a Content-Security-Policy violation: the
 * page must run under our strict CSP (no 'unsafe-eval', no inline script). A test that provokes
 * a failing request on purpose names what it expects with `test.use({ allowedConsoleErrors })`
 * (Chromium logs every failed request as a console error).
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; pageProblems: string[]; freshLimits: void }>({
  allowedConsoleErrors: [[], { option: true }],
  pageProblems: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!text.startsWith('CSP violation') && allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems, 'console errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  // The whole suite logs in from 127.0.0.1 more often than the per-address limit allows in
  // 15 minutes (100), and uploads more than a member's daily quota: each test starts with those
  // counters at zero (a DEV_TOOLS test control).
  freshLimits: [
    async ({ request }, use) => {
      await request.get('/api/identity/client');
      const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
      const response = await request.post('/api/dev/test/limits-reset', { data: {}, headers: { 'X-XSRF-TOKEN': xsrf } });
      expect(response.ok(), await response.text()).toBeTruthy();
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A cold load of the member home first shows the server's preview (src/server/page/pagePreview.ts),
 * with the app's root hidden behind it: what measures the app's own layout waits for the app.
 */
export async function appTookOver(page: import('@playwright/test').Page): Promise<void> {
  await expect(page.locator('.ea-apercu')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The rows of a data table named `label`: its body's rows on a wide screen, its cards on a phone
 * (a table block with `cards` draws a card per row under the width its screen file sets).
 */
export function dataRows(page: import('@playwright/test').Page, label: string) {
  return page
    .getByRole('table', { name: label, exact: true })
    .locator('tbody tr')
    .or(page.getByRole('list', { name: label, exact: true }).getByRole('listitem'));
}
