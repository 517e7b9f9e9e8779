import { test, expect, dataRows } from './fixtures';
import { login } from './accountHelpers';
import type { Page } from '@playwright/test';

/**
 * "Mes documents" (attestations, courriers with their unread state, GED
 * documents) and "Notifications", each one screen file on the reference server's reads.
 */
async function axeSerious(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function download(page: Page, url: RegExp, click: () => Promise<void>) {
  const [file, response] = await Promise.all([page.waitForEvent('download'), page.waitForResponse((res) => url.test(res.url())), click()]);
  return { name: file.suggestedFilename(), type: response.headers()['content-type'] };
}

test('Mes documents: an attestation, a courrier read once downloaded, a GED document', async ({ page }) => {
  await login(page, 'adherent@demo.fr', 'Demo#2026pass', '/documents');
  await expect(page).toHaveURL(/#\/documents$/);

  const attestations = page.getByRole('table', { name: 'Attestations' });
  await expect(attestations.locator('tbody tr')).toHaveCount(3);
  const droits = attestations.locator('tbody tr').filter({ hasText: 'Attestation de droits' });
  const attestation = await download(page, /\/api\/documents\/attestation\?categorie=droits$/, () => droits.getByRole('button', { name: 'Obtenir' }).click());
  expect(attestation.type).toBe('application/pdf');
  expect(attestation.name).toMatch(/^attestation-droits-DEMO1001-\d{4}-\d\d-\d\d\.pdf$/);

  await page.getByRole('tab', { name: 'Courriers' }).click();
  const courriers = page.getByRole('table', { name: 'Mes courriers' });
  // The third letter (03/07/2026), unread: the newest ones stay unread for the other screens' tests.
  const third = courriers.locator('tbody tr').nth(2);
  await expect(third).toContainText('03/07/2026');
  await expect(third).toContainText('Non lu');
  const courrier = await download(page, /\/api\/adherent\/courriers\/\d+\/download$/, () => third.getByRole('button', { name: 'Télécharger' }).click());
  expect(courrier.type).toBe('application/pdf');
  expect(courrier.name).toMatch(/^courrier-2026-07-03-\d+\.pdf$/);
  // Read again after the download: the letter is now read.
  await expect(third.getByRole('cell', { name: 'Lu', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Documents du contrat' }).click();
  const ged = page.getByRole('table', { name: 'Documents du contrat' });
  await expect(ged.locator('tbody tr')).toHaveCount(5);
  await expect(ged.locator('tbody tr').first()).toContainText('Tableau des garanties 2026');
  const document = await download(page, /\/api\/cgdm-svc\/ged\/\d+\/download$/, () => ged.locator('tbody tr').first().getByRole('button', { name: 'Télécharger' }).click());
  expect(document.type).toBe('application/pdf');
  expect(document.name).toMatch(/^document-2026-01-02-\d+\.pdf$/);
});

test('Mes documents: a contract without GED document shows the empty state', async ({ page }) => {
  await login(page, 'adherent@demo.fr', 'Demo#2026pass', '/documents');
  await page.route(/\/api\/cgdm-svc\/ged\?/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[],"total":0,"page":1,"taille":10}' }));
  await page.getByRole('tab', { name: 'Documents du contrat' }).click();
  await expect(page.getByText('Aucun document pour ce contrat.')).toBeVisible();
});

test('Notifications: listed, one marked read, the unread filter, then all read and the empty state', async ({ page }) => {
  await login(page, 'adherent@demo.fr', 'Demo#2026pass', '/notifications');
  await expect(page).toHaveURL(/#\/notifications$/);
  const table = page.getByRole('table', { name: 'Mes notifications' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('Nouveau remboursement');
  await expect(rows.getByRole('button', { name: 'Marquer comme lue' })).toHaveCount(2);

  await rows.first().getByRole('button', { name: 'Marquer comme lue' }).click();
  await expect(rows.getByRole('button', { name: 'Marquer comme lue' })).toHaveCount(1);
  await expect(rows.first()).toContainText('Lue');

  await page.getByRole('combobox', { name: 'Afficher' }).selectOption({ label: 'Non lues seulement' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Nouveau courrier');

  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(page.getByText('Aucune notification.')).toBeVisible();
});

test.describe('failing reads', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('show the data-source error message on Mes documents and on Notifications', async ({ page }) => {
    await page.route(/\/api\/documents\/categories/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"panne"}' }));
    await page.route(/\/api\/notification\?/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"panne"}' }));
    await login(page, 'adherent@demo.fr', 'Demo#2026pass', '/documents');
    await expect(page.getByRole('alert').filter({ hasText: "Le chargement d'une source de données a échoué (Attestations)" })).toBeVisible();
    await page.goto('/#/notifications');
    await expect(page.getByRole('alert').filter({ hasText: "Le chargement d'une source de données a échoué (Mes notifications)" })).toBeVisible();
  });
});

for (const width of [1280, 390]) {
  test(`at ${width} px Mes documents and Notifications do not scroll sideways and axe finds nothing serious`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, 'adherent@demo.fr', 'Demo#2026pass', '/documents');
    await expect(dataRows(page, 'Attestations')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeSerious(page)).toEqual([]);
    await page.goto('/#/notifications');
    await expect(dataRows(page, 'Mes notifications')).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeSerious(page)).toEqual([]);
  });
}
