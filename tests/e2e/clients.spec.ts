import { test, expect } from './fixtures';
import { readFileSync } from 'node:fs';
import { login } from './accountHelpers';

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

// Each client looks like itself: the header shows the host's client's logo and main colour.
test('the header shows the host’s client’s logo and colour: Mutuelle Démo on 127.0.0.1, Mutuelle Horizon on horizon.localhost', async ({ page }) => {
  const brand = async () => {
    const logo = page.locator('.ea-header__home img');
    await expect(logo).toHaveJSProperty('complete', true);
    return page.evaluate(async () => {
      const img = document.querySelector<HTMLImageElement>('.ea-header__home img')!;
      const bytes = await (await fetch(img.src)).arrayBuffer();
      return {
        alt: img.alt,
        loaded: img.naturalWidth > 0,
        logoBytes: bytes.byteLength,
        colour: getComputedStyle(document.documentElement).getPropertyValue('--ea-primary').trim(),
        title: getComputedStyle(document.querySelector('.ea-header__title')!).color,
      };
    });
  };
  await page.goto('/#/login');
  await expect(page.locator('.ea-header__home img')).toHaveAttribute('alt', /Mutuelle Démo$/);
  await expect.poll(async () => (await brand()).colour).toBe('#1c6e8c');
  const demo = await brand();
  expect(demo).toMatchObject({ loaded: true, title: 'rgb(28, 110, 140)' });

  await page.goto(`http://horizon.localhost:${process.env.E2E_PORT}/#/login`);
  await expect(page.locator('.ea-header__home img')).toHaveAttribute('alt', /Mutuelle Horizon$/);
  await expect.poll(async () => (await brand()).colour).toBe('#9c3d10');
  const horizon = await brand();
  expect(horizon).toMatchObject({ loaded: true, title: 'rgb(156, 61, 16)' });
  expect(horizon.logoBytes).not.toBe(demo.logoBytes);
});

test.describe('the client’s look in the back office', () => {
  // The refused save answers 400, which Chromium logs as a console error.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('a main colour too light for white text is refused in French when saved, and nothing is written', async ({ page }) => {
    await login(page, 'admin@demo.fr', 'Demo#2026pass');
    await expect(page).toHaveURL(/#\/admin$/);
    await page.goto('/#/admin/configuration');
    const main = page.locator('main');
    await expect(main.getByRole('textbox', { name: 'Nom du client (en-tête, documents, e-mails, application installable)' })).toHaveValue('Mutuelle Démo');
    const colour = main.getByRole('textbox', { name: 'Couleur principale' });
    await expect(colour).toHaveValue('#1c6e8c');
    await colour.fill('#ffcc00');
    await main.getByRole('button', { name: 'Enregistrer la configuration' }).click();
    await expect(main.getByText("La couleur principale n'est pas assez contrastée avec le blanc (rapport 1,5:1, il faut au moins 4,5:1)", { exact: false }).first()).toBeVisible();
    // Nothing was written: the header keeps the client's colour.
    expect((await (await page.request.get('/api/identity/client')).json()).couleurPrincipale).toBe('#1c6e8c');
  });
  test('staff replace a client’s logo from the back office: the header shows it; an icon that is not square is refused in French', async ({ page }) => {
    const horizon = `http://horizon.localhost:${process.env.E2E_PORT}`;
    const png = (name: string) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: readFileSync(`src/server/demo/logos/${name}.png`) });
    // Read in the page (on Horizon's address: Node does not resolve *.localhost as Chromium does).
    const logoOf = async () => Buffer.from(await page.evaluate(async () => [...new Uint8Array(await (await fetch('/api/identity/client/logo')).arrayBuffer())]));
    // Logged in on Horizon's own address (the session is the host's).
    await page.goto(`${horizon}/#/login`);
    await page.getByRole('textbox', { name: /Identifiant/ }).fill('admin@demo.fr');
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill('Demo#2026pass');
    await page.getByRole('button', { name: 'Me connecter' }).click();
    await expect(page).toHaveURL(/#\/admin$/);
    const main = page.locator('main');
    const input = { logo: main.locator('#root_logo'), icone: main.locator('#root_icone') };
    const sent = (name: string) => main.getByRole('listitem').filter({ hasText: `${name}.png` });
    const save = async () => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/configuration') && r.request().method() === 'PUT');
      await main.getByRole('button', { name: 'Enregistrer la configuration' }).click();
      return (await answer).status();
    };
    try {
      await page.goto(`${horizon}/#/admin/configuration`);
      await expect(main.getByRole('textbox', { name: 'Couleur principale' })).toHaveValue('#9c3d10');
      await input.icone.setInputFiles(png('mutuelle-azur'));
      await expect(sent('mutuelle-azur')).toContainText('Téléversé');
      expect(await save()).toBe(400);
      await expect(main.getByText("L'icône doit être carrée et mesurer au moins 192 × 192 pixels.").first()).toBeVisible();

      await page.reload();
      await input.logo.setInputFiles(png('mutuelle-azur'));
      await expect(sent('mutuelle-azur')).toContainText('Téléversé');
      expect(await save()).toBe(200);
      expect((await logoOf()).equals(png('mutuelle-azur').buffer)).toBe(true);
      await page.reload();
      const header = page.locator('header img').first();
      await expect(header).toBeVisible();
      expect(await header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    } finally {
      // Horizon gets its own logo back, for the tests that compare the two clients' headers.
      await page.goto(`${horizon}/#/admin/configuration`);
      await page.reload();
      await input.logo.setInputFiles(png('mutuelle-horizon'));
      await expect(sent('mutuelle-horizon')).toContainText('Téléversé');
      expect(await save()).toBe(200);
    }
    expect((await logoOf()).equals(png('mutuelle-horizon').buffer)).toBe(true);
  });
});
