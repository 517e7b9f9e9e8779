import { test, expect } from './fixtures';
import { login, toast } from './accountHelpers';

/**
 * In Chromium: a screen's outcomes are data. The login's onSuccess tries the
 * callbackUrl of the route before /accueil; the communication-mail acte (filed as a demande, the
 * server answers isModeGestionManuel) shows the manual-management text and goes home.
 */
test('login follows callbackUrl, then a manual-management answer shows the product text and goes home', async ({ page }) => {
  await login(page, 'adherent@demo.fr', 'Demo#2026pass', '/communication-mail');
  await expect(page).toHaveURL(/#\/communication-mail$/);
  await page.getByRole('textbox', { name: /Nouvelle adresse e-mail de contact/ }).fill('sophie.contact@exemple.fr');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(toast(page, 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.', 'status')).toBeVisible();
  await expect(page).toHaveURL(/#\/accueil$/);
});

test('login refuses a foreign callbackUrl and falls back to the member home', async ({ page }) => {
  await login(page, 'adherent@demo.fr', 'Demo#2026pass', 'https://evil.example/');
  await expect(page).toHaveURL(/#\/accueil$/);
});
