import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { loginAsSophie, SOPHIE } from './accountHelpers';
import { formatDateFr } from '../../src/domain/dates';
import { resiliationEndDate } from '../../src/domain/resiliation';

/**
 * Issue 15: « Résilier votre contrat » from the member's pages (a multi-step acte), its
 * acknowledgement (screen and mail), « Mes demandes » with a missing document added, and fast
 * typing in a stepped form. Sophie's DEMO1001 started on 01/01/2021: the end date is one month
 * after the request.
 */
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });

async function mailsTo(page: Page, to: string): Promise<Array<{ subject: string | null; text: string }>> {
  return (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as Array<{ subject: string | null; text: string }>;
}

test('résiliation en 3 clics from the member’s pages: identity, motif, recap, confirmation and its acknowledgement', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/accueil');
  // The footer link is on every page; the accueil has its own at the end.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Résilier votre contrat' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Résilier votre contrat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Résilier votre contrat' })).toBeVisible();

  // 1. Identity and contract, from the member's data.
  await expect(stepHeading(page, 'Étape 1 sur 3 : Votre identité et votre contrat')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Contrat à résilier/ })).toHaveValue('DEMO1001');
  await page.getByRole('button', { name: 'Suivant' }).click();

  // 2. The reason, from the referentiel; the end date is the legal one, filled in.
  await expect(stepHeading(page, 'Étape 2 sur 3 : Le motif')).toBeVisible();
  const endDate = formatDateFr(resiliationEndDate('2021-01-01', new Date()));
  await expect(page.getByRole('textbox', { name: /Date de fin du contrat/ })).toHaveValue(endDate);
  await page.locator('label').filter({ hasText: 'Je bénéficie d’une complémentaire santé d’entreprise' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();

  // 3. The recap, read-only, then the confirmation.
  await expect(stepHeading(page, 'Étape 3 sur 3 : Récapitulatif')).toBeVisible();
  const recap = page.locator('.ea-recap');
  await expect(recap).toContainText('Je bénéficie d’une complémentaire santé d’entreprise');
  await expect(recap).toContainText(endDate);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmer ma demande de résiliation' }).click();

  // The acknowledgement: screen and mail state the end date.
  await expect(page).toHaveURL(/#\/actes\/resiliation\/accuse\/\d+$/);
  await expect(page.getByText('Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.', { exact: false })).toBeVisible();
  await expect(page.getByText('Date de fin de votre contrat')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(endDate);
  await expect
    .poll(async () => (await mailsTo(page, SOPHIE.userName)).find((mail) => mail.subject === 'Accusé de réception : Résiliation du contrat')?.text ?? '')
    .toContain(`Votre contrat DEMO1001 prendra fin le ${endDate}.`);
});

test('Mes demandes: every demande with its status; the missing document is added to the same demande', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/demandes');
  const table = page.getByRole('table', { name: 'Mes demandes' });
  const waiting = table.locator('tbody tr').filter({ hasText: 'Mise à jour du RIB de prestations' });
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
  await page.goto('/#/actes/resiliation');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(stepHeading(page, /Étape 2 sur 3/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Date de fin du contrat/ })).not.toHaveValue('');
  await page.locator('label').filter({ hasText: 'Autre motif' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(stepHeading(page, 'Étape 3 sur 4 : Précisions')).toBeVisible();

  const text = 'Je déménage à Nouméa — n°42, le 12/03/2027 ; « mutuelle » & Zoé '.repeat(6).slice(0, 400);
  const field = page.getByRole('textbox', { name: /Précisez votre motif/ });
  await field.click();
  await page.keyboard.type(text); // no delay between keys
  // Straight back, then forward again: the text is all there.
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(stepHeading(page, 'Étape 2 sur 4 : Le motif')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(field).toHaveValue(text);
  await field.press('Control+End');
  await page.keyboard.type(' FIN');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(stepHeading(page, 'Étape 4 sur 4 : Récapitulatif')).toBeVisible();
  await expect(page.locator('.ea-recap')).toContainText(`${text} FIN`);
});
