import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every browser test fails on a console error or a Content-Security-Policy violation: the
 * page must run under our strict CSP (no 'unsafe-eval', no inline script).
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
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
});

export { expect };
