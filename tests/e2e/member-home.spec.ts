import { test, expect } from './fixtures';
import { control, loginAsSophie } from './accountHelpers';
import { measurePageWeight } from './pageWeight';

/**
 * The member home is a screen file (screens/member/accueil.screen.json) on the
 * engine's blocks. What the other browser tests of the home do not already cover: the security
 * step of the phone change closes with Escape and gives the focus back, the per-contract dialog
 * exists only for an active contract, and the answer-list block in the gallery.
 */

test('the phone change: a French mobile opens the security-code step; Escape closes it and gives the focus back', async ({ page }) => {
  await control(page.request, 'amf-reset', {});
  await loginAsSophie(page);
  await page.goto('/#/accueil');
  const security = page.getByRole('region', { name: 'Sécurité de mon compte' });
  await security.getByRole('textbox', { name: 'Nouveau numéro de téléphone mobile' }).fill('06 11 22 33 44');
  const submit = security.getByRole('button', { name: 'Modifier mon téléphone mobile' });
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Code de sécurité' });
  await expect(dialog.getByText(/Un code de sécurité à 6 chiffres vous a été envoyé/)).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.closest('.bp6-overlay')?.contains(document.activeElement) ?? false))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
});

test('contracts: one card each, label with the state in brackets, the RIB dialog only on the active contract', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/accueil');
  // Sophie's four contracts: DEMO1001 and DEMO1003 active, DEMO1002 résilié, DEMO1004 suspendu.
  const cards = page.locator('#portail #contenu .ea-contrat');
  await expect(cards).toHaveCount(4);
  const rib = { name: 'Mettre à jour mon RIB de prestations' };
  for (const inactive of ['(résilié)', '(suspendu)']) {
    const card = cards.filter({ hasText: inactive });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('button', rib)).toHaveCount(0);
  }
  await expect(cards.filter({ hasText: 'DEMO1001' }).getByRole('button', rib)).toHaveCount(1);
  await expect(cards.filter({ hasText: 'DEMO1003' }).getByRole('button', rib)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Mes courriers' })).toBeVisible();
});

test('gallery: the answer list (choices block) with sample data', async ({ page }) => {
  await page.goto('/#/dev/widgets');
  const list = page.getByRole('list', { name: "Réponses d'exemple" });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1).getByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-pressed', 'true');
  await items.nth(0).getByRole('button', { name: 'Accepter' }).click();
  await expect(items.nth(0).getByRole('button', { name: 'Accepter' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText("Réponse d'exemple enregistrée.")).toBeVisible();
});

test('budget: the member home with its data blocks ≤ 300 KB JS + CSS gzip in total', async ({ page }) => {
  await loginAsSophie(page);
  const weight = await measurePageWeight(page, '/#/accueil');
  // The figure counts only if the home was really drawn (cards, consents, the phone form).
  await expect(page.locator('#portail #contenu .ea-contrat')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Modifier mon téléphone mobile' })).toBeVisible();
  console.log(`accueil: JS ${(weight.js / 1024).toFixed(1)} KB + CSS ${(weight.css / 1024).toFixed(1)} KB gzip`);
  expect(weight.js + weight.css).toBeLessThanOrEqual(300 * 1024);
});
