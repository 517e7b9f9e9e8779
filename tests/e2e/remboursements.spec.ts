import { test, expect, dataRows } from './fixtures';
import { login } from './accountHelpers';
import type { Page } from '@playwright/test';

/**
 * "Mes remboursements" is one screen file (screens/member/remboursements.screen.json)
 * on the reads of /api/v1/adherent/remboursements: the family of DEMO1001 (Sophie, Thomas, Léo, Emma)
 * over 27 months, 20 actes a page.
 */
const table = (page: Page) => page.getByRole('table', { name: 'Mes remboursements' });
// A card per row at 390 px: the same rows.
const bodyRows = (page: Page) => dataRows(page, 'Mes remboursements');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /résultat/ }).first();

async function openRemboursements(page: Page, user = 'adherent@demo.fr') {
  await login(page, user, 'Demo#2026pass', '/remboursements');
  await expect(page).toHaveURL(/#\/remboursements$/);
  await expect(bodyRows(page)).toHaveCount(20);
}

async function axeSerious(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('lists the family’s actes with the split, filters, pages, opens a décompte and downloads the CSV and the relevé', async ({ page }) => {
  await openRemboursements(page);
  const total = Number((await status(page).textContent())!.match(/(\d+) résultats/)![1]);
  expect(total).toBeGreaterThan(100);
  const first = bodyRows(page).first();
  await expect(first).toContainText(/\d\d\/\d\d\/2026/);
  await expect(first).toContainText('€');
  await expect(table(page).getByRole('columnheader', { name: 'Reste à charge' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total de la sélection' })).toContainText('Sécurité sociale');

  // Page 2 from the server.
  const pages = Math.ceil(total / 20);
  await expect(page.getByRole('navigation', { name: 'Pagination : Mes remboursements' })).toContainText(`Page 1 sur ${pages}`);
  const [pageTwo] = await Promise.all([
    page.waitForResponse((res) => /\/api\/v1\/adherent\/remboursements\?.*page=2/.test(res.url())),
    page.getByRole('button', { name: 'Page suivante' }).click(),
  ]);
  expect(pageTwo.status()).toBe(200);
  await expect(page.getByRole('navigation', { name: 'Pagination : Mes remboursements' })).toContainText(`Page 2 sur ${pages}`);

  // Filters: Léo's optique? Léo's care of the last 24 months, then one type.
  await page.getByRole('combobox', { name: 'Bénéficiaire' }).selectOption({ label: 'Léo' });
  await page.getByRole('combobox', { name: 'Type de soin' }).selectOption({ label: 'Pharmacie' });
  await page.getByRole('combobox', { name: 'Période' }).selectOption({ label: '24 derniers mois' });
  const [filtered] = await Promise.all([
    page.waitForResponse((res) => /\/api\/v1\/adherent\/remboursements\?.*beneficiaire=03/.test(res.url()) && /page=1/.test(res.url())),
    page.getByRole('button', { name: 'Filtrer' }).click(),
  ]);
  expect(filtered.url()).toContain('typeSoin=pharmacie');
  expect(filtered.url()).toContain('periode=24');
  await expect(bodyRows(page).first()).toContainText('Léo DURAND');
  for (const text of await bodyRows(page).locator('td:nth-child(2)').allTextContents()) expect(text).toBe('Léo DURAND');
  for (const text of await bodyRows(page).locator('td:nth-child(3)').allTextContents()) expect(text).toBe('Pharmacie');

  // The décompte of a row: the acte's split, who was paid, the actes of the décompte.
  await bodyRows(page).first().getByRole('button', { name: 'Détail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Détail du décompte' });
  await expect(dialog).toContainText('Part Sécurité sociale');
  await expect(dialog).toContainText('Le professionnel de santé (tiers payant)');
  await expect(dialog).toContainText('Pharmacie des Brotteaux');
  await expect(dialog.getByRole('table', { name: 'Actes du décompte' }).locator('tbody tr')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The CSV and the relevé of the filtered actes, named by content-disposition.
  const [csv, csvResponse] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((res) => /\/remboursements\/export\?/.test(res.url())),
    page.getByRole('button', { name: 'Exporter (CSV)' }).click(),
  ]);
  expect(csvResponse.url()).toContain('beneficiaire=03');
  expect(csvResponse.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.suggestedFilename()).toMatch(/^remboursements-DEMO1001-\d{4}-\d\d-\d\d\.csv$/);
  const [pdf, pdfResponse] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((res) => /\/remboursements\/print\?/.test(res.url())),
    page.getByRole('button', { name: 'Relevé PDF' }).click(),
  ]);
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
  expect(pdf.suggestedFilename()).toMatch(/^releve-remboursements-DEMO1001-\d{4}-\d\d-\d\d\.pdf$/);
});

test('a filter without care shows the empty state', async ({ page }) => {
  await openRemboursements(page);
  await page.getByRole('combobox', { name: 'Bénéficiaire' }).selectOption({ label: 'Emma' });
  await page.getByRole('combobox', { name: 'Type de soin' }).selectOption({ label: 'Hospitalisation' });
  await page.getByRole('combobox', { name: 'Période' }).selectOption({ label: '3 derniers mois' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByText('Aucun remboursement pour ces critères.')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
});

test('a beneficiary’s account sees only their own care', async ({ page }) => {
  await openRemboursements(page, 'beneficiaire@demo.fr');
  for (const text of await bodyRows(page).locator('td:nth-child(2)').allTextContents()) expect(text).toBe('Thomas DURAND');
});

test.describe('a failing read', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('shows the data-source error message with a retry that reloads the rows', async ({ page }) => {
    let fail = true;
    await page.route(/\/api\/v1\/adherent\/remboursements\?.*page=/, (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"panne"}' }) : route.fallback(),
    );
    await login(page, 'adherent@demo.fr', 'Demo#2026pass', '/remboursements');
    const alert = page.getByRole('alert').filter({ hasText: "Le chargement d'une source de données a échoué (Mes remboursements)" });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(alert).toBeHidden();
  });
});

for (const width of [1280, 390]) {
  test(`at ${width} px the page does not scroll sideways and axe finds nothing serious`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openRemboursements(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // On a desktop screen the whole table shows, « Détail » included: its frame has nothing to scroll.
    if (width === 1280) {
      const frame = page.locator('.ea-data-table__scroll');
      expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    expect(await axeSerious(page)).toEqual([]);
  });
}
