import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { loginAsSophie, SOPHIE } from './accountHelpers';
import { formatDateFr } from '../../src/domain/dates';
import { resiliationEndDate } from '../../src/language/resiliation';

/**
 * « Résilier votre contrat » from any page in three clicks (one page), its
 * acknowledgement (screen and mail), « Mes demandes » with a missing document added, and fast
 * typing in a stepped form. Sophie's DEMO1001 started on 01/01/2021: the end date is one month
 * after the request.
 */
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });

async function mailsTo(page: Page, to: string): Promise<Array<{ subject: string | null; text: string }>> {
  return (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as Array<{ subject: string | null; text: string }>;
}

test('résiliation en 3 clics from any page: the footer link, the motif, the confirmation and its acknowledgement', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeVisible();
  // Click 1: the footer's link, on every page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Résilier votre contrat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Résilier votre contrat' })).toBeVisible();
  // Identity and contract, from the member's data; the end date is the legal one, filled in.
  await expect(page.getByRole('textbox', { name: /^Contrat à résilier/ })).toHaveValue('DEMO1001');
  const endDate = formatDateFr(resiliationEndDate('2021-01-01', new Date()));
  await expect(page.getByRole('textbox', { name: /Date de fin du contrat/ })).toHaveValue(endDate);
  // Click 2: the motif. Click 3: the confirmation.
  await page.locator('label').filter({ hasText: 'Je bénéficie d’une complémentaire santé d’entreprise' }).click();
  await expect(page.getByRole('textbox', { name: /Date de fin du contrat/ })).toHaveValue(endDate);
  await page.getByRole('button', { name: 'Confirmer ma demande de résiliation' }).click();

  // The acknowledgement: the screen, then the mail, with the end date.
  await expect(page).toHaveURL(/#\/actes\/resiliation\/accuse\/\d+$/);
  await expect(page.getByText('Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.', { exact: false })).toBeVisible();
  await expect(page.getByText('Date de fin de votre contrat')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(endDate);
  await expect
    .poll(async () => (await mailsTo(page, SOPHIE.userName)).find((mail) => mail.subject === 'Accusé de réception : Résiliation du contrat')?.text ?? '')
    .toContain(`Votre contrat DEMO1001 prendra fin le ${endDate}.`);
});

test('« Résiliation à l’échéance annuelle » ends the contract on its next anniversary, not one month away', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/actes/resiliation');
  const dateFin = page.getByRole('textbox', { name: /Date de fin du contrat/ });
  const oneMonth = formatDateFr(resiliationEndDate('2021-01-01', new Date()));
  const anniversary = formatDateFr(resiliationEndDate('2021-01-01', new Date(), 'ECHEANCE'));
  await expect(dateFin).toHaveValue(oneMonth);
  await page.locator('label').filter({ hasText: 'Résiliation à l’échéance annuelle' }).click();
  await expect(dateFin).toHaveValue(anniversary);
  await page.getByRole('button', { name: 'Confirmer ma demande de résiliation' }).click();
  await expect(page).toHaveURL(/#\/actes\/resiliation\/accuse\/\d+$/);
  await expect(page.getByRole('main')).toContainText(anniversary);
});

test('Mes demandes: every demande with its status; the missing document is added to the same demande', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/demandes');
  const table = page.getByRole('table', { name: 'Mes demandes' });
  // The demo's own demande (other test files file more RIB de prestations changes).
  const waiting = table.locator('tbody tr').filter({ hasText: 'Mise à jour du RIB de prestations' }).filter({ hasText: '10/11/2026' });
  await expect(waiting).toContainText('Document manquant');
  await expect(waiting).toContainText('10/11/2026');
  await expect(waiting).toContainText('DEMO1001');
  // The demo's own e-mail change (other test files may file more of them).
  await expect(table.locator('tbody tr').filter({ hasText: 'Changement d\'adresse e-mail de contact' }).filter({ hasText: '02/09/2026' })).toContainText('Traitée');

  await waiting.getByRole('button', { name: 'Ajouter le document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter le document demandé' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'rib-sophie.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('rib-sophie.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Envoyer le document' }).click();
  await expect(page.getByText('Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(waiting).toContainText('En cours');
  await expect(waiting).toContainText('rib-sophie.pdf');
  await expect(waiting.getByRole('button', { name: 'Ajouter le document' })).toHaveCount(0);
});

test('fast typing in a stepped form loses nothing, through Précédent and Suivant', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/actes/declarationsinistre-v2');
  await page.getByRole('radio', { name: 'Optique', exact: true }).check({ force: true });
  await page.getByRole('textbox', { name: /Date des soins/ }).fill('03/11/2026');
  const beneficiaire = page.getByRole('combobox', { name: /Bénéficiaire des soins/ });
  await expect(beneficiaire.locator('option', { hasText: 'Léo DURAND' })).toHaveCount(1);
  await beneficiaire.selectOption({ label: 'Léo DURAND' });
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(stepHeading(page, /^Étape 2 sur 4/)).toBeVisible();

  const text = 'Je déménage à Nouméa — n°42, le 12/03/2027 ; « mutuelle » & Zoé '.repeat(6).slice(0, 400);
  const field = page.getByRole('textbox', { name: /Précisions/ });
  await field.click();
  await page.keyboard.type(text); // no delay between keys
  // Straight back, then forward again: the text is all there.
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(stepHeading(page, /^Étape 1 sur 4/)).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(field).toHaveValue(text);
  await field.press('Control+End');
  await page.keyboard.type(' FIN');
  await page.getByRole('button', { name: 'Précédent' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(field).toHaveValue(`${text} FIN`);
});
