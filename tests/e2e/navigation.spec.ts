import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { login, loginAsSophie } from './accountHelpers';

// The ways into and out of the portal.
const PASSWORD = 'Demo#2026pass';
// Staff without a contract (gestionnaire, administrator) start in the back office.
const ACCOUNTS = [
  { email: 'adherent@demo.fr', home: /#\/accueil$/, heading: 'Mon espace' },
  { email: 'gestion@demo.fr', home: /#\/admin$/, heading: 'Administration' },
  { email: 'admin@demo.fr', home: /#\/admin$/, heading: 'Administration' },
];

test.describe('after login', () => {
  for (const account of ACCOUNTS) {
    test(`${account.email} lands on « ${account.heading} »; landing, login and register lead there too`, async ({ page }) => {
      await login(page, account.email, PASSWORD);
      await expect(page).toHaveURL(account.home);
      await expect(page.getByRole('heading', { level: 1, name: account.heading })).toBeVisible();
      await expect(page.locator('header').getByRole('button', { name: 'Me déconnecter' })).toBeVisible();
      for (const route of ['/#/', '/#/login', '/#/register']) {
        await page.goto(route);
        await expect(page).toHaveURL(account.home);
      }
    });
  }

  test('callbackUrl is followed when it names a route of the portal, never another site', async ({ page }) => {
    await login(page, 'adherent@demo.fr', PASSWORD, '/communication-mail');
    await expect(page).toHaveURL(/#\/communication-mail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Changer mon adresse e-mail de contact' })).toBeVisible();

    for (const evil of ['//evil.example/', 'https://evil.example/']) {
      // A fresh, anonymous page (a hash change alone would keep the page and its logged-in user),
      // once the member page's reads are done (cleared cookies would turn them into 401s).
      await page.waitForLoadState('networkidle');
      await page.context().clearCookies();
      await page.goto('about:blank');
      await page.goto(`/#/login?callbackUrl=${encodeURIComponent(evil)}`);
      await page.getByRole('textbox', { name: /Identifiant/ }).fill('adherent@demo.fr');
      await page.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Me connecter' }).click();
      await expect(page).toHaveURL(/#\/accueil$/);
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
    }
  });
});

test.describe('no dialog traps', () => {
  test('a back-office user without contract reaches a usable page, at home there (no warning), with nothing covering it', async ({ page }) => {
    await login(page, 'gestion@demo.fr', PASSWORD);
    await expect(page).toHaveURL(/#\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText("Vous n'avez pas de contrat : vous allez être redirigé vers l'administration.", { exact: false })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator('header').getByRole('button', { name: 'Me déconnecter' }).click();
    await expect(page.getByRole('link', { name: 'Me connecter' })).toBeVisible();
  });

  test.describe('a policyholder without contract', () => {
    // The member home's reads still in flight meet the closed session (401): expected here.
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test('a policyholder whose contract list is empty is logged out to the login page', async ({ page }) => {
      await page.route('**/api/adherent/contrats', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ contrats: [] }) }),
      );
      await login(page, 'adherent@demo.fr', PASSWORD);
      await expect(page).toHaveURL(/#\/login$/);
      await expect(page.getByText("Vous n'êtes rattaché à aucun contrat : vous allez être déconnecté.", { exact: false })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('header')).not.toContainText('Sophie DURAND');
      // The server agrees: the session is closed.
      const me = await page.evaluate(() => fetch('/api/identity/current-user').then((r) => r.json()));
      expect(me).toBeNull();
    });
  });

  /** Opens a dialog from its button, closes it with Escape: gone, and focus is back on the button. */
  async function escapeReturnsFocus(page: Page, opener: string | RegExp, dialogName: RegExp | string) {
    const button = page.getByRole('button', { name: opener, exact: true }).first();
    await button.click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    // This dialog's overlay holds the focus (Blueprint moves it in on the next frame), so Escape
    // reaches it — not the overlay of the dialog closed just before, still fading out.
    await expect
      .poll(() => dialog.evaluate((element) => element.closest('.bp6-overlay')?.contains(document.activeElement) ?? false))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }

  test('member dialogs close with Escape and give focus back: consents, RIB, care networks, security code, FAQ', async ({ page }) => {
    await login(page, 'adherent@demo.fr', PASSWORD);
    await expect(page).toHaveURL(/#\/accueil$/);
    await escapeReturnsFocus(page, 'Mes consentements', /consentement/i);
    // One button per contract, each named with its contract.
    await escapeReturnsFocus(page, /^Mettre à jour mon RIB de prestations/, 'Mise à jour du RIB de prestations');
    await escapeReturnsFocus(page, 'Réseaux de soins', /réseaux de soins/i);
    await escapeReturnsFocus(page, 'Activer la protection par SMS', 'Code de sécurité');
    await escapeReturnsFocus(page, 'Aide', 'Aide');
  });

  test('public dialogs close with Escape and give focus back: CMS popup, FAQ', async ({ page }) => {
    await page.goto('/#/register');
    await escapeReturnsFocus(page, "Besoin d'aide ?", /./);
    await page.goto('/#/');
    await escapeReturnsFocus(page, 'Aide', 'Aide');
  });
});

test.describe('"Retour"', () => {
  test('opened from a bookmark, it goes to the parent route instead of leaving the site', async ({ page }) => {
    await page.goto('/#/forgot-password');
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/#\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur votre Espace Adhérent' })).toBeVisible();
  });

  test('after a page of the portal, it goes back to that page', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('link', { name: 'Mot de passe oublié' }).click();
    await expect(page).toHaveURL(/#\/forgot-password$/);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/#\/login$/);
  });
});

test.describe('a lost session', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('submit says the session ended, goes to login with callbackUrl, and the typed data comes back after login', async ({ page }) => {
    await login(page, 'adherent@demo.fr', PASSWORD, '/communication-mail');
    await expect(page).toHaveURL(/#\/communication-mail$/);
    await page.getByRole('textbox', { name: /Nouvelle adresse e-mail de contact/ }).fill('sophie.nouvelle@exemple.fr');
    await page.getByRole('textbox', { name: /Motif/ }).fill('Changement de fournisseur');

    // The session cookie disappears (browser restarted, session expired) while the form is open.
    const cookies = await page.context().cookies();
    await page.context().clearCookies();
    await page.context().addCookies(cookies.filter((cookie) => cookie.name !== 'sid'));
    await page.getByRole('button', { name: 'Valider' }).click();

    await expect(page.getByText('Votre session a pris fin. Merci de vous reconnecter pour continuer.')).toBeVisible();
    await expect(page.getByText(/jeton de sécurité/)).toHaveCount(0);
    await expect(page).toHaveURL(/#\/login\?callbackUrl=%2Fcommunication-mail$/);
    await page.getByRole('textbox', { name: /Identifiant/ }).fill('adherent@demo.fr');
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Me connecter' }).click();

    await expect(page).toHaveURL(/#\/communication-mail$/);
    await expect(page.getByRole('textbox', { name: /Nouvelle adresse e-mail de contact/ })).toHaveValue('sophie.nouvelle@exemple.fr');
    await expect(page.getByRole('textbox', { name: /Motif/ })).toHaveValue('Changement de fournisseur');
    // Still unsaved: leaving asks. Restored once: a later visit starts empty.
    await page.getByRole('navigation').getByRole('link', { name: 'Accueil' }).click();
    await page.getByRole('button', { name: 'Quitter' }).click();
    await expect(page).toHaveURL(/#\/accueil$/);
    await page.goto('/#/communication-mail');
    await expect(page.getByRole('textbox', { name: /Nouvelle adresse e-mail de contact/ })).toHaveValue('');
  });

  test('on a shared computer, the next account to log in in that tab does not find what the member typed', async ({ page }) => {
    await login(page, 'adherent@demo.fr', PASSWORD, '/communication-mail');
    const adresse = page.getByRole('textbox', { name: /Nouvelle adresse e-mail de contact/ });
    await adresse.fill('sophie.nouvelle@exemple.fr');
    const cookies = await page.context().cookies();
    await page.context().clearCookies();
    await page.context().addCookies(cookies.filter((cookie) => cookie.name !== 'sid'));
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page).toHaveURL(/#\/login\?callbackUrl=%2Fcommunication-mail$/);

    // Someone else logs in in the same tab, on the way back to the same form: it opens empty.
    await page.getByRole('textbox', { name: /Identifiant/ }).fill('beneficiaire@demo.fr');
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Me connecter' }).click();
    await expect(page).toHaveURL(/#\/communication-mail$/);
    await expect(adresse).toBeVisible();
    await expect(adresse).toHaveValue('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('sophie.nouvelle');
  });

  test('« Me déconnecter » takes what was typed in the tab with it', async ({ page }) => {
    await login(page, 'adherent@demo.fr', PASSWORD, '/communication-mail');
    await page.getByRole('textbox', { name: /Nouvelle adresse e-mail de contact/ }).fill('sophie.nouvelle@exemple.fr');
    // An address typed in the bar keeps the form's draft in the tab (unsaved-forms.spec.ts)…
    await page.evaluate(() => void (window.location.hash = '#/accueil'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toContain('sophie.nouvelle');
    // …until the member logs out.
    await page.locator('header').getByRole('button', { name: 'Me déconnecter' }).click();
    await expect(page.getByRole('link', { name: 'Me connecter' })).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('sophie.nouvelle');
  });
});

test.describe('redirect-to-mobile', () => {
  // The demo client's store link (src/server/demo/content/client.json): the only kind of address followed.
  const STORE = 'https://play.google.com/store/apps/details?id=fr.mutuelledemo.espaceadherent';

  test("the client's store link is followed", async ({ page }) => {
    await page.route('https://play.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>app</title>ok' }));
    await page.goto(`/#/redirect-to-mobile/${encodeURIComponent(STORE)}`);
    await expect(page).toHaveURL(STORE);
  });

  test("the manual 'cliquer ici' link names the address while the redirection is under way", async ({ page }) => {
    // The store answers 204 No Content: the browser stays on the page, as when the app store is slow.
    await page.route('https://play.google.com/**', (route) => route.fulfill({ status: 204 }));
    await page.goto(`/#/redirect-to-mobile/${encodeURIComponent(STORE)}`);
    await expect(page.getByRole('link', { name: 'cliquer ici' })).toHaveAttribute('href', STORE);
  });

  test('any other site is refused: « Lien non autorisé » and the way home', async ({ page }) => {
    let left = false;
    await page.route('https://example.org/**', (route) => { left = true; return route.fulfill({ status: 200, body: 'ailleurs' }); });
    await page.goto('/#/redirect-to-mobile/https%3A%2F%2Fexample.org%2Fapp');
    await expect(page.getByText('Lien non autorisé')).toBeVisible();
    await expect(page.getByRole('link', { name: 'cliquer ici' })).toHaveCount(0);
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page.getByRole('link', { name: 'Me connecter' })).toBeVisible();
    expect(left).toBe(false);
  });

  test('anything but http(s) is refused', async ({ page }) => {
    await page.goto(`/#/redirect-to-mobile/${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByText('Lien non autorisé')).toBeVisible();
    await expect(page.getByRole('link', { name: 'cliquer ici' })).toHaveCount(0);
  });
});

test('an unknown route is named "Page inconnue" in the tab too', async ({ page }) => {
  await page.goto('/#/register');
  await expect(page).toHaveTitle('Créer mon espace – Espace Adhérent');
  await page.goto('/#/nulle-part');
  await expect(page.getByRole('heading', { level: 1, name: 'Page inconnue' })).toBeVisible();
  await expect(page).toHaveTitle('Page inconnue – Espace Adhérent');
});

test.describe('a page whose own file cannot be fetched', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module|memberScreenFiles/] });

  test('says so in French and loads again with « Réessayer »', async ({ page }) => {
    await loginAsSophie(page);
    // The member screen files come as one chunk with the first member route: the network drops it.
    await page.route(/\/assets\/memberScreenFiles-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/#/profil');
    await expect(page.getByRole('alert')).toContainText('Impossible de se connecter au serveur');
    await page.unroute(/\/assets\/memberScreenFiles-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  });
});
