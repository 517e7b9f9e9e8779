import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { control, loginAsSophie } from './accountHelpers';
import { readActeSample } from '../../src/server/actes/acteSample';

/**
 * In Chromium: declarationsinistre (one page), its V2 (steps), pj-sinistre,
 * pec-hospi (steps), filled from their samples with real uploads, and paiement-cotisation-monext
 * through the payment page the reference server plays. The documents asked for follow the care type, the
 * beneficiaries follow the care date, the upload limits are on screen before any upload.
 */
const sampleOf = (acte: string): Record<string, any> =>
  readActeSample(acte);

const MANUEL = 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.';
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const LIMITS = 'Vous pouvez joindre 5 documents au plus pour cette déclaration, au format PDF, JPG ou PNG : 5 Mo par document, 15 Mo en tout.';

async function open(page: Page, acte: string): Promise<void> {
  await control(page.request, 'demandes-reset', {});
  await loginAsSophie(page);
  await page.goto(`/#/actes/${acte}`);
}

const jjmmaaaa = (iso: string) => iso.split('-').reverse().join('/');

/** Sends the sample's documents through the upload widget of the field (the real upload route). */
async function attach(page: Page, field: string, files: Array<{ localFileName: string }>): Promise<void> {
  await page
    .locator(`input[type=file]#root_${field}`)
    .setInputFiles(files.map((f) => (f.localFileName.endsWith('.jpg') ? { name: f.localFileName, mimeType: 'image/jpeg', buffer: JPEG } : { name: f.localFileName, mimeType: 'application/pdf', buffer: PDF })));
  for (const f of files) await expect(page.getByRole('listitem').filter({ hasText: f.localFileName })).toContainText('Téléversé');
}

/** The care part: type, date (the beneficiaries covered that day), beneficiary. */
async function fillSoins(page: Page, soins: { typeSoins: string; dateSoins: string; beneficiaire: string }): Promise<void> {
  await page.getByRole('radio', { name: 'Optique', exact: true }).check({ force: true });
  const date = page.getByRole('textbox', { name: /Date des soins/ });
  const beneficiaire = page.getByRole('combobox', { name: /Bénéficiaire des soins/ });
  await expect(beneficiaire).toBeDisabled();
  // Before 1 August 2024 Emma was not on the contract: she is not offered.
  await date.fill('10/03/2024');
  await expect(beneficiaire.locator('option', { hasText: 'Léo DURAND' })).toHaveCount(1);
  await expect(beneficiaire.locator('option', { hasText: 'Emma DURAND' })).toHaveCount(0);
  await date.fill(jjmmaaaa(soins.dateSoins));
  await expect(beneficiaire.locator('option', { hasText: 'Emma DURAND' })).toHaveCount(1);
  await beneficiaire.selectOption({ label: 'Léo DURAND' });
}

test('declarationsinistre: the documents follow the care type, the limits are shown before upload, the sample is filed', async ({ page }) => {
  const sample = sampleOf('declarationsinistre');
  await open(page, 'declarationsinistre');
  await expect(page.getByText(LIMITS)).toBeVisible();
  await expect(page.locator('#root_facture__constraints')).toBeVisible();
  await expect(page.getByText('Prescription médicale (ordonnance)')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Dentaire', exact: true }).check({ force: true });
  await expect(page.getByText('Devis du chirurgien-dentiste')).toBeVisible();
  await fillSoins(page, sample.soins);
  await expect(page.getByText('Devis du chirurgien-dentiste')).toHaveCount(0);
  await expect(page.getByText('Prescription médicale (ordonnance)')).toBeVisible();
  await page.getByRole('textbox', { name: /Précisions/ }).fill(sample.description);
  await attach(page, 'facture', sample.facture);
  await page.getByRole('button', { name: 'Valider' }).click();
  // The upload widget's own required text, under the missing document.
  await expect(page.getByText('Prescription médicale (ordonnance) : Merci de joindre le document demandé.')).toBeVisible();
  await attach(page, 'prescription', sample.prescription);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(MANUEL, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/accueil$/);
});

test('declarationsinistre-v2 in steps, then pj-sinistre completes it', async ({ page }) => {
  const sample = sampleOf('declarationsinistre-v2');
  await open(page, 'declarationsinistre-v2');
  await fillSoins(page, sample.soins);
  // The documents the care type brings wait for their own step.
  await expect(page.getByText('Prescription médicale (ordonnance)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('textbox', { name: /Professionnel de santé/ }).fill(sample.professionnel);
  await page.getByRole('textbox', { name: /Montant payé/ }).fill('0');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Le montant doit être supérieur à 0').first()).toBeVisible();
  await page.getByRole('textbox', { name: /Montant payé/ }).fill(String(sample.montant).replace('.', ','));
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText(LIMITS)).toBeVisible();
  await attach(page, 'facture', sample.facture);
  await attach(page, 'prescription', sample.prescription);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText(sample.professionnel)).toBeVisible();
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(MANUEL, { exact: true })).toBeVisible();

  const pj = sampleOf('pj-sinistre');
  await page.goto('/#/actes/pj-sinistre');
  const sinistre = page.getByRole('combobox', { name: /Déclaration concernée/ });
  // Newest first: the declaration just sent.
  await expect(sinistre.locator('option').nth(1)).toHaveText(/^Déclaration n° \d+ \(Optique, soins du 03\/11\/2026\)$/);
  await sinistre.selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Décompte de la Sécurité sociale', exact: true }).check({ force: true });
  await attach(page, 'documents', pj.documents);
  await page.getByRole('textbox', { name: /Message/ }).fill(pj.message);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(MANUEL, { exact: true })).toBeVisible();
});

