import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { login, loginAsSophie, xsrf } from './accountHelpers';

/**
 * The back-office demande detail after a save and after the member's answer: a success shows only
 * the success, and the detail shows what the member sent since, with its line in the history.
 */
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const SAVED = "Le statut de la demande a été changé ; l'adhérent en est informé par courriel.";
const ERROR_SUMMARY = /Merci de corriger les erreurs suivantes/;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** The demo demande waiting for a document (« Document manquant »), as the gestion lists it. */
async function waitingDemande(page: Page): Promise<number> {
  const list = await page.request.get('/api/admin/demandes?statut=document_manquant&acte=rib-prestations');
  expect(list.ok(), await list.text()).toBeTruthy();
  const { items } = (await list.json()) as { items: Array<{ id: number }> };
  expect(items.length).toBeGreaterThan(0);
  return items[0].id;
}

test('the gestionnaire saves a status: the success toast, no error summary; the member’s document then shows in the detail and its history', async ({ page, browser }) => {
  test.slow(); // two browsers
  await login(page, 'gestion@demo.fr', 'Demo#2026pass');
  await expect(page).toHaveURL(/#\/admin$/);
  const id = await waitingDemande(page);
  await page.goto(`/#/admin/demandes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demande à traiter' })).toBeVisible();
  const documents = page.getByRole('table', { name: 'Documents joints' });
  await expect(page.getByText('Aucun document joint.')).toBeVisible();

  // A message kept as it is (« document manquant » again): saved, and only the success shows.
  await page.getByRole('region', { name: 'Changer le statut' }).locator('label', { hasText: 'Document manquant' }).click();
  await page.getByRole('textbox', { name: /Message à l'adhérent/ }).fill('Merci de joindre un RIB lisible.');
  await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Historique des statuts' })).toContainText('Merci de joindre un RIB lisible.');
  await expect(page.getByText(ERROR_SUMMARY)).toHaveCount(0);
  await expect(page.getByText('Merci de choisir le nouveau statut de la demande.')).toHaveCount(0);

  // Sophie, in her own browser, adds the document.
  const member = await browser.newContext();
  try {
    const sophie = await member.newPage();
    await loginAsSophie(sophie);
    await sophie.goto('/#/demandes');
    await expect(sophie.getByRole('heading', { level: 1, name: 'Mes demandes' })).toBeVisible();
    const mine = sophie.getByRole('table', { name: 'Mes demandes' }).locator('tbody tr').filter({ hasText: 'Document manquant' }).first();
    await mine.getByRole('button', { name: 'Ajouter le document' }).click();
    const add = sophie.getByRole('dialog', { name: 'Ajouter le document demandé' });
    await add.locator('input[type=file]').setInputFiles({ name: 'rib-lisible.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(add.getByText('rib-lisible.pdf')).toBeVisible();
    await add.getByRole('button', { name: 'Envoyer le document' }).click();
    await expect(add).toBeHidden();
  } finally {
    await member.close();
  }

  // The gestionnaire goes back to the list and opens the demande again: what Sophie sent is there.
  await nav(page).getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'Demandes à traiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes à traiter' })).toBeVisible();
  await page.getByRole('link', { name: `Ouvrir la demande n° ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demande à traiter' })).toBeVisible();
  await expect(documents.locator('tbody tr').filter({ hasText: 'rib-lisible.pdf' })).toHaveCount(1);
  const history = page.getByRole('table', { name: 'Historique des statuts' }).locator('tbody tr');
  await expect(history.first()).toContainText('Document manquant');
  await expect(history.first()).toContainText('En cours');
  await expect(history.first()).toContainText('Sophie DURAND');

  // The demo demande waits for a document again, as other test files expect to find it.
  const back = await page.request.post(`/api/admin/demandes/${id}/statut`, {
    data: { statut: 'document_manquant', message: 'Merci de joindre votre RIB.' },
    headers: { 'X-XSRF-TOKEN': await xsrf(page.request) },
  });
  expect(back.ok(), await back.text()).toBeTruthy();
});
