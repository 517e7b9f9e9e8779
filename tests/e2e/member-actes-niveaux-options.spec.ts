import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { control, loginAsSophie } from './accountHelpers';
import { readActeSample } from '../../src/server/actes/acteSample';

/**
 * In Chromium: garanties, inscriptionbeneficiaire (multi-step, newborn rules),
 * donneesro (NIR with its key, or the Monegasque number) and the VEL options, each a screen file
 * at #/actes/<acte> filled from its sample and answered with the toast of its mode.
 */
const sampleOf = (acte: string): Record<string, any> =>
  readActeSample(acte);

const MANUEL = 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.';
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const JJMMAAAA = /^\d{2}\/\d{2}\/\d{4}$/;

const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const radio = (page: Page, name: string | RegExp) => page.getByRole('radio', { name, exact: typeof name === 'string' });

async function open(page: Page, acte: string): Promise<void> {
  await control(page.request, 'demandes-reset', {});
  await loginAsSophie(page);
  await page.goto(`/#/actes/${acte}`);
}

async function toastAndHome(page: Page, expected: string): Promise<void> {
  await expect(page.getByText(expected, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/accueil$/);
}

/** Sends the sample's documents through the upload widget of `label` (the real upload route). */
async function attach(page: Page, label: RegExp, files: Array<{ localFileName: string }>): Promise<void> {
  const group = page
    .getByRole('group', { name: label })
    .or(page.locator('.bp6-form-group', { has: page.getByText(label) }))
    .first();
  await group.locator('input[type=file]').setInputFiles(files.map((f) => ({ name: f.localFileName, mimeType: 'application/pdf', buffer: PDF })));
  for (const f of files) await expect(page.getByRole('listitem').filter({ hasText: f.localFileName })).toContainText('Téléversé');
}

test.describe('garanties', () => {
  test.afterEach(async ({ page }) => {
    await control(page.request, 'mode-gestion', { id: 'garantiesActeGestion', modeGestion: 'manuel' });
  });

  test('the levels of the contract’s gamme with their price, the date from the stored rule; filed for the gestion (the portal does not change a level itself)', async ({ page }) => {
    await open(page, 'garanties');
    const niveau = page.getByRole('combobox', { name: /Nouveau niveau de garanties/ });
    // The current level is not offered; the others are, with their price.
    await expect(niveau.locator('option')).toContainText([
      'Santé Famille Essentiel – 32,50 € par mois et par assuré',
      'Santé Famille Premium – 68,20 € par mois et par assuré',
    ]);
    await expect(niveau.locator('option', { hasText: 'Santé Famille Confort' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Merci de choisir le nouveau niveau de garanties').first()).toBeVisible();
    await niveau.selectOption({ label: `${sampleOf('garanties').niveau} – 68,20 € par mois et par assuré` });
    // The rule (first of next month at the earliest) fills the date.
    const date = page.getByRole('textbox', { name: /Date d'effet souhaitée/ });
    await expect(date).toHaveValue(JJMMAAAA);
    expect((await date.inputValue()).startsWith('01/')).toBe(true);
    await page.getByRole('textbox', { name: /Commentaire/ }).fill(sampleOf('garanties').commentaire);
    await page.getByRole('button', { name: 'Valider' }).click();
    await toastAndHome(page, MANUEL);
  });

  test('manual mode says the change will be processed; the acte is reached from the contract page', async ({ page }) => {
    await control(page.request, 'mode-gestion', { id: 'garantiesActeGestion', modeGestion: 'manuel' });
    await open(page, 'garanties');
    await page.goto('/#/contrats/DEMO1001');
    await page.getByRole('main').getByRole('link', { name: 'Changer de niveau de garanties' }).click();
    await expect(page).toHaveURL(/#\/actes\/garanties$/);
    await page
      .getByRole('combobox', { name: /Nouveau niveau de garanties/ })
      .selectOption({ label: 'Santé Famille Essentiel – 32,50 € par mois et par assuré' });
    await expect(page.getByRole('textbox', { name: /Date d'effet souhaitée/ })).toHaveValue(JJMMAAAA);
    await page.getByRole('button', { name: 'Valider' }).click();
    await toastAndHome(page, MANUEL);
  });
});

test.describe('inscriptionbeneficiaire', () => {
  async function identity(page: Page, who: { lien: string; civilite: string; nom: string; prenom: string; naissance: string; nouveauNe: boolean }) {
    await page.getByRole('combobox', { name: /Lien avec l'adhérent/ }).selectOption({ label: who.lien });
    await radio(page, who.civilite).check({ force: true });
    await page.getByRole('textbox', { name: /^Nom/ }).fill(who.nom);
    await page.getByRole('textbox', { name: /^Prénom/ }).fill(who.prenom);
    await page.getByRole('textbox', { name: /Date de naissance/ }).fill(who.naissance);
    await radio(page, who.nouveauNe ? 'Oui' : 'Non').check({ force: true });
  }

  test('a newborn: the birth certificate is required, then the date and the recap (manual mode)', async ({ page }) => {
    const sample = sampleOf('inscriptionbeneficiaire');
    await open(page, 'inscriptionbeneficiaire');
    await expect(stepHeading(page, 'Étape 1 sur 4 : Le bénéficiaire')).toBeVisible();
    await identity(page, {
      lien: 'Enfant',
      civilite: 'Monsieur',
      nom: sample.nom,
      prenom: sample.prenom,
      naissance: sample.dateNaissance.split('-').reverse().join('/'),
      nouveauNe: true,
    });
    await page.getByRole('button', { name: 'Suivant' }).click();

    // The social-security step is skipped for a newborn; the birth certificate is asked instead.
    await expect(stepHeading(page, "Étape 2 sur 4 : L'acte de naissance")).toBeVisible();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText('Merci de joindre le document demandé.').first()).toBeVisible();
    await attach(page, /Acte de naissance/, sample.acteNaissance);
    await page.getByRole('button', { name: 'Suivant' }).click();

    await expect(stepHeading(page, "Étape 3 sur 4 : La date d'effet")).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Date d'effet de l'inscription/ })).toHaveValue(JJMMAAAA);
    await page.getByRole('button', { name: 'Suivant' }).click();

    await expect(stepHeading(page, 'Étape 4 sur 4 : Récapitulatif')).toBeVisible();
    const recap = page.locator('.ea-recap');
    await expect(recap).toContainText(sample.prenom);
    await expect(recap).toContainText(sample.acteNaissance[0].localFileName);
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.getByRole('textbox', { name: /^Prénom/ })).toHaveValue(sample.prenom);
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: "Confirmer l'inscription" }).click();
    await toastAndHome(page, MANUEL);
  });

  test('anyone else: the NIR and its key are checked at their step', async ({ page }) => {
    await open(page, 'inscriptionbeneficiaire');
    await identity(page, { lien: 'Conjoint(e)', civilite: 'Madame', nom: 'DURAND', prenom: 'Claire', naissance: '08/03/1991', nouveauNe: false });
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(stepHeading(page, 'Étape 2 sur 4 : Sa sécurité sociale')).toBeVisible();
    await page.getByLabel('Numéro de sécurité sociale (sans clé)', { exact: true }).fill('2910369123456');
    await page.getByLabel('Clé', { exact: true }).fill('01');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText('La clé du numéro de sécurité sociale est incorrecte').first()).toBeVisible();
    await page.getByLabel('Clé', { exact: true }).fill('53');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(stepHeading(page, "Étape 3 sur 4 : La date d'effet")).toBeVisible();
  });
});

test.describe('donneesro', () => {
  test.afterEach(async ({ page }) => {
    await control(page.request, 'mode-gestion', { id: 'donneesROActeGestion', modeGestion: 'manuel' });
  });

  test('a NIR with its key and the attestation (manual mode)', async ({ page }) => {
    const sample = sampleOf('donneesro');
    await open(page, 'donneesro');
    await page.getByRole('combobox', { name: /Bénéficiaire concerné/ }).selectOption({ label: 'Thomas DURAND' });
    await page.getByRole('combobox', { name: /Régime obligatoire/ }).selectOption({ label: 'Régime général (CPAM)' });
    await page.getByRole('textbox', { name: /Caisse d'affiliation/ }).fill(sample.caisse);
    await page.getByLabel('Numéro de sécurité sociale (sans clé)', { exact: true }).fill(sample.nir.slice(0, 13));
    await page.getByLabel('Clé', { exact: true }).fill(sample.nir.slice(13));
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Merci de joindre le document demandé.').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Caisse d'affiliation/ })).toHaveValue(sample.caisse);
    await attach(page, /Attestation de droits/, sample.attestation);
    await page.getByRole('button', { name: 'Valider' }).click();
    await toastAndHome(page, MANUEL);
  });

  test('the Monegasque number when the client allows it (automatic mode forced: no attestation needed, still processed by the gestion)', async ({ page }) => {
    await control(page.request, 'mode-gestion', { id: 'donneesROActeGestion', modeGestion: 'automatique' });
    await open(page, 'donneesro');
    await page.getByRole('combobox', { name: /Bénéficiaire concerné/ }).selectOption({ label: 'Sophie DURAND' });
    await page.getByRole('combobox', { name: /Régime obligatoire/ }).selectOption({ label: 'Caisses sociales de Monaco (CCSS)' });
    await page.getByRole('textbox', { name: /Caisse d'affiliation/ }).fill('Caisses sociales de Monaco');
    await page
      .getByRole('switch', { name: "J'ai un N° RO monégasque" })
      .or(page.getByRole('checkbox', { name: "J'ai un N° RO monégasque" }))
      .check({ force: true });
    await page.getByLabel('N° RO monégasque', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Valider' }).click();
    await toastAndHome(page, MANUEL);
  });
});

test.describe('VEL options (filed for the gestion: the portal does not change a contract\'s options itself)', () => {
  test('option-renfort: the price for the contract is shown before confirming', async ({ page }) => {
    await open(page, 'option-renfort');
    await expect(stepHeading(page, 'Étape 1 sur 2 : Le renfort et son prix')).toBeVisible();
    const priced = 'Renfort hospitalisation – 25,60 € par mois (4 assurés)';
    await expect(radio(page, 'Renfort optique et dentaire – 39,60 € par mois (4 assurés)')).toBeVisible();
    await radio(page, priced).check({ force: true });
    await expect(page.getByRole('textbox', { name: /Date d'effet du renfort/ })).toHaveValue(JJMMAAAA);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(stepHeading(page, 'Étape 2 sur 2 : Récapitulatif')).toBeVisible();
    await expect(page.locator('.ea-recap')).toContainText(priced);
    await page.getByRole('button', { name: 'Confirmer la souscription' }).click();
    await toastAndHome(page, MANUEL);
  });

  test('option-affiliation adds a service the contract does not hold', async ({ page }) => {
    await open(page, 'option-affiliation');
    await expect(radio(page, 'Assistance vie quotidienne')).toHaveCount(0);
    await radio(page, 'Protection juridique santé').check({ force: true });
    await expect(page.getByRole('textbox', { name: /Date d'effet de l'option/ })).toHaveValue(JJMMAAAA);
    await page.getByRole('button', { name: 'Valider' }).click();
    await toastAndHome(page, MANUEL);
  });

  test('option-radiation ends an option the contract holds', async ({ page }) => {
    await open(page, 'option-radiation');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText("Merci de choisir l'option").first()).toBeVisible();
    await radio(page, 'Assistance vie quotidienne').check({ force: true });
    await expect(page.getByRole('textbox', { name: /Date de fin de l'option/ })).toHaveValue(JJMMAAAA);
    await page.getByRole('button', { name: 'Valider' }).click();
    await toastAndHome(page, MANUEL);
  });
});
