import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { control, loginAsSophie } from './accountHelpers';

/**
 * An acte in automatic management mode changes the member's data: the address sent from
 * #/actes/adresse shows on « Mon profil » at once (the profile read before is read again), and
 * « Mes demandes » shows the demande « Traitée », processed by the server; the subscriptions sent
 * from « Modifier mes abonnements » show on « Mon profil » the same way.
 */
const adresseSection = (page: Page) => page.getByRole('region', { name: 'Adresse postale', exact: true });

test.afterEach(async ({ page }) => {
  await control(page.request, 'demo-member-reset', {});
  await control(page.request, 'mode-gestion', { id: 'abonnementActeGestion', modeGestion: 'manuel' });
});

test('adresse and abonnement in automatic mode: « Mon profil » shows the new address and subscriptions at once, « Mes demandes » shows them Traitée', async ({ page }) => {
  await control(page.request, 'mode-gestion', { id: 'adresseActeGestion', modeGestion: 'automatique' });
  await control(page.request, 'mode-gestion', { id: 'abonnementActeGestion', modeGestion: 'automatique' });
  await control(page.request, 'demandes-reset', {});
  await loginAsSophie(page);
  await page.goto('/#/profil');
  await expect(adresseSection(page)).toContainText('de la Part-Dieu');

  await page.getByRole('link', { name: 'Modifier mon adresse' }).click();
  await expect(page).toHaveURL(/#\/actes\/adresse$/);
  await page.getByRole('textbox', { name: /Numéro/ }).fill('7');
  await page.getByRole('combobox', { name: /Type de voie/ }).selectOption({ label: 'Rue' });
  await page.getByRole('textbox', { name: /Libellé de la voie/ }).fill('de la Roquette');
  await page.getByRole('textbox', { name: /Code postal/ }).fill('75011');
  await expect(page.getByRole('combobox', { name: /Commune/ }).locator('option:checked')).toHaveText('PARIS');
  await page.getByRole('textbox', { name: /Date du déménagement/ }).fill('01/12/2026');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Votre demande a bien été prise en compte', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/accueil$/);

  await page.getByRole('navigation').getByRole('link', { name: 'Mon profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  const adresse = adresseSection(page);
  for (const text of ['7', 'de la Roquette', '75011', 'PARIS']) await expect(adresse).toContainText(text);
  await expect(adresse).not.toContainText('de la Part-Dieu');

  await page.goto('/#/demandes');
  const newest = page.getByRole('table', { name: 'Mes demandes' }).locator('tbody tr').filter({ hasText: "Changement d'adresse postale" }).first();
  await expect(newest).toContainText('Traitée');
  await expect(newest).toContainText('Demande traitée automatiquement.');

  await page.getByRole('navigation').getByRole('link', { name: 'Mon profil' }).click();
  const abonnements = page.getByRole('region', { name: 'Mes abonnements', exact: true });
  await expect(abonnements).toContainText("Lettre d'informationNon abonné");
  await abonnements.getByRole('link', { name: 'Modifier mes abonnements' }).click();
  await expect(page).toHaveURL(/#\/actes\/abonnement$/);
  for (const [label, answer] of [
    ["Recevoir la lettre d'information de la mutuelle", 'Oui'],
    ['Être prévenu par e-mail de chaque remboursement', 'Non'],
    ['Recevoir les offres de nos partenaires', 'Oui'],
  ] as const) {
    await page.getByRole('radiogroup', { name: label }).getByRole('radio', { name: answer }).check({ force: true });
  }
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Votre demande a bien été prise en compte', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/accueil$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Mon profil' }).click();
  await expect(abonnements).toContainText("Lettre d'informationAbonné");
  await expect(abonnements).toContainText('Alertes de remboursement par e-mailNon abonné');
  await expect(abonnements).toContainText('Offres des partenairesAbonné');
  await page.goto('/#/demandes');
  const abonnement = page.getByRole('table', { name: 'Mes demandes' }).locator('tbody tr').filter({ hasText: "Changement d'abonnements" }).first();
  await expect(abonnement).toContainText('Traitée');
});
