import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { login, xsrf } from './accountHelpers';

// A beneficiary's own account (Thomas DURAND, 02 on DEMO1001) sees himself, never the holder, and is
// offered only what he may do; a feature switched off for a contract is off as soon as the member
// is logged in, not after a reload.
const PASSWORD = 'Demo#2026pass';
const THOMAS = 'beneficiaire@demo.fr';
const SOPHIE = 'adherent@demo.fr';
const ADMIN = { userName: 'admin@demo.fr', password: PASSWORD };
const RESILIER = 'Résilier votre contrat';
const RIB = 'Changer le compte bancaire de mon contrat';

async function openAs(page: Page, userName: string, route: string, heading: string) {
  await login(page, userName, PASSWORD, route);
  await expect(page).toHaveURL(new RegExp(`#${route}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('a beneficiary’s profile is his own: identity, contacts, télétransmission refused with its reason', async ({ page }) => {
  await openAs(page, THOMAS, '/profil', 'Mon profil');
  const main = page.locator('main');
  await expect(main.getByRole('region', { name: 'Identité', exact: true }).getByText('Thomas', { exact: true })).toBeVisible();
  await expect(main.getByText('beneficiaire@demo.fr', { exact: true })).toBeVisible();
  await expect(main.getByText('Télétransmission déjà active auprès d’un autre organisme complémentaire').first()).toBeVisible();
  await expect(main).not.toContainText('Sophie');
  await expect(main).not.toContainText('adherent@demo.fr');
  await expect(main).not.toContainText('12/05/1990');
});

test('a beneficiary is not offered the résiliation nor the contract’s bank account; the holder is', async ({ page }) => {
  await openAs(page, THOMAS, '/accueil', 'Mon espace');
  const main = page.locator('main');
  // The démarches are drawn (the address change is his to make) before the absent ones are counted.
  await expect(main.getByRole('link', { name: 'Changer mon adresse' })).toBeVisible();
  await expect(main.getByRole('link', { name: RIB })).toHaveCount(0);
  await expect(main.getByRole('link', { name: RESILIER })).toHaveCount(0);
  for (const [route, heading] of [['/demandes', 'Mes demandes'], ['/contrats', 'Mes contrats'], ['/contrats/DEMO1001', 'Mon contrat']] as const) {
    await page.evaluate((hash) => void (window.location.hash = hash), `#${route}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: RESILIER })).toHaveCount(0);
  }
  // Typed in the address bar, the RIB acte turns him away.
  await page.evaluate(() => void (window.location.hash = '#/actes/rib'));
  await expect(page).not.toHaveURL(/#\/actes\/rib$/);

  await page.context().clearCookies();
  await openAs(page, SOPHIE, '/accueil', 'Mon espace');
  await expect(page.locator('main').getByRole('link', { name: RIB })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: RESILIER })).toBeVisible();
  await page.evaluate(() => void (window.location.hash = '#/contrats/DEMO1001'));
  await expect(page.locator('main').getByRole('link', { name: RESILIER })).toBeVisible();
});

test('the remboursements filter lists only the people the account may see', async ({ page }) => {
  await openAs(page, THOMAS, '/remboursements', 'Mes remboursements');
  const beneficiaire = page.getByRole('combobox', { name: 'Bénéficiaire' });
  await expect(beneficiaire.locator('option')).toHaveText(['Tous', 'Thomas']);

  await page.context().clearCookies();
  await openAs(page, SOPHIE, '/remboursements', 'Mes remboursements');
  await expect(page.getByRole('combobox', { name: 'Bénéficiaire' }).locator('option')).toHaveText(['Tous', 'Sophie', 'Thomas', 'Léo', 'Emma']);
});

test.describe('a feature switched off for the contract', () => {
  const FEATURE = 'situationFamilialeActe';
  const LINK = 'Déclarer un changement de situation familiale';

  async function setFeature(request: APIRequestContext, path: string, data: Record<string, unknown>) {
    await request.post('/api/identity/login', { data: ADMIN, headers: { 'X-XSRF-TOKEN': await xsrf(request) } });
    const response = await request.put(path, { data: { client: 'mutuelle-demo', feature: FEATURE, ...data }, headers: { 'X-XSRF-TOKEN': await xsrf(request) } });
    expect(response.status(), await response.text()).toBe(204);
  }

  test.afterEach(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
    await setFeature(request, '/api/admin/fonctionnalites', { etat: 'NON_CONFIGUREE' });
    await request.dispose();
  });

  test('is off right after login, with no reload', async ({ page, playwright }) => {
    const admin = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
    await setFeature(admin, '/api/admin/fonctionnalites/contrats', { numeroContrat: 'DEMO1001', etat: 'DESACTIVEE' });
    await admin.dispose();

    await openAs(page, SOPHIE, '/profil', 'Mon profil');
    // Her profile has arrived (so has her current contract, DEMO1001) before the link is looked for.
    await expect(page.getByRole('region', { name: 'Identité', exact: true }).getByText('Sophie', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('combobox', { name: 'Contrat' })).toHaveValue('DEMO1001');
    await expect(page.getByRole('link', { name: 'Modifier mon adresse' })).toBeVisible();
    await expect(page.getByRole('link', { name: LINK })).toHaveCount(0);
  });
});
