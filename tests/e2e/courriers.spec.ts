import { test, expect, dataRows } from './fixtures';
import { login } from './accountHelpers';
import type { Page } from '@playwright/test';

/**
 * "Mes courriers" is one screen file (screens/member/courriers.screen.json)
 * and one server route. The demo member has 12 courriers (7 in 2026, 5 in 2025, none in 2024).
 */
const table = (page: Page) => page.getByRole('table', { name: 'Mes courriers' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

async function openCourriers(page: Page) {
  await login(page, 'adherent@demo.fr', 'Demo#2026pass', '/courriers');
  await expect(page).toHaveURL(/#\/courriers$/);
}

test('lists, filters by year, pages and downloads a courrier', async ({ page }) => {
  await openCourriers(page);
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByRole('status').filter({ hasText: '12 résultats' })).toBeVisible();
  const first = bodyRows(page).first();
  await expect(first).toContainText('05/10/2026');
  await expect(first).toContainText('Échéancier de cotisations 2027');
  await expect(first).toContainText('Non lu');
  await expect(table(page).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');

  // Page 2 of the whole list: the last two courriers.
  await expect(page.getByRole('navigation', { name: 'Pagination : Mes courriers' })).toContainText('Page 1 sur 2');
  await page.getByRole('button', { name: 'Page suivante' }).click();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).last()).toContainText('10/01/2025');

  // Filter by year: back to page 1, only 2025, one page.
  await page.getByRole('spinbutton', { name: 'Année' }).fill('2025');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(page.getByText('Page 1 sur 2')).toBeHidden();
  for (const text of await bodyRows(page).locator('td:first-child').allTextContents()) expect(text).toMatch(/\/2025$/);

  // Sorting the shown rows by date, oldest first.
  await table(page).getByRole('button', { name: 'Date' }).click();
  await expect(table(page).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(page).first()).toContainText('10/01/2025');

  // Download of a row: a real PDF under the content-disposition name.
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((res) => /\/api\/adherent\/courriers\/\d+\/download$/.test(res.url())),
    bodyRows(page).first().getByRole('button', { name: 'Télécharger' }).click(),
  ]);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toMatch(/^courrier-2025-01-10-\d+\.pdf$/);
});

test('a year without mail shows the empty state', async ({ page }) => {
  await openCourriers(page);
  await expect(bodyRows(page)).toHaveCount(10);
  await page.getByRole('spinbutton', { name: 'Année' }).fill('2024');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByText('Aucun courrier pour cette période.')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
});

test('filters by a period du/au with the date widget, refuses au before du in French, sorts on the server', async ({ page }) => {
  await openCourriers(page);
  await expect(bodyRows(page)).toHaveCount(10);
  const period = page.getByRole('group', { name: 'Période' });
  const du = period.getByRole('textbox', { name: 'Du' });
  const au = period.getByRole('textbox', { name: 'Au' });
  await du.pressSequentially('08012026');
  await au.pressSequentially('07012026');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(period.getByRole('alert')).toHaveText('La date de fin de la période doit être postérieure ou égale à la date de début.');
  await expect(bodyRows(page)).toHaveCount(10);

  // 08/01/2026 – 20/05/2026: four courriers, both days included, newest first.
  await au.fill('');
  await au.pressSequentially('20052026');
  const [read] = await Promise.all([
    page.waitForResponse((res) => res.url().includes('/api/adherent/courriers?') && res.url().includes('au=')),
    page.getByRole('button', { name: 'Filtrer' }).click(),
  ]);
  expect(Object.fromEntries(new URL(read.url()).searchParams)).toMatchObject({ du: '2026-01-08', au: '2026-05-20' });
  await expect(bodyRows(page).locator('td:first-child')).toHaveText(['20/05/2026', '18/03/2026', '02/02/2026', '08/01/2026']);
  await expect(period.getByRole('alert')).toHaveCount(0);

  // Sorted by the server: the query says so, and the rows come oldest first.
  const [sorted] = await Promise.all([
    page.waitForResponse((res) => res.url().includes('tri=date')),
    table(page).getByRole('button', { name: 'Date' }).click(),
  ]);
  expect(new URL(sorted.url()).searchParams.get('ordre')).toBe('asc');
  await expect(table(page).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(page).locator('td:first-child')).toHaveText(['08/01/2026', '02/02/2026', '18/03/2026', '20/05/2026']);
});

test.describe('a failing read', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('shows the data-source error message with a retry that reloads the rows', async ({ page }) => {
    let fail = true;
    await page.route(/\/api\/adherent\/courriers\?/, (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"panne"}' }) : route.fallback(),
    );
    await openCourriers(page);
    const alert = page.getByRole('alert').filter({ hasText: "Le chargement d'une source de données a échoué (Mes courriers)" });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(alert).toBeHidden();
  });
});

test('the gallery shows every data block with sample data, without accessibility violations', async ({ page }) => {
  await page.goto('/#/dev/widgets');
  const section = page.getByRole('region', { name: 'Blocs de données' });
  await expect(section).toBeVisible();
  const sample = section.getByRole('table', { name: "Tableau d'exemple" });
  await expect(sample.locator('tbody tr')).toHaveCount(5);
  await expect(section.getByRole('list', { name: "Liste d'exemple" }).getByRole('listitem')).toHaveCount(3);
  await expect(section.getByRole('list', { name: "Cartes d'exemple" }).getByRole('listitem')).toHaveCount(4);
  const summary = section.getByRole('region', { name: "Résumé d'exemple" });
  await expect(summary).toContainText('(suspendu)');
  await expect(summary).toContainText('FR76 **** **** **** **** ***0 189');
  await expect(summary).toContainText('06 ** ** ** 78');
  await expect(section.getByRole('tab', { name: 'Second onglet' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Second accordéon' })).toBeVisible();

  // The dialog opened from a row shows that row, closes with Escape and gives the focus back.
  const detail = sample.locator('tbody tr').nth(1).getByRole('button', { name: 'Détail' });
  await detail.click();
  const dialog = page.getByRole('dialog', { name: "Courrier d'exemple" });
  await expect(dialog).toContainText("Courrier d'exemple n° 2");
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(detail).toBeFocused();

  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).include('.ea-section').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the member home links to Mes courriers', async ({ page }) => {
  await login(page, 'adherent@demo.fr', 'Demo#2026pass');
  await expect(page).toHaveURL(/#\/accueil$/);
  await page.getByRole('link', { name: 'Mes courriers' }).click();
  await expect(page).toHaveURL(/#\/courriers$/);
  await expect(bodyRows(page)).toHaveCount(10);
});

test('at 390 px a card per courrier, nothing scrolls sideways, and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCourriers(page);
  // On a phone the table is a card per row (its cards option): no box to scroll, every column reachable.
  await expect(dataRows(page, 'Mes courriers')).toHaveCount(10);
  await expect(table(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(dataRows(page, 'Mes courriers').first().getByRole('heading')).toBeVisible();
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
