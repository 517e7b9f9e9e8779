import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { control, loginAsSophie } from './accountHelpers';

/**
 * The Blueprint theme's forms in a real browser: the first click on a submit button
 * submits, a refused upload does not block the RIB dialog.
 */


async function openRibDialog(page: Page): Promise<Locator> {
  await page.goto('/#/accueil');
  await page.getByRole('button', { name: 'Mettre à jour mon RIB de prestations' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Mise à jour du RIB de prestations' });
  await expect(dialog.getByRole('textbox', { name: /Titulaire du compte/ })).toBeVisible();
  return dialog;
}

test.describe('the first click on Valider submits', () => {
  test('RIB dialog: a required field emptied, Valider clicked once without leaving it → errors, focus on the first', async ({ page }) => {
    await loginAsSophie(page);
    const dialog = await openRibDialog(page);
    const titulaire = dialog.getByRole('textbox', { name: /Titulaire du compte/ });
    await titulaire.click();
    await page.keyboard.type('S');
    await page.keyboard.press('Backspace');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    // The summary shows only after a submit: the click was not lost on the way.
    await expect(dialog.getByText('Merci de corriger les erreurs suivantes :')).toBeVisible();
    await expect(titulaire).toBeFocused();
    await expect(titulaire).toHaveAttribute('aria-invalid', 'true');
  });

  test('screen form (FormBlockView, its workaround gone): same on the first click', async ({ page }) => {
    await page.goto('/#/dev/saisie');
    const texte = page.getByLabel(/^Texte/);
    await texte.click();
    await page.keyboard.type('a');
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Merci de corriger les erreurs suivantes :')).toBeVisible();
    await expect(texte).toBeFocused();
  });
});

test.describe('a refused upload does not block the RIB dialog', () => {
  // The refused upload is logged by Chromium as a failed request.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 415/] });
  test.afterEach(async ({ page }) => {
    await control(page.request, 'mode-gestion', { id: 'ribPrestationsActeGestion', modeGestion: 'automatique' });
  });

  test('at 390 px: a PDF named .png is refused (415), can be removed, holds no place, and reads well', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsSophie(page);
    await control(page.request, 'mode-gestion', { id: 'ribPrestationsActeGestion', modeGestion: 'manuel' });
    const dialog = await openRibDialog(page);
    const longName = 'releve-d-identite-bancaire-compte-joint-janvier-2026-version-definitive.png';
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: longName, mimeType: 'image/png', buffer: pdf });

    const failed = dialog.locator('li.ea-upload__item', { hasText: longName });
    await expect(failed).toHaveAttribute('data-state', 'error');
    const message = failed.locator('.ea-upload__error');
    await expect(message).toHaveText(/^Le contenu du document ne correspond pas à son format\./);

    // Readable at 390 px: the name is not a letter per line, the message is not cut, nothing overflows.
    const name = failed.locator('.ea-upload__name');
    const nameBox = (await name.boundingBox())!;
    expect(nameBox.width, 'the name keeps a readable width').toBeGreaterThan(150);
    for (const element of [name, message]) {
      const overflow = await element.evaluate((e) => e.scrollWidth - e.clientWidth);
      expect(overflow, 'the text wraps instead of being cut').toBeLessThanOrEqual(0);
    }
    const dialogBox = (await dialog.boundingBox())!;
    const rowBox = (await failed.boundingBox())!;
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    await expect(failed.getByRole('button', { name: `Réessayer le téléversement de ${longName}` })).toBeVisible();

    // The next file is taken at once: the failed one holds no place (queueLimit 1).
    await dialog.locator('input[type=file]').setInputFiles({ name: 'rib.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(dialog.getByText(/Le nombre maximum de fichiers/)).toHaveCount(0);
    await expect(dialog.locator('li.ea-upload__item', { hasText: 'rib.pdf' })).toHaveAttribute('data-state', 'success');
    // A small file's size in the unit that fits it, not '0,00 Mo'.
    await expect(dialog.locator('li.ea-upload__item', { hasText: 'rib.pdf' })).toContainText(`${pdf.length} Octets`);
    await expect(failed).toHaveCount(0);

    // A failed item can also be removed by hand.
    await dialog.getByRole('button', { name: 'Supprimer rib.pdf' }).click();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: pdf });
    const second = dialog.locator('li.ea-upload__item', { hasText: 'scan.png' });
    await expect(second).toHaveAttribute('data-state', 'error');
    await second.getByRole('button', { name: 'Supprimer scan.png' }).click();
    await expect(second).toHaveCount(0);
  });
});
