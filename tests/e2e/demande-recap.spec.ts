import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { loginAsSophie, xsrf } from './accountHelpers';
import { readPdf } from '../server/pdfText';

/**
 * In Chromium: « Télécharger le récapitulatif » of a demande, from « Mes demandes »
 * (the member) and from the back office's demande detail (the gestionnaire): a PDF under the name
 * recapitulatif-<acte>-<id>.pdf whose text holds the acte's labels and the values as filed.
 */
const GESTION = { userName: 'gestion@demo.fr', password: 'Demo#2026pass' };
const RECAP = 'Télécharger le récapitulatif';

/** The id of the demo's RIB demande (« Mise à jour du RIB de prestations », filed on 10/11/2026). */
async function demoRibDemandeId(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/adherent/demandes')).json()) as { items: Array<{ id: number; acte: string; date: string }> };
  return list.items.find((item) => item.acte === 'rib-prestations' && item.date === '2026-11-10')!.id;
}

async function pdfTextOf(download: Download): Promise<string> {
  return (await readPdf(await readFile((await download.path())!))).text;
}

test('Mes demandes: the member downloads the recap of a demande as a PDF', async ({ page }) => {
  await loginAsSophie(page);
  const id = await demoRibDemandeId(page);
  await page.goto('/#/demandes');
  const row = page.getByRole('table', { name: 'Mes demandes' }).locator('tbody tr').filter({ hasText: 'Mise à jour du RIB de prestations' }).filter({ hasText: '10/11/2026' });
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((res) => res.url().endsWith(`/api/adherent/demandes/${id}/recapitulatif`)),
    row.getByRole('button', { name: RECAP }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toBe(`recapitulatif-rib-prestations-${id}.pdf`);
  const text = await pdfTextOf(download);
  expect(text).toContain('Mise à jour du RIB de prestations');
  expect(text).toContain('Titulaire du compte : Sophie DURAND');
  expect(text).toContain('BIC : AGRIFRPP');
});

test('back office: the gestionnaire downloads the recap from the demande detail', async ({ page }) => {
  await loginAsSophie(page);
  const id = await demoRibDemandeId(page);
  await page.request.post('/api/identity/logout', { headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  const login = await page.request.post('/api/identity/login', { data: GESTION, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  expect(login.ok(), await login.text()).toBeTruthy();
  await page.goto(`/#/admin/demandes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demande à traiter' })).toBeVisible();
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((res) => res.url().endsWith(`/api/admin/demandes/${id}/recapitulatif`)),
    page.getByRole('button', { name: RECAP }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toBe(`recapitulatif-rib-prestations-${id}.pdf`);
  const text = await pdfTextOf(download);
  expect(text).toContain(`Demande n° ${id}`);
  expect(text).toContain('Titulaire du compte : Sophie DURAND');
});
