import { test, expect } from '../e2e/fixtures';
import { control, loginAsSophie } from '../e2e/accountHelpers';

/**
 * Under `npm run dev` (playwright.dev.config.ts): an upload finishes and fast typing loses nothing.
 * The production build's tests cannot see what only development does: React mounts every component
 * twice there, and an upload used to stay « En attente 0 % » after the server had answered.
 */
// Vite's dev server has no /favicon.ico (the production server answers every page path).
test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test('demande-remboursement: the invoice is uploaded through Vite to the API, then the demande is filed', async ({ page }) => {
  await control(page.request, 'demandes-reset', {});
  await loginAsSophie(page);
  await page.goto('/#/actes/demande-remboursement');
  const group = page.locator('.bp6-form-group', { has: page.getByText(/Factures et décomptes/) }).first();
  // The first visit makes Vite transform the app.
  await group.locator('input[type=file]').setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: PDF }, { timeout: 90_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'facture.pdf' })).toContainText('Téléversé');
  await page.getByRole('combobox', { name: /Bénéficiaire concerné/ }).selectOption({ label: 'Sophie DURAND' });
  await page.getByRole('radio', { name: 'Optique', exact: true }).check({ force: true });
  await page.getByRole('textbox', { name: /Date des soins/ }).fill('02/01/2026');
  await page.getByRole('textbox', { name: /Montant payé/ }).fill('120');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.', { exact: true })).toBeVisible();
});

test('fast typing keeps every character of a long text', async ({ page }) => {
  await page.goto('/#/dev/saisie');
  await expect(page.getByRole('heading', { level: 1, name: 'Saisie rapide' })).toBeVisible({ timeout: 90_000 });
  const text = 'Éloïse & Zoé — n°42, 12/03/1987 ; <b>'.repeat(6).slice(0, 200);
  const field = page.getByLabel(/^Texte/).first();
  await field.click();
  await page.keyboard.type(text); // no delay between keys
  await expect(field).toHaveValue(text);
});

test('the acte preview, not logged in: a member form runs as the demo member of the chosen role, no login page', async ({ page }) => {
  await page.goto('/#/dev/actes/demande-remboursement');
  await expect(page.getByText('Aperçu avec la session du membre de démonstration Sophie DURAND, adherent@demo.fr')).toBeVisible({ timeout: 90_000 });
  // The form's own read of the member's beneficiaries answers: Sophie is among them.
  await expect(page.getByRole('combobox', { name: /Bénéficiaire concerné/ }).locator('option', { hasText: 'Sophie DURAND' })).toHaveCount(1);
  await expect(page).toHaveURL(/#\/dev\/actes\/demande-remboursement$/);
});
