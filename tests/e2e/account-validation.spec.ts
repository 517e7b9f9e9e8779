import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CAMILLE, DEFAULT_CLIENT, fillIdentity, fillPasswords, setClient, toast } from './accountHelpers';

// The field rules of the public account forms: each rule broken in the browser shows its French message
// under its field (and in the summary), and what was typed stays in the form.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => setClient(request, DEFAULT_CLIENT));

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name, exact: typeof name === 'string' });

/**
 * The field is marked invalid and its message is shown under it (an alert of its form group),
 * not only in the summary at the top.
 */
async function expectFieldError(input: Locator, message: string | RegExp) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const group = input.page().locator('.rjsf-field').filter({ has: input }).last();
  await expect(group.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

async function openRegister(page: Page) {
  await page.goto('/#/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer mon espace' })).toBeVisible();
  await expect(page.getByText('* Les champs signalés par un astérisque sont obligatoires')).toBeVisible();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Valider' }).click();

test('register: names, birth date, postal code, e-mail, IBAN, password, confirmation, CGU toast — typed data stays', async ({ page }) => {
  await openRegister(page);
  await fillIdentity(page, 'individual', {
    ...CAMILLE, nom: 'MART1N', prenom: 'Camille!', dateNaissance: '31/02/1985', codePostal: '99123', iban: 'ab1',
  });
  await field(page, 'Adresse e-mail (identifiant)').fill('camille.martin@');
  await fillPasswords(page, 'court', 'autre');
  await submit(page);

  const names = 'Vous ne pouvez pas renseigner un nom/prénom comportant des caractères spéciaux ou numériques';
  await expectFieldError(field(page, 'Nom'), names);
  await expectFieldError(field(page, 'Prénom'), names);
  await expectFieldError(field(page, 'Date de naissance'), 'La date de naissance doit être au format JJ/MM/AAAA');
  await expectFieldError(field(page, 'Code postal'), /code postal/i);
  await expectFieldError(field(page, 'Adresse e-mail (identifiant)'), "Le format de l'identifiant (adresse e-mail) est incorrect");
  await expectFieldError(field(page, '4 derniers caractères de votre IBAN'), /4 derniers caractères/);
  await expectFieldError(
    field(page, 'Mot de passe'),
    'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
  );
  await expectFieldError(field(page, 'Confirmation du mot de passe'), "Merci de saisir les mots de passe à l'identique.");
  await expect(page.getByText(/^Merci de corriger les erreurs suivantes/)).toBeVisible();
  // The CGU box left unticked: the product's toast.
  await expect(toast(page, "Blocage création compte - absence d'acceptation des conditions d'utilisation du site")).toBeVisible();

  // Nothing typed was lost.
  await expect(field(page, 'Numéro de contrat')).toHaveValue(CAMILLE.numeroContrat);
  await expect(field(page, 'Nom')).toHaveValue('MART1N');
  await expect(field(page, 'Prénom')).toHaveValue('Camille!');
  await expect(field(page, 'Date de naissance')).toHaveValue('31/02/1985');
  await expect(field(page, 'Code postal')).toHaveValue('99123');
  await expect(field(page, 'Adresse e-mail (identifiant)')).toHaveValue('camille.martin@');
  await expect(field(page, 'Mot de passe')).toHaveValue('court');
  await expect(field(page, 'Confirmation du mot de passe')).toHaveValue('autre');
});

test('register: birth date required and not after today; every required field says so', async ({ page }) => {
  await openRegister(page);
  await submit(page);
  await expectFieldError(field(page, 'Date de naissance'), 'La date de naissance est obligatoire');
  await expectFieldError(field(page, 'Numéro de contrat'), '* saisie obligatoire');
  await expectFieldError(field(page, 'Nom'), /saisie obligatoire|caractères spéciaux/);

  const tomorrow = new Date(Date.now() + 2 * 86_400_000);
  const fr = `${String(tomorrow.getDate()).padStart(2, '0')}/${String(tomorrow.getMonth() + 1).padStart(2, '0')}/${tomorrow.getFullYear()}`;
  await field(page, 'Date de naissance').fill(fr);
  await submit(page);
  await expectFieldError(field(page, 'Date de naissance'), /postérieure à la date du jour/);
  await expect(field(page, 'Date de naissance')).toHaveValue(fr);
});

