import { expectNoSeriousViolations } from './axe';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { SOPHIE, toast, xsrf } from './accountHelpers';

// Feature toggles: an admin turns a feature off for one of Sophie's
// contracts, Sophie no longer sees the link on that contract and still sees it on another, the
// history shows the change, a gestionnaire sees the controls greyed out; axe on the admin screens.
const ADMIN = { userName: 'admin@demo.fr', password: 'Demo#2026pass' };
const GESTION = { userName: 'gestion@demo.fr', password: 'Demo#2026pass' };
const FEATURE = 'situationFamilialeActe';
const LINK = 'Déclarer un changement de situation familiale';

async function loginAs(page: Page, who: { userName: string; password: string }) {
  const response = await page.request.post('/api/identity/login', { data: who, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Back to the demo state: the feature not configured (its per-contract settings go with it). */
async function resetFeature(request: APIRequestContext) {
  const token = await xsrf(request);
  await request.post('/api/identity/login', { data: ADMIN, headers: { 'X-XSRF-TOKEN': token } });
  const response = await request.put('/api/admin/fonctionnalites', {
    data: { client: 'mutuelle-demo', feature: FEATURE, etat: 'NON_CONFIGUREE' },
    headers: { 'X-XSRF-TOKEN': await xsrf(request) },
  });
  expect(response.status()).toBe(204);
}


/** What staff read for a feature key: its acte's label. */
const LABELS: Record<string, string> = {
  situationFamilialeActe: 'Changement de situation familiale',
  resiliationActe: 'Résiliation du contrat',
  ribPrestationsActe: 'Mise à jour du RIB de prestations',
};

async function openFeatureDialog(page: Page, key: string) {
  await page.goto('/#/admin/fonctionnalites');
  await expect(page.getByRole('heading', { level: 1, name: 'Fonctionnalités' })).toBeVisible();
  const features = page.getByRole('region', { name: 'Fonctionnalités du client' });
  await features.getByRole('textbox', { name: 'Rechercher une fonctionnalité' }).fill(key);
  await features.getByRole('button', { name: 'Filtrer' }).click();
  await page.getByRole('button', { name: `Régler « ${LABELS[key]} »`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Fonctionnalité « ${LABELS[key]} »` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Chargement en cours...')).toHaveCount(0);
  return dialog;
}

async function setForContract(page: Page, numero: string, valeur: 'Activée' | 'Désactivée', commentaire: string) {
  const dialog = page.getByRole('dialog', { name: `Fonctionnalité « ${LABELS[FEATURE]} »` });
  const form = dialog.locator('form').filter({ has: page.getByRole('textbox', { name: 'Numéro de contrat' }) });
  await form.getByRole('textbox', { name: 'Numéro de contrat' }).fill(numero);
  await form.getByRole('radio', { name: valeur, exact: true }).check({ force: true });
  await form.getByRole('textbox', { name: /Commentaire \(facultatif\)/ }).fill(commentaire);
  await form.getByRole('button', { name: 'Enregistrer pour ce contrat' }).click();
  await expect(toast(page, 'Le réglage du contrat a été enregistré.', 'status')).toBeVisible();
  await expect(dialog.getByRole('table', { name: /Réglages par contrat/ }).getByRole('row', { name: new RegExp(numero) })).toContainText(valeur);
}

/** « Pourquoi ? » for one contract: the explanation table's filter. */
async function explain(page: Page, numero: string) {
  const why = page.getByRole('dialog').getByRole('region', { name: 'Pourquoi ?' });
  await why.getByRole('textbox', { name: 'Contrat à expliquer' }).fill(numero);
  await why.getByRole('button', { name: 'Filtrer' }).click();
}

async function chooseContrat(page: Page, numero: string) {
  const selector = page.getByRole('navigation').getByRole('combobox', { name: 'Contrat' });
  if ((await selector.inputValue()) === numero) return;
  const reloaded = page.waitForEvent('load');
  await selector.selectOption(numero);
  await reloaded;
}

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  await resetFeature(request);
  await request.dispose();
});

test('an admin turns a feature off for DEMO1001: Sophie loses the link there at her next navigation, keeps it on DEMO1003; the history shows who, when, before, after', async ({ page, browser }) => {
  // Sophie's page is open before the change: it picks the change up when she navigates.
  const sophieContext = await browser.newContext();
  const sophie = await sophieContext.newPage();
  await loginAs(sophie, SOPHIE);
  await sophie.goto('/#/profil');
  await chooseContrat(sophie, 'DEMO1001');
  await expect(sophie.getByRole('link', { name: LINK })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, ADMIN);
  await openFeatureDialog(page, FEATURE);
  // The « pourquoi ? » before: not configured, shown (decided by the portal level).
  const why = page.getByRole('dialog').getByRole('region', { name: 'Pourquoi ?' });
  await explain(page, 'DEMO1001');
  await expect(why.getByRole('table')).toContainText('Affichée pour le contrat DEMO1001 : décidé au niveau « Portail »');
  await expectNoSeriousViolations(page, 'dialogue de la fonctionnalité (1280 px)');

  // The per-contract list is an allow-list: DEMO1003 keeps it, DEMO1001 loses it.
  await setForContract(page, 'DEMO1003', 'Activée', 'Contrat entreprise : maintenu');
  await setForContract(page, 'DEMO1001', 'Désactivée', 'Contentieux en cours');
  await explain(page, 'DEMO1001');
  await expect(why.getByRole('table')).toContainText('Masquée pour le contrat DEMO1001 : décidé au niveau « Contrat »');

  // Sophie navigates (no reload): the link is gone on DEMO1001…
  await sophie.getByRole('navigation').getByRole('link', { name: 'Accueil' }).click();
  await sophie.getByRole('navigation').getByRole('link', { name: 'Mon profil' }).click();
  await expect(sophie.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(sophie.getByRole('link', { name: LINK })).toHaveCount(0);
  // … and still there on DEMO1003.
  await chooseContrat(sophie, 'DEMO1003');
  await expect(sophie.getByRole('link', { name: LINK })).toBeVisible();
  await sophieContext.close();

  // The history: who, when, before, after, comment.
  await page.goto('/#/admin/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Historique des changements' })).toBeVisible();
  const changes = page.getByRole('region', { name: 'Changements des fonctionnalités' });
  await changes.getByRole('textbox', { name: 'Contrat' }).fill('DEMO1001');
  await changes.getByRole('button', { name: 'Filtrer' }).click();
  const row = page.getByRole('table', { name: /Changements des fonctionnalités/ }).getByRole('row').filter({ hasText: 'Contentieux en cours' });
  await expect(row).toContainText('admin@demo.fr');
  await expect(row).toContainText(LABELS[FEATURE]);
  await expect(row).toContainText('Aucun réglage');
  await expect(row).toContainText('Désactivée');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expectNoSeriousViolations(page, 'historique (1280 px)');
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoSeriousViolations(page, 'historique (390 px)');
});

test('the résiliation cannot be turned off: its controls are greyed out with the legal reason', async ({ page }) => {
  await loginAs(page, ADMIN);
  const dialog = await openFeatureDialog(page, 'resiliationActe');
  await expect(dialog.getByText(/obligation légale \(loi n° 2022-1158\)/).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enregistrer pour le client' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Enregistrer pour ce contrat' })).toHaveCount(0);
  const refused = await page.request.put('/api/admin/fonctionnalites', {
    data: { client: 'mutuelle-demo', feature: 'resiliationActe', etat: 'DESACTIVEE' },
    headers: { 'X-XSRF-TOKEN': await xsrf(page.request) },
  });
  expect(refused.status()).toBe(403);
});

test('a gestionnaire reads the toggles but sees every control greyed out; axe at 1280 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, GESTION);
  const dialog = await openFeatureDialog(page, 'ribPrestationsActe');
  await expect(dialog.getByText('Votre rôle ne permet pas de modifier les fonctionnalités.').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enregistrer pour le client' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Enregistrer pour ce contrat' })).toBeDisabled();
  await expect(dialog.getByRole('table', { name: /Réglages par contrat/ })).toContainText('DEMO1002');
  await expectNoSeriousViolations(page, 'dialogue en gestionnaire (1280 px)');
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoSeriousViolations(page, 'fonctionnalités (390 px)');
});
