import { test, expect } from './fixtures';
import { login } from './accountHelpers';

/** Every label of the back office is French and meant for staff: no feature key, no acte id, no spec reference, no RJSF item name. */
test('the administrator reads features, management modes and roles by their French labels', async ({ page }) => {
  test.slow();
  await login(page, 'admin@demo.fr', 'Demo#2026pass');
  await expect(page).toHaveURL(/#\/admin$/);

  await page.goto('/#/admin/fonctionnalites');
  const features = page.getByRole('table', { name: 'Fonctionnalités du client' });
  await expect(features).toContainText("Changement d'adresse postale");
  await expect(features).toContainText('Aide en ligne (FAQ)');
  await expect(features).not.toContainText('adresseActe');
  await expect(features).not.toContainText('faqInbentaService');
  await features.getByRole('button', { name: /Régler « Changement de situation familiale »/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Fonctionnalité « Changement de situation familiale »' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Dès qu'une fonctionnalité a des réglages par contrat, un contrat absent de la liste ne l'a pas.");
  await expect(dialog).not.toContainText('spec');
  await expect(dialog).not.toContainText('situationFamilialeActe');
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();

  await page.goto('/#/admin/configuration');
  await expect(page.getByText('Modes de gestion des actes')).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByText("Changement d'identifiant de connexion", { exact: true })).toBeVisible();
  await expect(main).not.toContainText('modesGestion');
  await expect(main).not.toContainText('changementidentifiant');

  await page.goto('/#/admin/droits');
  await expect(page.getByRole('heading', { level: 3, name: 'Admin Digital', exact: true })).toBeVisible();
  await expect(main).toContainText('distinct du rôle Administrateur Digital');
  await expect(main).toContainText('Les administrateurs du portail');
});

test('the demandes list filters by a client chosen by its name, not by a typed code', async ({ page }) => {
  await login(page, 'gestion@demo.fr', 'Demo#2026pass');
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto('/#/admin/demandes');
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes à traiter' })).toBeVisible();
  const client = page.getByRole('combobox', { name: 'Client', exact: true });
  await expect(client.locator('option', { hasText: 'Mutuelle Démo' })).toHaveCount(1);
  await expect(client.locator('option', { hasText: 'Mutuelle Horizon' })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: /Client/ })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('Client (code)');
});
