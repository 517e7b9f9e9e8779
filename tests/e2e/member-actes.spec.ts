import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { control, loginAsSophie, toast } from './accountHelpers';

/**
 * Issue 15 in Chromium: each simple member acte is a screen file at #/actes/<acte>, filled from
 * its sample, sent, and answered with the spec §8 toast of its management mode.
 */
const sampleOf = (acte: string): Record<string, any> =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../schemas/actes/${acte}/${acte}.sample.json`), 'utf8'));

const MANUEL = 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.';
const AUTOMATIQUE = 'Votre demande a bien été prise en compte';

async function open(page: Page, acte: string): Promise<void> {
  await control(page.request, 'demandes-reset', {});
  await loginAsSophie(page);
  await page.goto(`/#/actes/${acte}`);
}

async function send(page: Page, expected: string): Promise<void> {
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(expected, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/accueil$/);
}

test.describe('adresse', () => {
  test.afterEach(async ({ page }) => {
    await control(page.request, 'mode-gestion', { id: 'adresseActeGestion', modeGestion: 'automatique' });
  });

  test('a French address: the commune comes from the postal code; automatic mode', async ({ page }) => {
    const { adresse, dateEffet } = sampleOf('adresse');
    await open(page, 'adresse');
    const commune = page.getByRole('combobox', { name: /Commune/ });
    await expect(commune).toBeDisabled();
    await page.getByRole('textbox', { name: /Numéro/ }).fill(adresse.numVoie);
    await page.getByRole('combobox', { name: /Type de voie/ }).selectOption({ label: 'Rue' });
    await page.getByRole('textbox', { name: /Libellé de la voie/ }).fill(adresse.libelleVoie);
    await page.getByRole('textbox', { name: /Code postal/ }).fill('99999');
    await expect(commune).toBeDisabled();
    await page.getByRole('textbox', { name: /Code postal/ }).fill(adresse.codePostal);
    // 75011 has one commune: chosen at once.
    await expect(commune.locator('option:checked')).toHaveText(adresse.localite);
    await page.getByRole('textbox', { name: /Date du déménagement/ }).fill(dateEffet.split('-').reverse().join('/'));
    await send(page, AUTOMATIQUE);
  });

  test('a foreign address needs the country; manual mode says it will be processed', async ({ page }) => {
    await control(page.request, 'mode-gestion', { id: 'adresseActeGestion', modeGestion: 'manuel' });
    await open(page, 'adresse');
    await page.getByRole('checkbox', { name: /Adresse à l'étranger/ }).check({ force: true });
    await page.getByRole('textbox', { name: /Libellé de la voie/ }).fill('Rue du Rhône 12');
    await page.getByRole('textbox', { name: /Code postal/ }).fill('1204');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Le pays est obligatoire').first()).toBeVisible();
    // What was typed stays.
    await expect(page.getByRole('textbox', { name: /Libellé de la voie/ })).toHaveValue('Rue du Rhône 12');
    await page.getByRole('combobox', { name: /Pays/ }).selectOption({ label: 'Suisse' });
    await page.getByRole('textbox', { name: /Commune/ }).fill('Genève');
    await send(page, MANUEL);
  });
});
