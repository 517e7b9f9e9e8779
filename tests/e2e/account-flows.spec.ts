import { test, expect } from './fixtures';
import {
  CAMILLE, DEFAULT_CLIENT, createAccount, deleteAccount, fillIdentity, fillPasswords, login, mailLink, requestResetLink, setClient, toast,
} from './accountHelpers';

// One server, one database: the scenarios change the demo client, so they run in order and
// put the seeded settings back.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => setClient(request, DEFAULT_CLIENT));

async function register(page: import('@playwright/test').Page, mode: string) {
  await page.goto('/#/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer mon espace' })).toBeVisible();
  await fillIdentity(page, mode);
  await page.getByRole('textbox', { name: 'Adresse e-mail (identifiant)' }).fill(CAMILLE.email);
  await fillPasswords(page, CAMILLE.password);
  await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check({ force: true });
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/#\/display-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultez votre messagerie' })).toBeVisible();
}

for (const mode of ['individual', 'nir', 'all', 'oneOfTwo'] as const) {
  test(`registration in auth mode ${mode} → activation mail → address confirmed (no second password) → login → logout`, async ({ page, request }) => {
    await setClient(request, { createAccountAuthMode: mode });
    await deleteAccount(request, CAMILLE.numeroContrat);
    await register(page, mode);

    // The password was chosen at registration: the mail's link confirms the address only.
    const link = await mailLink(request, CAMILLE.email, 'confirm-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: "Confirmation de l'adresse e-mail" })).toBeVisible();
    await expect(page.getByText('Votre adresse e-mail est confirmée. Vous pouvez vous connecter.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /mot de passe/i })).toHaveCount(0);

    await login(page, CAMILLE.email, CAMILLE.password);
    // After login, the member home.
    await expect(page).toHaveURL(/#\/accueil$/);
    await expect(page.locator('header')).toContainText('Camille MARTIN');
    // The member home has loaded its reads (a logout racing them would meet 401s).
    await expect(page.getByText(/Protection par code de sécurité/)).toBeVisible();
    await expect(page.locator('.ea-contrat').first()).toBeVisible();
    await page.getByRole('button', { name: 'Me déconnecter' }).click();
    await page.waitForURL(/\/(#\/)?$/);
    await expect(page.getByRole('link', { name: 'Me connecter' })).toBeVisible();
    await expect(page.locator('header')).not.toContainText('Camille MARTIN');
  });
}

test('registering a member who already has an account: the same confirmation screen, and the mail says so', async ({ page, request }) => {
  await createAccount(request);
  await register(page, 'individual');
  // The server answers as for a new account (no account enumeration); the account's address is told.
  await expect
    .poll(async () => ((await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(CAMILLE.email)}`)).json()) as { subject: string }[])[0]?.subject)
    .toBe('Votre Espace Adhérent existe déjà');
  const [mail] = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(CAMILLE.email)}`)).json()) as { links: string[] }[];
  await page.goto(mail.links[0].replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/#\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
});

test('forgot password → reset link → new password → login; the link cannot be used twice', async ({ page, request }) => {
  const newPassword = 'Nouveau#2026pw';
  await createAccount(request);
  const link = await requestResetLink(page, request);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
  // Different confirmation: the product's message, and what was typed stays.
  await fillPasswords(page, newPassword, 'Autre#2026pw');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText("Merci de saisir les mots de passe à l'identique.").first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nouveau mot de passe' })).toHaveValue(newPassword);
  await expect(page.getByRole('textbox', { name: 'Confirmation du mot de passe' })).toHaveValue('Autre#2026pw');
  // Fixing the confirmation and pressing the button at once submits (the field is still focused).
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(newPassword);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/#\/reset-password-confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe modifié' })).toBeVisible();
  await expect(page.getByText('La modification du mot de passe a bien été prise en compte.')).toBeVisible();
  await page.getByRole('link', { name: 'Me connecter' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await login(page, CAMILLE.email, newPassword);
  await expect(page.locator('header')).toContainText('Camille MARTIN');

  const again = await page.context().newPage();
  await again.goto(link);
  await expect(again).toHaveURL(/#\/reset-password-error$/);
  await expect(again.getByText("Ce lien n'est plus valide : il a expiré ou a déjà été utilisé.")).toBeVisible();
  await again.getByRole('link', { name: 'Recevoir un nouveau lien de réinitialisation' }).click();
  await expect(again).toHaveURL(/#\/forgot-password$/);
  await again.close();
});

test.describe('a refused login', () => {
  // The refusal is the server's 400: the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('then the right password: the refusal\'s toast does not stay over the member home', async ({ page, request }) => {
    await createAccount(request);
    await login(page, CAMILLE.email, 'Mauvais#2026pw');
    const refused = toast(page, 'Identifiant ou mot de passe incorrect.');
    await expect(refused).toBeVisible();
    // What was typed stays: only the password is typed again.
    await expect(page.getByRole('textbox', { name: /Identifiant/ })).toHaveValue(CAMILLE.email);
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(CAMILLE.password);
    await page.getByRole('button', { name: 'Me connecter' }).click();
    await expect(page.locator('header')).toContainText('Camille MARTIN');
    // Well within the toast's own delay (5 s): it went with the success, not with time.
    await expect(refused).toBeHidden({ timeout: 1000 });
  });
});

test("a link used in another tab meanwhile: the submit's 'InvalidToken' goes to reset-password-error", async ({ page, request, browser, pageProblems }) => {
  await createAccount(request);
  const link = await requestResetLink(page, request);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
  // Another browser resets the password with the same link first.
  const other = await (await browser.newContext()).newPage();
  await other.goto(link);
  await fillPasswords(other, 'Autre#2026pass');
  await other.getByRole('button', { name: 'Valider' }).click();
  await expect(other).toHaveURL(/#\/reset-password-confirmation$/);
  await other.context().close();

  await fillPasswords(page, 'Nouveau#2026pw');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/#\/reset-password-error$/);
  allowHttpErrors(pageProblems, [400]);
});

test('a reset link without its token goes to reset-password-error', async ({ page }) => {
  await page.goto('/#/reset-password');
  await expect(page).toHaveURL(/#\/reset-password-error$/);
});

/** Chromium logs every 4xx/5xx answer as a console error: drop those a test provokes on purpose. */
function allowHttpErrors(problems: string[], statuses: number[]) {
  const expected = (p: string) => statuses.some((s) => p.includes(`status of ${s}`)) || p.includes('ERR_CONNECTION_REFUSED') || p.includes('net::ERR_FAILED');
  problems.splice(0, problems.length, ...problems.filter((p) => !expected(p)));
}

/** Two refused registrations with the limit set to 2: the attempts are spent. */
async function spendRegisterAttempts(page: import('@playwright/test').Page, request: import('@playwright/test').APIRequestContext) {
  await setClient(request, { registerAttemptNumber: 2 });
  await page.goto('/#/register');
  await fillIdentity(page, 'individual', { ...CAMILLE, numeroContrat: 'INCONNU42' });
  await page.getByRole('textbox', { name: 'Adresse e-mail (identifiant)' }).fill('inconnu@demo.fr');
  await fillPasswords(page, CAMILLE.password);
  await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check({ force: true });
  const validate = page.getByRole('button', { name: 'Valider' });
  await validate.click();
  await expect(toast(page, /ne permettent pas de vous identifier/)).toBeVisible();
  await validate.click();
  await expect(toast(page, /nombre maximal de tentatives/)).toBeVisible();
  await expect(validate).toHaveCount(0);
}

test('attempts limit: the validate button disappears and the configured message shows', async ({ page, request, pageProblems }) => {
  await spendRegisterAttempts(page, request);
  await expect(page.getByRole('textbox', { name: 'Numéro de contrat' })).toHaveValue('INCONNU42');
  allowHttpErrors(pageProblems, [400, 429]);
});

test('attempts limit: a reload does not give the button back, the server keeps the count', async ({ page, request, pageProblems }) => {
  await spendRegisterAttempts(page, request);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Créer mon espace' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Numéro de contrat' })).toBeVisible();
  await expect(toast(page, /nombre maximal de tentatives/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valider' })).toHaveCount(0);
  // Another visitor (another session) still has its attempts.
  const other = await page.context().browser()!.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('textbox', { name: 'Numéro de contrat' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Valider' })).toBeVisible();
  await other.close();
  allowHttpErrors(pageProblems, [400, 429]);
});

test('server unreachable during a submit: French message, form intact; 503 → service-unavailable', async ({ page, pageProblems }) => {
  await page.goto('/#/forgot-password');
  const userName = page.getByRole('textbox', { name: /Identifiant/ });
  await userName.fill(CAMILLE.email);
  await page.route('**/api/identity/forgot-password', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(toast(page, 'Impossible de se connecter au serveur')).toBeVisible();
  await expect(userName).toHaveValue(CAMILLE.email);
  await page.unroute('**/api/identity/forgot-password');
  await page.route('**/api/identity/forgot-password', (route) => route.fulfill({ status: 503, body: '' }));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/#\/service-unavailable$/);
  allowHttpErrors(pageProblems, [503]);
});

test("confirm-email with a dead link: 'Recevoir un nouveau lien' sends a new activation mail", async ({ page, request, pageProblems }) => {
  await deleteAccount(request, CAMILLE.numeroContrat);
  await register(page, 'individual');
  const first = await mailLink(request, CAMILLE.email, 'confirm-email');
  const userId = new URLSearchParams(first.split('?')[1]).get('userId')!;
  await page.goto(`/#/confirm-email?code=${'x'.repeat(43)}&userId=${userId}`);
  await expect(page.getByText("Ce lien de confirmation n'est plus valide : il a expiré ou a déjà été utilisé.")).toBeVisible();
  await page.getByRole('button', { name: 'Recevoir un nouveau lien' }).click();
  await expect(toast(page, "Le mail d'activation a été renvoyé.", 'status')).toBeVisible();
  // A new link, which activates the account.
  await expect.poll(() => mailLink(request, CAMILLE.email, 'confirm-email')).not.toBe(first);
  await page.goto(await mailLink(request, CAMILLE.email, 'confirm-email'));
  await expect(page.getByText('Votre adresse e-mail est confirmée. Vous pouvez vous connecter.')).toBeVisible();
  allowHttpErrors(pageProblems, [400]);
});

test('external identity provider (OIDC): the public area is closed, its routes lead to the login', async ({ page, request }) => {
  await setClient(request, { oidcExternalProvider: 'https://idp.mutuelle-demo.fr' });
  for (const route of ['/#/', '/#/forgot-password', '/#/activate-user?code=abc&userId=def', '/#/display-email']) {
    await page.goto(route);
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion à mon Espace Adhérent' })).toBeVisible();
  }
  // Without it, once the page loads the configuration again (it is kept five minutes).
  await setClient(request, { oidcExternalProvider: null });
  await page.goto('about:blank');
  await page.goto('/#/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
});
