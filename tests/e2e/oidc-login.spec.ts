import { test, expect } from './fixtures';
import { startLocalIdentityProvider, type LocalProvider } from '../../src/server/demo/localIdentityProvider';

// Mutuelle Azur (azur.localhost; Chromium sends *.localhost to this machine) logs its members in
// through its own OpenID provider: a real one (oidc-provider) started here, on a loopback port,
// and set as the client's provider in the back office by an administrator.
const portal = `http://azur.localhost:${process.env.E2E_PORT}`;
let provider: LocalProvider;

test.beforeAll(async () => {
  provider = await startLocalIdentityProvider({
    port: 0,
    identities: { sophie: { email: 'adherent@demo.fr', email_verified: true, given_name: 'Sophie', family_name: 'DURAND' } },
    clients: [
      {
        client_id: 'portail-e2e',
        client_secret: 'secret-e2e-du-portail',
        redirect_uris: [`${portal}/api/identity/oidc/callback`],
        post_logout_redirect_uris: [`${portal}/`],
      },
    ],
  });
});
test.afterAll(async () => provider?.close());

// The provider's pages are its own (English) development pages; a resource of theirs does not load
// here. The 403: the member's password login refused on purpose at the end.
test.use({ allowedConsoleErrors: [/favicon|404|ERR_NAME_NOT_RESOLVED|status of 403/] });

test('a member logs in through the client’s provider: first login links the account, second login finds it, logout ends both sessions', async ({ page }) => {
  test.setTimeout(60_000);
  // The administrator sets the provider for the client of this address (password login kept for staff).
  await page.goto(`${portal}/#/login`);
  await page.getByRole('textbox', { name: /Identifiant/ }).fill('admin@demo.fr');
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill('Demo#2026pass');
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await page.waitForURL(/#\/admin/);
  await page.goto(`${portal}/#/admin/configuration`);
  await page.getByRole('link', { name: /Fournisseur d'identité/ }).click();
  await page.getByLabel('Adresse du fournisseur (issuer)').fill(provider.issuer);
  await page.getByLabel('Identifiant client (client_id)').fill('portail-e2e');
  await page.getByLabel('Secret client').fill('secret-e2e-du-portail');
  await page.getByLabel('Scopes demandés').fill('openid email profile');
  await page.getByRole('radio', { name: 'Adresse e-mail vérifiée par le fournisseur' }).check({ force: true });
  await page.getByLabel("Claim qui identifie l'adhérent").fill('email');
  await page.getByLabel('Claim de la date de naissance').fill('birthdate');
  await page.getByLabel('Adresse de retour après la déconnexion').fill(`${portal}/`);
  await page.getByRole('checkbox', { name: 'Le personnel peut encore se connecter par mot de passe' }).check({ force: true });
  await page.getByRole('button', { name: "Enregistrer le fournisseur d'identité" }).click();
  await expect(page.getByText("Le fournisseur d'identité a été enregistré.")).toBeVisible();
  await expect(page.getByText('Un secret client est enregistré')).toBeVisible();
  // The browser never receives the secret back.
  expect(await page.evaluate(async () => (await fetch('/api/admin/fournisseur-identite')).text())).not.toContain('secret-e2e-du-portail');
  await page.getByRole('button', { name: 'Me déconnecter' }).first().click();
  // Anonymous on this client, the landing itself sends to the provider's login.
  await page.waitForURL(`${provider.issuer}/**`);

  // A member screen, anonymous: the provider's login page, then back on the screen asked for.
  await page.goto(`${portal}/#/contrats`);
  await page.waitForURL(`${provider.issuer}/**`);
  await page.locator('input[name="login"]').fill('sophie');
  await page.locator('input[name="password"]').fill('peu-importe');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL(`${portal}/#/contrats`);
  await expect(page.getByRole('link', { name: 'Voir le contrat DEMO1001' })).toBeVisible();

  // Logout: the portal's session ends, then the provider's (its confirmation page), then back to the portal.
  await page.getByRole('button', { name: 'Me déconnecter' }).first().click();
  await page.waitForURL(`${provider.issuer}/**`);
  await page.getByRole('button', { name: /sign me out/i }).click();
  // Back on the portal, anonymous: its landing sends to the provider, whose session is gone: its login page again.
  await page.waitForURL(`${provider.issuer}/**`);
  await expect(page.locator('input[name="login"]')).toBeVisible();

  // Second login: the identity is already linked.
  await page.locator('input[name="login"]').fill('sophie');
  await page.locator('input[name="password"]').fill('peu-importe');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL(`${portal}/#/**`);
  const user = await page.evaluate(async () => (await (await fetch('/api/identity/current-user')).json()) as { userName: string });
  expect(user.userName).toBe('adherent@demo.fr');

  // The password form refuses a member of this client, in French (server-side, not only hidden).
  const refused = await page.evaluate(async () => {
    const xsrf = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
    const res = await fetch('/api/identity/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf }, body: JSON.stringify({ userName: 'beneficiaire@demo.fr', password: 'Demo#2026pass' }) });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  });
  expect(refused.status).toBe(403);
  expect(refused.message).toContain("fournisseur d'identité");
});
