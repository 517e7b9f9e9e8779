import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';
import { loginAsSophie } from './accountHelpers';

// The accueil must be usable within 1.5 s, cold, on a slow link: the session page carries the member
// home drawn by the server (src/server/page/pagePreview.ts); the app replaces it once drawn.

/** Holds the app's scripts (or those `files` names) until released: what a slow link does to them. */
async function holdScripts(page: Page, files = '**/assets/*.js'): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(files, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test.beforeEach(async ({ page }) => {
  await loginAsSophie(page);
  // The server's first preview after its start may take longer than it waits for one.
  await page.request.get('/');
});

test('a cold load of the accueil shows the member’s data from the page itself, before any script; the app then takes over', async ({ page }) => {
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  const release = await holdScripts(page);
  const response = await page.goto('/#/accueil', { waitUntil: 'commit' });
  expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self' 'nonce-[\w+/=]+'.*/);

  const preview = page.locator('.ea-apercu');
  await expect(preview.locator('.ea-contrat').first()).toBeVisible();
  await expect(preview.locator('.ea-contrat').first()).toContainText('DEMO1001');
  await expect(preview.getByText('Mes derniers remboursements')).toBeVisible();
  // Its links work; nothing else takes a click or typing that nothing could answer yet.
  await expect(preview.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Mes remboursements' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Me déconnecter' })).toHaveJSProperty('inert', true);
  await expect(preview.locator('select').first()).toHaveJSProperty('inert', true);
  // The menu's count came with the page too (other tests may have read some of Sophie's notifications).
  const { nonLues } = (await (await page.request.get('/api/notification?taille=1')).json()) as { nonLues: number };
  const notifications = nonLues > 0 ? `Notifications, ${nonLues} non lue${nonLues > 1 ? 's' : ''}` : 'Notifications';
  await expect(preview.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: notifications, exact: true })).toBeVisible();
  await expect(page.locator('#portail')).toBeHidden();

  const blockReads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(v1\/adherent\/remboursements|v2\/adherent\/contrat-courant|cgdm-svc\/carte-tp|notification|identity\/traductions)/.test(request.url())) blockReads.push(request.url());
  });
  await release();
  await expect(preview).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#portail .ea-contrat').first()).toContainText('DEMO1001');
  await expect(page.locator('#portail .ea-remboursement-recent')).toHaveCount(5);
  // The screen's reads came with the page: the app drew them without asking again.
  expect(blockReads).toEqual([]);
  await expect(page.getByRole('button', { name: 'Me déconnecter' })).toBeEnabled();
  expect(policyErrors).toEqual([]);
});

test('a link of the drawn page is followed before the app’s code is there: the menu marks it, a loader shows, then the app draws that page', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/#/accueil', { waitUntil: 'commit' });
  const preview = page.locator('.ea-apercu');
  const menu = preview.getByRole('navigation', { name: 'Navigation principale' });
  await expect(preview.locator('.ea-contrat').first()).toBeVisible();
  await menu.getByRole('link', { name: 'Mes remboursements' }).click();
  await expect(page).toHaveURL(/#\/remboursements$/);
  await expect(menu.getByRole('link', { name: 'Mes remboursements' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', 'page');
  await expect(preview.getByRole('status')).toContainText('Chargement');
  await expect(preview.locator('.ea-contrat').first()).toBeHidden();
  await release();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes remboursements' })).toBeVisible();
  await expect(page.locator('.ea-apercu')).toHaveCount(0);
});

test('the app’s header answers as soon as the shell has run, while its screen still shows the server’s drawing', async ({ page }) => {
  // The screen files' chunk only: the shell, header and menu run, the screen waits.
  const release = await holdScripts(page, '**/assets/memberScreenFiles-*.js');
  await page.goto('/#/accueil', { waitUntil: 'commit' });
  const header = page.locator('#portail .ea-header');
  await expect(header).toBeVisible();
  await expect(header.getByRole('button', { name: 'Me déconnecter' })).toBeEnabled();
  // The drawn screen stands in the app's place, its controls still inert.
  const drawn = page.locator('#portail main.ea-apercu');
  await expect(drawn.locator('.ea-contrat').first()).toContainText('DEMO1001');
  await expect(drawn.locator('button').first()).toHaveJSProperty('inert', true);
  await expect(page.locator('#contenu')).toBeHidden();
  expect(await page.locator('[id="contenu"]').count()).toBe(1);
  // The app's menu: its router.
  const menu = header.getByRole('navigation', { name: 'Navigation principale' });
  await menu.getByRole('link', { name: 'Mes remboursements' }).click();
  await expect(page).toHaveURL(/#\/remboursements$/);
  await expect(menu.getByRole('link', { name: 'Mes remboursements' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.ea-apercu')).toHaveCount(0);
  await release();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes remboursements' })).toBeVisible();
});

test('on another route the member home’s preview is taken out before it could show, and the app draws that route', async ({ page }) => {
  const release = await holdScripts(page);
  const response = await page.goto('/#/remboursements', { waitUntil: 'commit' });
  expect(await response!.text()).toContain('<div class="ea-apercu"');
  // Parsed past the preview (the app's root comes after it): the route check has taken it out.
  await expect(page.locator('#portail')).toBeAttached();
  expect(await page.locator('.ea-apercu').count()).toBe(0);
  await release();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes remboursements' })).toBeVisible();
  await expect(page.locator('.ea-apercu')).toHaveCount(0);
});

test('the preview shows the contract the browser chose, and never one that is not the member’s', async ({ page, context, baseURL }) => {
  // The app never runs here (its scripts stay held): only the server's choice is seen.
  await holdScripts(page);
  for (const [cookie, shown] of [
    ['DEMO1003', 'DEMO1003'],
    ['ZZZ0001', 'DEMO1001'],
  ]) {
    await context.addCookies([{ name: 'ea-contrat', value: cookie, url: baseURL! }]);
    // A new document each time (from the same address, only the hash would change).
    await page.goto('about:blank');
    await page.goto('/#/accueil', { waitUntil: 'commit' });
    const preview = page.locator('.ea-apercu');
    await expect(preview.locator('.ea-contract-selector select')).toHaveValue(shown);
    await expect(preview.locator('section', { hasText: 'Mon contrat en cours' }).first()).toContainText(`Numéro de contrat${shown}`);
  }
});
