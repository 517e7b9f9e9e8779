import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';

/**
 * The acte catalogue and preview (#/dev/actes): a developer screen, open because
 * the e2e server runs with DEV_TOOLS=1 (tests/e2e/globalSetup.ts). The server's side (404 without
 * DEV_TOOLS) is tests/server/devActeCatalogue.test.ts.
 */
test.use({ viewport: { width: 1280, height: 900 } });

async function openPreview(page: Page, acte: string) {
  await page.goto(`/#/dev/actes/${acte}`);
  await expect(page.getByRole('button', { name: 'Exemple rempli' })).toBeVisible();
  await expect(page.getByText('Chargement en cours...')).toHaveCount(0);
}

test('the catalogue lists every acte with its manifest, its screens and a link to its preview', async ({ page }) => {
  await page.goto('/#/dev/actes');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue des actes' })).toBeVisible();
  const table = page.getByRole('table', { name: /Actes du portail/ });
  const adresse = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Prévisualiser adresse', exact: true }) });
  await expect(adresse).toContainText('POST /api/forms/adresse/form');
  await expect(adresse).toContainText('adresseActeGestion');
  await expect(adresse).toContainText('en instance, valide, suspendu');
  await expect(adresse.getByRole('link', { name: '#/actes/adresse' })).toHaveAttribute('href', '#/actes/adresse');
  await expect(table.getByRole('link', { name: 'Prévisualiser declarationsinistre', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'catalogue');

  await table.getByRole('link', { name: 'Prévisualiser declarationsinistre', exact: true }).click();
  await expect(page).toHaveURL(/#\/dev\/actes\/declarationsinistre$/);
  await expect(page.getByRole('button', { name: 'Soumission vide' })).toBeVisible();
});

test('the preview draws the acte filled with its sample; the empty submit shows its errors in French without a call', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) sent.push(`${request.method()} ${request.url()}`);
  });
  await openPreview(page, 'dev-saisie');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('dev-saisie');
  // schemas/actes/dev-saisie/dev-saisie.sample.json
  await expect(page.getByRole('textbox', { name: 'Texte', exact: true })).toHaveValue('Bonjour');
  await expectNoSeriousViolations(page, 'aperçu rempli');

  await page.getByRole('button', { name: 'Soumission vide' }).click();
  await expect(page.getByRole('button', { name: 'Soumission vide' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Texte', exact: true })).toHaveValue('');
  // The form's own error summary and the message under the field, as the member sees them.
  await expect(page.getByRole('heading', { name: 'Merci de corriger les erreurs suivantes :' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Texte : * saisie obligatoire' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Texte', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'soumission vide');
  expect(sent, 'the empty submit is validation only').toEqual([]);

  // Back to the sample: the submit goes to the preview's own route, which stores nothing.
  await page.getByRole('button', { name: 'Exemple rempli' }).click();
  await expect(page.getByRole('textbox', { name: 'Texte', exact: true })).toHaveValue('Bonjour');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText("Aperçu : les données sont valides. Rien n'a été envoyé ni enregistré.")).toBeVisible();
  expect(sent.every((call) => call.includes('/api/dev/actes/dev-saisie/essai'))).toBe(true);
});

test('the context switcher shows the conditional variants: auth mode of register, role and contract state of adresse', async ({ page }) => {
  await openPreview(page, 'register');
  const authMode = page.getByLabel('Mode de création de compte (createAccountAuthMode)');
  await authMode.selectOption('individual');
  await expect(page.getByLabel('Numéro de contrat', { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel(/Numéro de sécurité sociale/)).toHaveCount(0);
  await authMode.selectOption('nir');
  await expect(page.getByLabel(/Numéro de sécurité sociale/).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Numéro de contrat/ })).toHaveCount(0);

  await openPreview(page, 'adresse');
  // The member's own form block (screens/member/actes/adresse.screen.json), filled with adresse.sample.json.
  await expect(page.getByRole('textbox', { name: /Libellé de la voie/ })).toHaveValue('de la Roquette');
  await expect(page.getByText('Le serveur accepte cet acte dans ce contexte.')).toBeVisible();
  await page.getByLabel('Rôle').selectOption('Admin');
  await page.getByLabel('État du contrat courant').selectOption('resilie');
  await expect(page.getByText(/refuse cet acte au rôle « Admin »/)).toBeVisible();
  await expect(page.getByText(/refuse cet acte sur un contrat résilié/)).toBeVisible();
  await expectNoSeriousViolations(page, 'aperçu, contexte changé');
});

test('a multi-step acte shows its steps; its empty submit shows the errors of every step at once', async ({ page }) => {
  await openPreview(page, 'pec-hospi');
  await expect(page.getByText(/Étapes : L'établissement → Le séjour → Le document → Récapitulatif/)).toBeVisible();
  await page.getByRole('button', { name: 'Soumission vide' }).click();
  const summary = page.getByRole('listitem');
  // The first step's field, the second's and the third's: one page, not « Étape 1 sur 4 ».
  await expect(summary.filter({ hasText: "La raison sociale de l'établissement est obligatoire" }).first()).toBeVisible();
  await expect(summary.filter({ hasText: "La date d'admission est obligatoire" }).first()).toBeVisible();
  await expect(summary.filter({ hasText: 'Merci de joindre le document demandé.' }).first()).toBeVisible();
  await expect(page.getByText(/Étape 1 sur/)).toHaveCount(0);
});

test('the catalogue stays closed when the server runs without DEV_TOOLS (GET /api/dev/status says so)', async ({ page }) => {
  await page.route('**/api/dev/status', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ devTools: false }) }));
  await page.goto('/#/dev/actes/adresse');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue des actes' })).toHaveCount(0);
});
