import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { control, loginAsSophie, xsrf } from './accountHelpers';
import { readPdf } from '../server/pdfText';

/**
 * In Chromium: a staff member rewords a label of an acte in the back office (with its live
 * preview); the member's form shows the new label; a demande filed then shows it in the back
 * office and in its PDF; rolling the revision back gives the form its files' label again.
 */
const ADMIN = { userName: 'admin@demo.fr', password: 'Demo#2026pass' };
const ORIGINAL = 'Précision (facultatif)';
const REWORDED = 'Précisions sur la carte (facultatif)';

async function loginAs(page: Page, credentials: { userName: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/identity/login', { data: credentials, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test.afterEach(async ({ page }) => {
  await control(page.request, 'acte-words-reset', {});
  await control(page.request, 'demandes-reset', {});
});

test('a label reworded in the back office: member form, back-office demande, PDF, then rollback', async ({ page, browser }) => {
  await control(page.request, 'acte-words-reset', {});
  await control(page.request, 'demandes-reset', {});

  // Staff, by clicks from the back office's home.
  await loginAs(page, ADMIN);
  await page.goto('/#/admin');
  await page.getByRole('link', { name: 'Textes des démarches' }).click();
  await page.getByRole('link', { name: 'Textes de : Nouvelle carte de tiers payant' }).click();
  const word = page.getByRole('textbox', { name: `le libellé du champ « ${ORIGINAL} »` });
  await expect(word).toHaveValue(ORIGINAL);
  await word.fill(REWORDED);
  // The live preview draws the member's form with the word typed, before it is saved.
  const preview = page.locator('.ea-acte-words__preview');
  await expect(preview.getByRole('textbox', { name: REWORDED })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer une nouvelle révision' }).click();
  await expect(page.getByText('Les textes ont été enregistrés (révision 1).')).toBeVisible();
  await page.getByRole('button', { name: 'Comparer avec la précédente' }).click();
  await expect(page.getByText(`Le libellé du champ « ${ORIGINAL} » : « ${ORIGINAL} » → « ${REWORDED} »`)).toBeVisible();

  // The member's form in the client's words.
  const member = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await loginAsSophie(member);
  await member.goto('/#/actes/cartetp');
  await member.getByRole('radio', { name: 'Carte perdue', exact: true }).check({ force: true });
  await member.getByRole('textbox', { name: REWORDED }).fill('Perdue lors d’un déménagement');
  const [filed] = await Promise.all([
    member.waitForResponse((res) => res.url().endsWith('/api/forms/cartetp/form') && res.request().method() === 'POST'),
    member.getByRole('button', { name: 'Valider' }).click(),
  ]);
  expect(filed.status()).toBe(200);
  const id = ((await filed.json()) as { demandeId: number }).demandeId;

  // The back office reads the demande, and prints it, in the words the member saw.
  await page.goto(`/#/admin/demandes/${id}`);
  // The editor (its preview and its list of changes also say the new label) has left the page.
  await expect(page.locator('.ea-acte-words__preview')).toHaveCount(0);
  await expect(page.getByText(REWORDED)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le récapitulatif' }).click()]);
  const pdf = (await readPdf(await readFile((await download.path())!))).text;
  expect(pdf).toContain(`${REWORDED} : Perdue lors d’un déménagement`);

  // Rollback: a new revision with the files' words; the member's form has its label back.
  await page.goto('/#/admin/actes-mots/cartetp');
  await page.getByRole('button', { name: 'Annuler cette révision 1' }).click();
  await expect(page.getByText('La révision a été annulée (nouvelle révision 2).')).toBeVisible();
  await expect(page.getByText('Révision 2 du', { exact: false })).toContainText('retour aux textes des fichiers');
  await member.goto('/#/accueil');
  await member.goto('/#/actes/cartetp');
  await member.reload();
  await expect(member.getByRole('textbox', { name: ORIGINAL })).toBeVisible();
  await member.context().close();
});
