import { test, expect } from './fixtures';

test.describe('landing page', () => {
  test('shows the French landing with header, footer, login and help buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur votre Espace Adhérent' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Logo de la mutuelle/ }).first()).toBeVisible();
    await expect(page.locator('footer img')).toBeVisible();
    const login = page.getByRole('link', { name: 'Me connecter' });
    await expect(login).toHaveAttribute('href', '/api/identity/login');
    await expect(page.getByRole('link', { name: 'Créer mon espace' })).toHaveAttribute('href', '#/register');
    await expect(page.getByRole('button', { name: 'Aide' })).toBeVisible();
    await expect(page).toHaveTitle(/Espace Adhérent/);
  });

  test('carries callbackUrl to the identity login', async ({ page }) => {
    await page.goto('/#/?callbackUrl=%2Fcontrats');
    await expect(page.getByRole('link', { name: 'Me connecter' })).toHaveAttribute('href', '/api/identity/login?callbackUrl=%2Fcontrats');
  });

  test('the help button opens the FAQ Top 5', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aide' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Top 5' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  });

  test('is served under a CSP without unsafe-eval or inline scripts', async ({ page }) => {
    const response = await page.goto('/');
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    await expect(page.getByRole('link', { name: 'Me connecter' })).toBeVisible();
  });
});

test.describe('forgot password', () => {
  test('validates in French, keeps what was typed, then reaches the confirmation', async ({ page }) => {
    await page.goto('/#/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
    await expect(page.getByText('* Les champs signalés par un astérisque sont obligatoires')).toBeVisible();
    // Nothing typed: submit shows the French required error and focuses the field.
    await page.getByRole('button', { name: 'Valider' }).click();
    const userName = page.getByRole('textbox', { name: /Identifiant/ });
    await expect(userName).toBeFocused();
    await expect(userName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/obligatoire/).first()).toBeVisible();
    // A bad e-mail: the spec's message, and the text stays.
    await userName.fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText("Le format de l'identifiant (adresse e-mail) est incorrect").first()).toBeVisible();
    await expect(userName).toHaveValue('pas-une-adresse');
    // Birth date is not asked: the demo client has the birthday check off.
    await expect(page.getByText('Date de naissance')).toHaveCount(0);
    await userName.fill('adherent@demo.fr');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page).toHaveURL(/#\/forgot-password-confirmation$/);
    await expect(page.getByText(/un lien de réinitialisation de votre mot de passe vient de vous être envoyé/)).toBeVisible();
  });

  test('works by keyboard alone', async ({ page }) => {
    await page.goto('/#/forgot-password');
    const userName = page.getByRole('textbox', { name: /Identifiant/ });
    await userName.focus();
    await page.keyboard.type('adherent@demo.fr');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/forgot-password-confirmation$/);
  });
});

test.describe('static pages', () => {
  test('a CMS page shows its title and content', async ({ page }) => {
    await page.goto('/#/page/mentions-legales');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Mentions légales/);
  });

  test('an unknown page says "Page inconnue"', async ({ page }) => {
    await page.goto('/#/page/nexiste-pas');
    await expect(page.getByRole('heading', { level: 1, name: 'Page inconnue' })).toBeVisible();
    // Said once: the title, not the title and a callout under it.
    await expect(page.getByText('Page inconnue', { exact: true })).toHaveCount(1);
  });

  test('the service-unavailable page shows its heading once', async ({ page }) => {
    await page.goto('/#/service-unavailable');
    await expect(page.getByRole('heading', { level: 1, name: 'Service momentanément indisponible' })).toBeVisible();
    await expect(page.getByText('Votre Espace Adhérent est momentanément indisponible', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Service momentanément indisponible' })).toHaveCount(1);
  });

  test('reset-password-error links to forgot-password', async ({ page }) => {
    await page.goto('/#/reset-password-error');
    await page.getByRole('link', { name: /nouveau lien/ }).click();
    await expect(page).toHaveURL(/#\/forgot-password$/);
  });
});
