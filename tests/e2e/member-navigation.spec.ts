import { test, expect, appTookOver } from './fixtures';
import { login } from './accountHelpers';
import type { Page } from '@playwright/test';

/**
 * The header's navigation for logged-in users is data — the screen files that declare a
 * `menu` entry and let the visitor in, in their order, the current one aria-current="page" — with
 * the contract selector. At 390 px it folds behind a keyboard-usable « Menu » button.
 */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

async function noSeriousAxeViolation(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).include('.ea-header').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an anonymous visitor has no member navigation', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: /Logo de la mutuelle/ }).first()).toBeVisible();
  await expect(nav(page)).toHaveCount(0);
});

test('1280 px: the menu screens in order, the current one marked, the contract selector; axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'adherent@demo.fr', 'Demo#2026pass');
  await expect(page).toHaveURL(/#\/accueil$/);
  const links = nav(page).getByRole('link');
  // The screen files that declare a menu entry, in their order.
  await expect(links).toHaveText(['Accueil', 'Mes contrats', 'Mes remboursements', 'Mes documents', 'Mon profil', 'Mes démarches', 'Mes demandes', /^Notifications\d*$/]);
  await expect(nav(page).getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(nav(page).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link', { name: 'Mes contrats' })).not.toHaveAttribute('aria-current', 'page');
  // Sophie has four contracts: the selector, the non-valid ones in brackets.
  const selector = nav(page).getByRole('combobox', { name: 'Contrat' });
  await expect(selector).toBeVisible();
  await expect(selector.locator('option')).toHaveCount(4);
  await expect(selector.locator('option', { hasText: '(résilié)' })).toHaveCount(1);
  await noSeriousAxeViolation(page);

  await nav(page).getByRole('link', { name: 'Mes contrats' }).click();
  await expect(page).toHaveURL(/#\/contrats$/);
  await expect(nav(page).getByRole('link', { name: 'Mes contrats' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', 'page');
});

test('changing the contract stores it, clears the cache and reloads the route: the next calls carry it', async ({ page }) => {
  await login(page, 'adherent@demo.fr', 'Demo#2026pass', '/courriers');
  await expect(page).toHaveURL(/#\/courriers$/);
  const selector = nav(page).getByRole('combobox', { name: 'Contrat' });
  await expect(selector).toHaveValue('DEMO1001');
  const reloaded = page.waitForEvent('load');
  // The first reads after the reload carry the chosen contract (header X-NumContrat); the
  // selector's rule then keeps an active contract current (DEMO1002 is résilié).
  const carried = page.waitForRequest((request) => request.url().includes('/api/') && request.headers()['x-numcontrat'] === 'DEMO1002');
  await selector.selectOption('DEMO1002');
  await reloaded;
  await carried;
  await expect(page).toHaveURL(/#\/courriers$/);
  await expect(nav(page).getByRole('combobox', { name: 'Contrat' })).toBeVisible();
});

test('390 px: the links fold behind « Menu », which opens and closes from the keyboard; axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await login(page, 'adherent@demo.fr', 'Demo#2026pass');
  await expect(page).toHaveURL(/#\/accueil$/);
  const toggle = nav(page).getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Mes contrats' })).toBeHidden();
  await noSeriousAxeViolation(page);

  // Enter opens; Escape closes and gives the focus back.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  await noSeriousAxeViolation(page);
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link', { name: 'Accueil' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // Space opens; a link followed from the keyboard navigates and folds the menu.
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link', { name: 'Mes contrats' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/contrats$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Mes contrats' })).toBeHidden();
  // The page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('1280 px: no « Menu » button after a full load (F5, an address typed), beside the links', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'adherent@demo.fr', 'Demo#2026pass');
  await expect(page).toHaveURL(/#\/accueil$/);
  await page.reload();
  await appTookOver(page);
  await expect(nav(page).getByRole('link', { name: 'Mes contrats' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Menu' })).toBeHidden();
  // A direct address (a bookmark) is a full load too.
  await page.goto('about:blank');
  await page.goto('/#/contrats');
  await expect(nav(page).getByRole('link', { name: 'Mes contrats' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('button', { name: 'Menu' })).toBeHidden();
});
