import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Layout of the Blueprint theme on third-party-style schemas, measured in the
 * developer screen #/dev/theme (acte dev-theme): nested ui:row, nested objects, alt-date /
 * alt-datetime, each a group of the form.
 */

async function openGallery(page: Page) {
  await page.goto('/#/dev/theme');
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie du thème' })).toBeVisible();
}

/** One group of the acte: root_identite, root_assure, root_dates. */
const sample = (page: Page, group: string) => page.locator(`#root_${group}`);
const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('theme layout on third-party schemas', () => {
  test('a ui:row inside a ui:row spans the outer row: two half-width columns, labels apart', async ({ page }) => {
    await openGallery(page);
    const section = page.locator('form'); // LayoutGridField draws no box of its own for the group
    const form = await box(page.locator('form'));
    const prenom = await box(section.getByLabel('Prénom'));
    const nom = await box(section.getByLabel('Nom de naissance'));
    expect(prenom.width, 'half the row, not 1/12 of it').toBeGreaterThan(form.width * 0.4);
    expect(nom.width).toBeGreaterThan(form.width * 0.4);
    expect(Math.abs(prenom.y - nom.y), 'side by side').toBeLessThan(2);
    const prenomLabel = await box(section.locator('label[for="root_identite_prenom"]'));
    const nomLabel = await box(section.locator('label[for="root_identite_nom"]'));
    expect(prenomLabel.x + prenomLabel.width, 'labels do not overlap').toBeLessThanOrEqual(nomLabel.x);
  });

  test('nested objects stay inside their parent (no horizontal overflow), at 390 px too', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('about:blank');
      await openGallery(page);
      const root = await box(page.locator('fieldset#root'));
      const nested = sample(page, 'assure').locator('xpath=self::fieldset | .//fieldset');
      await expect(nested).toHaveCount(2);
      for (const group of await nested.all()) {
        const b = await box(group);
        expect(b.x, `${width} px: left edge inside`).toBeGreaterThanOrEqual(root.x - 0.5);
        expect(b.x + b.width, `${width} px: right edge inside`).toBeLessThanOrEqual(root.x + root.width + 0.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width} px: nothing scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('alt-date and alt-datetime are Blueprint controls, without bullets, and fit 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await openGallery(page);
    const section = sample(page, 'dates');
    await expect(section.locator('ul, li')).toHaveCount(0);
    for (const name of ['Maintenant', 'Effacer']) {
      const buttons = section.getByRole('button', { name });
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all()) await expect(button).toHaveClass(/\bbp6-button\b/);
    }
    for (const part of ['Année', 'Mois', 'Jour']) await expect(section.getByRole('combobox', { name: part })).toHaveCount(2);
    for (const part of ['Heure', 'Minute', 'Seconde']) await expect(section.getByRole('combobox', { name: part })).toHaveCount(1);
    const year = section.getByRole('combobox', { name: 'Année' }).first();
    await expect(year.locator('xpath=..')).toHaveClass(/\bbp6-html-select\b/);
    const root = await box(page.locator('fieldset#root'));
    for (const select of await section.getByRole('combobox').all()) {
      const b = await box(select);
      expect(b.x + b.width, 'the lists wrap instead of overflowing').toBeLessThanOrEqual(root.x + root.width + 0.5);
    }
    // They work: 'Maintenant' fills the lists.
    await section.getByRole('button', { name: 'Maintenant' }).first().click();
    await expect(year.locator('option:checked')).toHaveText(String(new Date().getFullYear()));
  });
});
