import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { loginAsSophie } from './accountHelpers';

/**
 * The member home shows, as data blocks of its screen file, the current contract,
 * the last 5 reimbursements, the carte TP download, the NOEMIE status, the shortcuts to the actes
 * the feature toggles allow for the current contract, and the unread courriers count.
 */
const region = (page: Page, name: string) => page.getByRole('region', { name });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test('accueil: current contract, last 5 reimbursements, carte TP PDF, NOEMIE, shortcuts, unread courriers', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/accueil');

  const contrat = region(page, 'Mon contrat en cours');
  await expect(contrat).toContainText('Santé Famille Confort');
  await expect(contrat).toContainText('DEMO1001');

  const remboursements = page.locator('#portail #contenu .ea-remboursement-recent');
  await expect(remboursements).toHaveCount(5);
  await expect(remboursements.first()).toContainText('€');

  const noemie = region(page, 'Télétransmission (NOEMIE)');
  await expect(noemie).toContainText('Active');

  // Sophie's three unread courriers on DEMO1001 (seedCourriers).
  await expect(region(page, 'Mes courriers')).toContainText('Courriers non lus : 3');

  const demarches = region(page, 'Mes démarches');
  await expect(demarches.getByRole('link', { name: 'Changer mon adresse' })).toHaveAttribute('href', '#/actes/adresse');
  await expect(demarches.getByRole('link', { name: 'Recevoir ma carte de tiers payant' })).toHaveAttribute('href', '#/actes/envoi-cartetp');

  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((res) => res.url().includes('/api/cgdm-svc/carte-tp/print')),
    region(page, 'Ma carte de tiers payant').getByRole('button', { name: 'Télécharger ma carte de tiers payant (PDF)' }).click(),
  ]);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  await region(page, 'Mes derniers remboursements').getByRole('link', { name: 'Mes remboursements' }).click();
  await expect(page).toHaveURL(/#\/remboursements$/);
  await expect(page.getByRole('table', { name: 'Mes remboursements' })).toBeVisible();
});

test('accueil: the shortcuts follow the feature toggles of the current contract (envoiCartetpActe off on DEMO1003)', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/accueil');
  const demarches = region(page, 'Mes démarches');
  await expect(demarches.getByRole('link', { name: 'Recevoir ma carte de tiers payant' })).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await nav(page).getByRole('combobox', { name: 'Contrat' }).selectOption('DEMO1003');
  await reloaded;
  await expect(region(page, 'Mon contrat en cours')).toContainText('DEMO1003');
  await expect(demarches.getByRole('link', { name: 'Changer mon adresse' })).toBeVisible();
  await expect(demarches.getByRole('link', { name: 'Recevoir ma carte de tiers payant' })).toHaveCount(0);
});

test('accueil: two columns at 1280 px, one at 390 px; one heading per section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsSophie(page);
  await page.goto('/#/accueil');
  const contrat = region(page, 'Mon contrat en cours');
  const remboursements = region(page, 'Mes derniers remboursements');
  await expect(page.locator('#portail #contenu .ea-remboursement-recent')).toHaveCount(5);
  const [left, right] = [await contrat.boundingBox(), await remboursements.boundingBox()];
  // Side by side: the recent reimbursements start right of the contract, at the same height.
  expect(right!.x).toBeGreaterThan(left!.x + left!.width);
  expect(Math.abs(right!.y - left!.y)).toBeLessThan(4);
  // The sections' summaries do not title themselves again (their region keeps its name).
  for (const repeated of ['Contrat en cours', 'Ma télétransmission']) await expect(page.getByRole('heading', { name: repeated, exact: true })).toHaveCount(0);
  await expect(region(page, 'Ma télétransmission')).toContainText('Active');

  await page.setViewportSize({ width: 390, height: 844 });
  const [top, below] = [await contrat.boundingBox(), await remboursements.boundingBox()];
  expect(below!.y).toBeGreaterThan(top!.y + top!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