test('pec-hospi in steps: establishment, stay (DMT code checked), document, recap', async ({ page }) => {
  const sample = sampleOf('pec-hospi');
  await open(page, 'pec-hospi');
  await page.getByRole('textbox', { name: /Raison sociale de l'établissement/ }).fill(sample.etablissement.raisonSociale);
  await page.getByRole('textbox', { name: /Numéro FINESS/ }).fill(sample.etablissement.finess);
  await page.getByRole('textbox', { name: /Ville/ }).fill(sample.etablissement.ville);
  const dmt = page.getByRole('textbox', { name: /Code DMT/ });
  await dmt.fill('18A');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Le code DMT comporte 3 chiffres').first()).toBeVisible();
  await dmt.fill(sample.etablissement.codeDmt);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('textbox', { name: /Date d'admission/ }).fill(jjmmaaaa(sample.sejour.dateEntree));
  await page.getByRole('combobox', { name: /Personne hospitalisée/ }).selectOption({ label: 'Thomas DURAND' });
  await page.getByRole('spinbutton', { name: /Durée prévue/ }).fill(String(sample.sejour.dureeJours));
  await page.getByRole('radio', { name: 'Oui', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Vous pouvez joindre 3 documents au plus, au format PDF, JPG ou PNG : 5 Mo par document, 15 Mo en tout.')).toBeVisible();
  await attach(page, 'document', sample.document);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText(sample.etablissement.raisonSociale)).toBeVisible();
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(MANUEL, { exact: true })).toBeVisible();
});

test('paiement-cotisation-monext: only what is still to pay; Annuler is recorded; Payer: the page, the return, the result; the échéancier says « Payée le … »', async ({ page }) => {
  const sample = sampleOf('paiement-cotisation-monext');
  await open(page, 'paiement-cotisation-monext');
  const echeance = page.getByRole('combobox', { name: /Échéance à régler/ });
  // The échéances DEMO1001's monthly debit has already taken (their day has come) are not offered:
  // only December's is left to pay, and a list of one is chosen for the member (the empty body's
  // « Merci de choisir l'échéance à régler » is the server test's).
  const today = new Date().toLocaleDateString('fr-CA');
  await expect(echeance.locator('option:checked')).toHaveText('Échéance du 05/12/2026 : 187,40 €');
  const offered = (await echeance.locator('option').allTextContents()).flatMap((text) => {
    const day = /Échéance du (\d{2})\/(\d{2})\/(\d{4})/.exec(text);
    return day ? [`${day[3]}-${day[2]}-${day[1]}`] : [];
  });
  expect(offered.filter((day) => day <= today)).toEqual([]);
  await expect(echeance.locator('option', { hasText: 'Échéance du 05/01/2026' })).toHaveCount(0);
  expect(sample.echeance).toBe('2026-12-05');

  // Annuler on the payment page: recorded as such, the échéance is still to pay.
  await echeance.selectOption({ label: 'Échéance du 05/12/2026 : 187,40 €' });
  await page.getByRole('button', { name: 'Payer par carte' }).click();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Paiement annulé')).toBeVisible();
  await page.getByRole('link', { name: 'Payer une autre échéance' }).click();

  await echeance.selectOption({ label: 'Échéance du 05/12/2026 : 187,40 €' });
  await page.getByRole('button', { name: 'Payer par carte' }).click();
  // The payment page: a real page of the server, outside the application.
  await expect(page).toHaveURL(/\/paiement\/monext\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByRole('heading', { name: 'Paiement sécurisé' })).toBeVisible();
  await expect(page.getByText('187,40 €')).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/#\/actes\/paiement-cotisation-monext\/resultat\//);
  await expect(page.getByText('Paiement accepté')).toBeVisible();
  await expect(page.getByText(/^MNX-/)).toBeVisible();
  // A reload of the result records nothing new; the paid échéance is no longer offered.
  await page.reload();
  await expect(page.getByText('Paiement accepté')).toBeVisible();
  await page.getByRole('link', { name: 'Payer une autre échéance' }).click();
  await expect(page.getByRole('button', { name: 'Payer par carte' })).toBeVisible();
  await expect(echeance.locator('option', { hasText: 'Échéance du 05/12/2026' })).toHaveCount(0);

  // The contract's échéancier: paid on the day of the payment, the debited ones on their day.
  await page.goto('/#/contrats/DEMO1001');
  const rows = page.getByRole('table', { name: 'Échéancier' }).locator('tbody tr');
  await expect(rows.filter({ hasText: '05/12/2026' })).toContainText(`Payée le ${new Date().toLocaleDateString('fr-FR')}`);
  await expect(rows.filter({ hasText: '05/01/2026' })).toContainText('Payée le 05/01/2026');
  await expect(rows.filter({ hasText: 'À venir' })).toHaveCount(0);
});