test('register: NIR format (nir mode) and combined name length over tailleMaxPrenomNom', async ({ page, request }) => {
  await setClient(request, { createAccountAuthMode: 'nir', tailleMaxPrenomNom: 12 });
  await openRegister(page);
  await fillIdentity(page, 'nir', { ...CAMILLE, nir: '385077511234', nom: 'MARTIN-DUPONT', prenom: 'Camille' });
  await submit(page);
  await expectFieldError(
    page.getByRole('textbox', { name: /Numéro de sécurité sociale/ }).first(),
    'Le format du numéro de sécurité sociale (sans clé) est incorrect',
  );
  await expect(page.getByText('Le nombre de caractères cumulés de vos nom et prénom ne doit pas dépasser 12').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Numéro de sécurité sociale/ }).first()).toHaveValue(/385077511234|3 85 07 75 112 34/);
  await expect(field(page, 'Nom')).toHaveValue('MARTIN-DUPONT');
});

test('register: IBAN last 4 required when isRegisterIbanObligatoire; password minimum N from the client', async ({ page, request }) => {
  await setClient(request, { isRegisterIbanObligatoire: true, passwordRequiredLength: 12 });
  await openRegister(page);
  await fillIdentity(page, 'individual', { ...CAMILLE, iban: '' });
  await fillPasswords(page, 'Court#2026a');
  await submit(page);
  await expectFieldError(field(page, '4 derniers caractères de votre IBAN'), '* saisie obligatoire');
  await expectFieldError(
    field(page, 'Mot de passe'),
    'Merci de saisir 12 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
  );
  await expect(field(page, 'Mot de passe')).toHaveValue('Court#2026a');
});

test('forgot-username: the registration rules apply to the same fields', async ({ page }) => {
  await page.goto('/#/forgot-username');
  await expect(page.getByRole('heading', { level: 1, name: 'Identifiant oublié' })).toBeVisible();
  await expect(page.getByText('* Les champs signalés par un astérisque sont obligatoires')).toBeVisible();
  await fillIdentity(page, 'individual', { ...CAMILLE, nom: 'M4RTIN', dateNaissance: '' });
  await page.getByRole('textbox', { name: /adresse e-mail/i }).first().fill('pas-une-adresse');
  await submit(page);
  await expectFieldError(field(page, 'Nom'), 'Vous ne pouvez pas renseigner un nom/prénom comportant des caractères spéciaux ou numériques');
  await expectFieldError(field(page, 'Date de naissance'), 'La date de naissance est obligatoire');
  await expectFieldError(page.getByRole('textbox', { name: /adresse e-mail/i }).first(), "Le format de l'identifiant (adresse e-mail) est incorrect");
  await expect(field(page, 'Nom')).toHaveValue('M4RTIN');
});

test('register: a common or breached password (checked by the server) is refused under the password field', async ({ page, pageProblems }) => {
  await openRegister(page);
  await fillIdentity(page, 'individual');
  await field(page, 'Adresse e-mail (identifiant)').fill(CAMILLE.email);
  // Passes the character rules, but is « azerty » dressed up.
  await fillPasswords(page, 'Azerty123!');
  await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check({ force: true });
  await submit(page);
  await expectFieldError(
    field(page, 'Mot de passe'),
    'Ce mot de passe fait partie des mots de passe les plus courants ou déjà divulgués. Merci d’en choisir un autre.',
  );
  await expect(page).toHaveURL(/#\/register$/);
  await expect(field(page, 'Numéro de contrat')).toHaveValue(CAMILLE.numeroContrat);
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !p.includes('status of 400')));
});
