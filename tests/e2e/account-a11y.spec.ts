import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { CAMILLE, DEFAULT_CLIENT, createAccount, deleteAccount, fillIdentity, mailLink, requestResetLink, setClient, staffCreateAccount } from './accountHelpers';

// axe-core on every public account screen, in the states a visitor meets (empty form, form
// with its errors shown, invalid link): no serious or critical violation.
test.afterEach(async ({ request }) => setClient(request, DEFAULT_CLIENT));
// Invalid links are checked with the server on load: it answers 400.
test.use({ allowedConsoleErrors: [/status of 400/] });

async function visit(page: Page, route: string, heading: string) {
  await page.goto(`/#/${route}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Lazy form chunks and CMS texts: wait until nothing is loading.
  await expect(page.getByText('Chargement en cours...')).toHaveCount(0);
}

const STATIC_SCREENS: [string, string][] = [
  ['', 'Bienvenue sur votre Espace Adhérent'],
  ['login', 'Connexion à mon Espace Adhérent'],
  ['forgot-password', 'Mot de passe oublié'],
  ['forgot-password-confirmation', ''],
  ['display-email', 'Consultez votre messagerie'],
  ['activate-user-confirmation', 'Compte activé'],
  ['reset-password-confirmation', 'Mot de passe modifié'],
  ['reset-password-error', 'Lien expiré'],
  ['delete-user-confirmation', ''],
];

for (const [route, heading] of STATIC_SCREENS) {
  test(`axe: #/${route}`, async ({ page }) => {
    await page.goto(`/#/${route}`);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Chargement en cours...')).toHaveCount(0);
    await expectNoSeriousViolations(page, route || 'landing');
  });
}

for (const mode of ['individual', 'nir', 'all', 'oneOfTwo'] as const) {
  test(`axe: #/register (${mode}), empty then with its errors shown`, async ({ page, request }) => {
    await setClient(request, { createAccountAuthMode: mode });
    await visit(page, 'register', 'Créer mon espace');
    await expectNoSeriousViolations(page, `register ${mode}`);
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Merci de corriger les erreurs suivantes :')).toBeVisible();
    await expectNoSeriousViolations(page, `register ${mode} with errors`);
  });
}

test('axe: #/forgot-username, empty then with its errors shown', async ({ page }) => {
  await visit(page, 'forgot-username', 'Identifiant oublié');
  await expectNoSeriousViolations(page, 'forgot-username');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Merci de corriger les erreurs suivantes :')).toBeVisible();
  await expectNoSeriousViolations(page, 'forgot-username with errors');
});

test('axe: #/activate-user and #/confirm-email with an invalid link', async ({ page }) => {
  await page.goto('/#/activate-user?code=nope&userId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText("Ce lien d'activation n'est plus valide", { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, 'activate-user invalid');
  await page.goto('/#/confirm-email?code=nope&userId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('button', { name: 'Recevoir un nouveau lien' })).toBeVisible();
  await expectNoSeriousViolations(page, 'confirm-email invalid');
});

test('axe: #/confirm-email and #/activate-user with a valid link, #/reset-password with a valid link', async ({ page, request }) => {
  await deleteAccount(request, CAMILLE.numeroContrat);
  await visit(page, 'register', 'Créer mon espace');
  await fillIdentity(page, 'individual');
  await page.getByRole('textbox', { name: 'Adresse e-mail (identifiant)' }).fill(CAMILLE.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(CAMILLE.password);
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(CAMILLE.password);
  await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check({ force: true });
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/#\/display-email$/);
  // A registered member confirms the address; activate-user is for an account staff created.
  await page.goto(await mailLink(request, CAMILLE.email, 'confirm-email'));
  await expect(page.getByText('Votre adresse e-mail est confirmée. Vous pouvez vous connecter.')).toBeVisible();
  await expectNoSeriousViolations(page, 'confirm-email');

  await deleteAccount(request, CAMILLE.numeroContrat);
  await staffCreateAccount(request);
  await page.goto(await mailLink(request, CAMILLE.email, 'activate-user'));
  await expect(page.getByRole('heading', { level: 1, name: 'Activer mon compte' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activer mon compte' })).toBeVisible();
  await expectNoSeriousViolations(page, 'activate-user');

  await createAccount(request);
  await page.goto(await requestResetLink(page, request));
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
  await expectNoSeriousViolations(page, 'reset-password');
});

test('axe: #/redirect-to-mobile with a refused target', async ({ page }) => {
  await page.goto('/#/redirect-to-mobile/javascript%3Aalert(1)');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'redirect-to-mobile');
});
