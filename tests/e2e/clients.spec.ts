import { test, expect } from './fixtures';

// One server, two clients, told apart by the host name (client_hosts). The demo
// maps horizon.localhost (Chromium sends *.localhost to this machine) to Mutuelle Horizon, which
// has no « Identifiant oublié » (forgotUsernameAutreActe off); every other host gets Mutuelle Démo.
test('the host name chooses the client: horizon.localhost has its own features, 127.0.0.1 the default client', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('link', { name: 'Identifiant oublié' })).toBeVisible();
  expect((await (await page.request.get('/api/identity/client')).json()).libelle).toBe('Mutuelle Démo');

  const horizon = `http://horizon.localhost:${process.env.E2E_PORT}`;
  await page.goto(`${horizon}/#/login`);
  await expect(page.getByRole('link', { name: 'Mot de passe oublié' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Identifiant oublié' })).toHaveCount(0);
  // Node's resolver does not know *.localhost: the page itself reads its client's configuration.
  expect(await page.evaluate(async () => (await (await fetch('/api/identity/client/configuration')).json()).createAccountAuthMode)).toBe('nir');
});
