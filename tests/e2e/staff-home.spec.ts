import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { login } from './accountHelpers';

/**
 * Staff in Chromium: administrators, gestionnaires and consultants without a contract start in
 * the back office, silently, and never see the member area; the consultant reads the demandes
 * without changing them.
 */
const PASSWORD = 'Demo#2026pass';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** The page has settled: every read of the shell (user, client, contracts if any) answered. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Chargement en cours...')).toHaveCount(0);
}

async function expectBackOfficeOnly(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await settled(page);
  // Silently: no « 0 contrat » warning, no member entry, no member link in the footer.
  await expect(page.getByText(/0 contrat/)).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Administration' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Accueil' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Résilier votre contrat' })).toHaveCount(0);
  // Still logged in.
  await expect(page.locator('header').getByRole('button', { name: 'Me déconnecter' })).toBeVisible();
}

test.describe('staff without a contract', () => {
  for (const email of ['admin@demo.fr', 'gestion@demo.fr', 'consultant@demo.fr']) {
    test(`${email} lands on the back office, silently, even after a full reload, and the member home sends back there`, async ({ page }) => {
      await login(page, email, PASSWORD);
      await expectBackOfficeOnly(page);
      await page.reload();
      await expectBackOfficeOnly(page);
      // The member home is not theirs: typed in the address bar, it leads back to the back office.
      await page.goto('/#/accueil');
      await expectBackOfficeOnly(page);
    });
  }
});

test('the consultant reads a demande without changing it', async ({ page }) => {
  await login(page, 'consultant@demo.fr', PASSWORD);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.getByRole('link', { name: 'Demandes à traiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes à traiter' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Demandes à traiter' });
  await table.getByRole('link', { name: /Ouvrir la demande n° \d+/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demande à traiter' })).toBeVisible();
  await expect(page.getByText('Sophie DURAND').first()).toBeVisible();
  // The status stays out of reach, with the reason.
  await expect(page.getByText("Votre rôle ne permet pas de changer le statut d'une demande.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer le statut' })).toBeDisabled();
  // Nothing else of the back office is offered to a consultant.
  await page.goto('/#/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demandes à traiter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Utilisateurs et rôles' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Configuration du client' })).toHaveCount(0);
});
