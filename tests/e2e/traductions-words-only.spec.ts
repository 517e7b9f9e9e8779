import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { toast, xsrf } from './accountHelpers';

/**
 * A screen « translation » changes words only: the administrator who names the landing's
 * « Me connecter » link instead of its label is told so in French, and visitors keep the portal's
 * own link.
 */
const ADMIN = { userName: 'admin@demo.fr', password: 'Demo#2026pass' };
// The refused translation is a 400 the page reports in its console.
test.use({ allowedConsoleErrors: [/status of 400/] });

async function apiLogin(page: Page) {
  const response = await page.request.post('/api/identity/login', { data: ADMIN, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test('a translation of the landing’s « Me connecter » link address is refused; visitors keep the portal’s link', async ({ page }) => {
  await apiLogin(page);
  await page.goto('/#/admin/parametrage/traductions');
  await page.getByRole('button', { name: 'Nouvelle traduction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle traduction' });
  await dialog.getByRole('textbox', { name: /Texte \(pointeur JSON\)/ }).fill('/blocks/1/href');
  await dialog.getByRole('textbox', { name: /Texte affiché/ }).fill('https://exemple.invalid/connexion');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Le pointeur /blocks/1/href ne désigne pas un texte de la page d’accueil publique.').first()).toBeVisible();
  await expect(toast(page, 'La traduction a été créée.', 'status')).toHaveCount(0);
  expect(((await (await page.request.get('/api/settings/traduction')).json()).items as unknown[]).length).toBe(0);

  await page.goto('about:blank');
  await page.request.post('/api/identity/logout', { headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: 'Me connecter' })).toHaveAttribute('href', /^\/api\/identity\/login/);
});
