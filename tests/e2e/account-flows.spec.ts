import { test, expect } from './fixtures';
import {
  CAMILLE, DEFAULT_CLIENT, deleteAccount, fillIdentity, fillPasswords, login, mailLink, setClient, toast,
} from './accountHelpers';

// One server, one database: the scenarios change the demo client, so they run in order and
// put the seeded settings back.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => setClient(request, DEFAULT_CLIENT));

async function register(page: import('@playwright/test').Page, mode: string) {
  await page.goto('/#/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer mon espace' })).toBeVisible();
  await fillIdentity(page, mode);
  await page.getByRole('textbox', { name: 'Adresse e-mail (identifiant)' }).fill(CAMILLE.email);
  await fillPasswords(page, CAMILLE.password);
  await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check({ force: true });
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/#\/display-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultez votre messagerie' })).toBeVisible();
}

for (const mode of ['individual', 'nir', 'all', 'oneOfTwo'] as const) {
  test(`registration in auth mode ${mode} → activation mail → activation → login → logout`, async ({ page, request }) => {
    await setClient(request, { createAccountAuthMode: mode });
    await deleteAccount(request, CAMILLE.numeroContrat);
    await register(page, mode);

    const link = await mailLink(request, CAMILLE.email, 'activate-user');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Activer mon compte' })).toBeVisible();
    await fillPasswords(page, CAMILLE.password);
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    await expect(page).toHaveURL(/#\/activate-user-confirmation$/);
    await expect(page.getByText('Votre compte est activé.', { exact: false })).toBeVisible();

    await login(page, CAMILLE.email, CAMILLE.password);
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.locator('header')).toContainText('Camille MARTIN');
    await page.getByRole('button', { name: 'Me déconnecter' }).click();
    await page.waitForURL(/\/(#\/)?$/);
    await expect(page.getByText('Me connecter', { exact: true })).toBeVisible();
    await expect(page.locator('header')).not.toContainText('Camille MARTIN');
  });
}
