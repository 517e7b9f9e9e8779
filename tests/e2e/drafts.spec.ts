import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { control, loginAsSophie, SOPHIE } from './accountHelpers';

/**
 * In Chromium: drafts of a long acte kept on the server (pec-hospi, version 3).
 * A draft saved under version 1 opens under version 3 with its values in their new places; what
 * the member types is saved (throttled, the last keystrokes included), « Reprendre » brings it
 * back after a reload, and sending the acte deletes the draft.
 */
const DRAFT_URL = '/api/forms/pec-hospi/brouillon';
const MANUEL = 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.';
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

async function openPecHospi(page: Page): Promise<void> {
  await control(page.request, 'demandes-reset', {});
  await loginAsSophie(page);
  // The form holds unsaved data on reload: the browser's own question is answered « Quitter ».
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/#/actes/pec-hospi');
}

const offer = (page: Page) => page.getByRole('region', { name: 'Demande en cours de saisie' });
const draftOf = async (page: Page) => (await (await page.request.get(DRAFT_URL, { headers: { 'X-NumContrat': 'DEMO1001' } })).json()).brouillon;

test('a draft saved under version 1 opens under version 3 with its values in their new places', async ({ page }) => {
  await control(page.request, 'brouillon', {
    userName: SOPHIE.userName,
    acte: 'pec-hospi',
    numeroContrat: 'DEMO1001',
    version: 1,
    data: { etablissement: { nom: 'Clinique des Lilas', finess: '750000123', ville: 'Paris' }, sejour: { dureeJours: 4, codeDmt: '182' } },
  });
  await openPecHospi(page);
  await expect(offer(page)).toContainText("Vous avez commencé cette demande sans l'envoyer");
  // The offer is accessible: a named region, its buttons named, the × « Fermer », keyboard first.
  const a11y = await new AxeBuilder({ page }).exclude('#ea-dev-toolbar').analyze();
  expect(a11y.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await expect(offer(page).getByRole('button', { name: 'Fermer' })).toBeVisible();
  await offer(page).getByRole('button', { name: 'Reprendre' }).focus();
  await page.keyboard.press('Enter');
  await expect(offer(page)).toHaveCount(0);
  // v2 renamed the name to « raison sociale »; v3 moved the DMT code to the establishment's step.
  await expect(page.getByRole('textbox', { name: /Raison sociale de l'établissement/ })).toHaveValue('Clinique des Lilas');
  await expect(page.getByRole('textbox', { name: /Numéro FINESS/ })).toHaveValue('750000123');
  await expect(page.getByRole('textbox', { name: /Ville/ })).toHaveValue('Paris');
  await expect(page.getByRole('textbox', { name: /Code DMT/ })).toHaveValue('182');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('spinbutton', { name: /Durée prévue/ })).toHaveValue('4');
  // v3 added the private-room question, « Non » by default.
  await expect(page.getByRole('radio', { name: 'Non', exact: true })).toBeChecked();
});

test('typing saves the draft (throttled, nothing lost), « Reprendre » brings it back after a reload, sending deletes it', async ({ page }) => {
  const old = { etablissement: { raisonSociale: 'Ancienne saisie' } };
  await control(page.request, 'brouillon', { userName: SOPHIE.userName, acte: 'pec-hospi', numeroContrat: 'DEMO1001', version: 3, data: old });
  await openPecHospi(page);
  // A fresh start: « Recommencer » forgets the saved draft.
  await offer(page).getByRole('button', { name: 'Recommencer' }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect.poll(() => draftOf(page)).toBeNull();
  const name = page.getByRole('textbox', { name: /Raison sociale de l'établissement/ });
  await expect(name).toBeVisible();
  // Fast typing, no delay between keys: the trailing save carries the last keystroke.
  const last = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(DRAFT_URL) && (request.postData() ?? '').includes('Clinique Saint-Joseph'));
  await name.pressSequentially('Clinique Saint-Joseph');
  await expect(name).toHaveValue('Clinique Saint-Joseph');
  await page.getByRole('textbox', { name: /Ville/ }).fill('Marseille');
  await (await last).response();
  await expect.poll(async () => (await draftOf(page))?.data?.etablissement).toEqual({ raisonSociale: 'Clinique Saint-Joseph', ville: 'Marseille' });

  await page.reload();
  await expect(offer(page)).toBeVisible();
  await offer(page).getByRole('button', { name: 'Reprendre' }).click();
  await expect(name).toHaveValue('Clinique Saint-Joseph');
  await expect(page.getByRole('textbox', { name: /Ville/ })).toHaveValue('Marseille');

  // The rest of the acte, then send it.
  await page.getByRole('textbox', { name: /Numéro FINESS/ }).fill('130000567');
  await page.getByRole('textbox', { name: /Code DMT/ }).fill('181');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('textbox', { name: /Date d'admission/ }).fill('07/12/2026');
  await page.getByRole('combobox', { name: /Personne hospitalisée/ }).selectOption({ label: 'Thomas DURAND' });
  await page.getByRole('spinbutton', { name: /Durée prévue/ }).fill('2');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.locator('input[type=file]#root_document').setInputFiles({ name: 'devis.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('listitem').filter({ hasText: 'devis.pdf' })).toContainText('Téléversé');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(MANUEL, { exact: true })).toBeVisible();
  expect(await draftOf(page)).toBeNull();
  // Back to the acte: nothing to resume.
  await page.goto('/#/actes/pec-hospi');
  await expect(page.getByRole('textbox', { name: /Raison sociale de l'établissement/ })).toHaveValue('');
  await expect(offer(page)).toHaveCount(0);
});
