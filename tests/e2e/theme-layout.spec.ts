import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Layout of the Blueprint theme on third-party-style schemas (issue 12, item 13), measured in the
 * developer gallery #/dev/theme: nested ui:row, nested objects, alt-date / alt-datetime.
 */

async function openGallery(page: Page) {
  await page.goto('/#/dev/theme');
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie du thème' })).toBeVisible();
}

const sample = (page: Page, slug: string) => page.locator(`section[data-sample="${slug}"]`);
const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('theme layout on third-party schemas', () => {
  test('a ui:row inside a ui:row spans the outer row: two half-width columns, labels apart', async ({ page }) => {
    await openGallery(page);
    const section = sample(page, 'nested-rows');
    const form = await box(section.locator('form'));
    const prenom = await box(section.getByLabel('Prénom'));
    const nom = await box(section.getByLabel('Nom de naissance'));
    expect(prenom.width, 'half the row, not 1/12 of it').toBeGreaterThan(form.width * 0.4);
    expect(nom.width).toBeGreaterThan(form.width * 0.4);
    expect(Math.abs(prenom.y - nom.y), 'side by side').toBeLessThan(2);
    const prenomLabel = await box(section.locator('label[for$="prenom"]'));
    const nomLabel = await box(section.locator('label[for$="_nom"]'));
    expect(prenomLabel.x + prenomLabel.width, 'labels do not overlap').toBeLessThanOrEqual(nomLabel.x);
  });

  test('nested objects stay inside their parent (no horizontal overflow), at 390 px too', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('about:blank');
      await openGallery(page);
      const section = sample(page, 'nested-objects');
      const root = await box(section.locator('fieldset#root'));
      const nested = section.locator('fieldset#root fieldset');
      await expect(nested).toHaveCount(2);
      for (const group of await nested.all()) {
        const b = await box(group);
        expect(b.x, `${width} px: left edge inside`).toBeGreaterThanOrEqual(root.x - 0.5);
        expect(b.x + b.width, `${width} px: right edge inside`).toBeLessThanOrEqual(root.x + root.width + 0.5);
      }
      const card = section.locator('.bp6-card');
      expect(await card.evaluate((e) => e.scrollWidth - e.clientWidth), `${width} px: nothing scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('alt-date and alt-datetime are Blueprint controls, without bullets, and fit 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await openGallery(page);
    const section = sample(page, 'alt-dates');
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
    const card = section.locator('.bp6-card');
    expect(await card.evaluate((e) => e.scrollWidth - e.clientWidth), 'the lists wrap instead of overflowing').toBeLessThanOrEqual(0);
    // They work: 'Maintenant' fills the lists.
    await section.getByRole('button', { name: 'Maintenant' }).first().click();
    await expect(year.locator('option:checked')).toHaveText(String(new Date().getFullYear()));
  });
});
