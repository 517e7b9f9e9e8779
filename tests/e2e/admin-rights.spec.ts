import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { login } from './accountHelpers';

/**
 * Issue 19 items 4 and 9: staff reach the back office from the header, a gestionnaire starts
 * there; users and their roles (#/admin/utilisateurs) and the rights of each role (#/admin/droits).
 */
const PASSWORD = 'Demo#2026pass';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** The header's links, the « Menu » disclosure opened first on a phone. */
async function headerLinks(page: Page, width: number): Promise<string[]> {
  const toggle = nav(page).getByRole('button', { name: 'Menu' });
  if (width < 700) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  // The first link (« Accueil » or « Administration ») drawn: the menu is there.
  await expect(nav(page).getByRole('link').first()).toBeVisible();
  return nav(page).getByRole('link').allTextContents();
}

test.describe('« Administration » in the header (item 9)', () => {
  for (const width of [1280, 390]) {
    test(`${width} px: shown to the administrator and the gestionnaire, never to a member`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [email, home, shown] of [
        ['admin@demo.fr', /#\/accueil$/, true],
        ['gestion@demo.fr', /#\/admin$/, true],
        ['adherent@demo.fr', /#\/accueil$/, false],
      ] as const) {
        await login(page, email, PASSWORD);
        await expect(page).toHaveURL(home);
        const links = await headerLinks(page, width);
        expect(links.length).toBeGreaterThan(0);
        expect(links.includes('Administration'), links.join(', ')).toBe(shown);
        if (shown) {
          await nav(page).getByRole('link', { name: 'Administration' }).click();
          await expect(page).toHaveURL(/#\/admin$/);
          await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
        }
        await page.locator('header').getByRole('button', { name: 'Me déconnecter' }).click();
        await expect(page.getByRole('link', { name: 'Me connecter' })).toBeVisible();
      }
    });
  }
});
