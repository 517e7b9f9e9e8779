import { test, expect } from './fixtures';
import { loginAsSophie } from './accountHelpers';
import type { Page } from '@playwright/test';

/**
 * Arriving from outside the app — an address typed in the bar, a bookmark, a link in a mail —
 * changes the hash without the router: ordinary use, which must leave the console quiet
 * (React Router warns of a blocker it cannot apply to such a navigation).
 */
function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    // Playwright's own notice (the suite blocks service workers), not the portal's.
    if (message.type() === 'warning' && message.text() !== 'Service Worker registration blocked by Playwright') warnings.push(message.text());
  });
  return warnings;
}

test('addresses typed in the bar, anonymous then logged in, leave no console warning', async ({ page }) => {
  const warnings = consoleWarnings(page);
  await page.goto('/#/');
  // A hash set from outside the router, as the address bar or a bookmark does.
  const typed = async (hash: string) => page.evaluate((next) => void (window.location.hash = next), hash);
  await typed('#/forgot-password');
  await expect(page.getByRole('textbox', { name: /Identifiant/ })).toBeVisible();
  await typed('#/page/mentions-legales');
  await expect(page).toHaveURL(/#\/page\/mentions-legales$/);
  await expect(page.getByText('Mentions légales').first()).toBeVisible();

  await loginAsSophie(page);
  // A full load (a bookmark), so that the page starts with the session.
  await page.goto('about:blank');
  await page.goto('/#/accueil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeVisible();
  for (const [hash, heading] of [['#/contrats', 'Mes contrats'], ['#/documents', 'Mes documents'], ['#/accueil', 'Mon espace']] as const) {
    await typed(hash);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // The browser's Back over those entries is a navigation from outside the router too.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeVisible();
  expect(warnings.filter((text) => /blocker/i.test(text))).toEqual([]);
  expect(warnings).toEqual([]);
});
