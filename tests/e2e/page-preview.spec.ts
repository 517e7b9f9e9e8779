import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';
import { loginAsSophie } from './accountHelpers';

// The accueil must be usable within 1.5 s, cold, on a slow link, and respond as soon as it shows:
// the session page carries the member home drawn by the server in the app's root
// (src/server/page/pagePreview.ts); the app takes that markup over as its own (hydration).

/** Holds the app's scripts until released: what a slow link does to them. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
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

declare global {
  interface Window {
    __drawnCard?: Element;
    __dataRemoved?: number;
  }
}

test('a cold load of the accueil shows the member’s data from the page itself, before any script; the app then makes that very markup its own', async ({ page }) => {
  const policyErrors: string[] = [];
  const reactErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
    // React's hydration mismatch warnings, and its recoverable errors (a boundary drawn again on the client).
    if (/hydrat|did not match|Minified React error|Suspense boundary/i.test(message.text())) reactErrors.push(message.text());
  });
  page.on('pageerror', (error) => reactErrors.push(error.message));
  const release = await holdScripts(page);
  const response = await page.goto('/#/accueil', { waitUntil: 'commit' });
  expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self' 'nonce-[\w+/=]+'.*/);

  const root = page.locator('#portail');
  await expect(root.locator('.ea-contrat').first()).toBeVisible();
  await expect(root.locator('.ea-contrat').first()).toContainText('DEMO1001');
  await expect(root.getByText('Mes derniers remboursements')).toBeVisible();
  // Seen, not used yet: nothing clicked or typed there before the app runs can be lost.
  await expect(root).toHaveClass(/\bea-apercu\b/);
  await expect(root).toHaveAttribute('inert', '');

  // The node the server drew, and any removal of the member's data from the page (a flash).
  await page.evaluate(() => {
    window.__drawnCard = document.querySelector('#portail .ea-contrat')!;
    window.__dataRemoved = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('.ea-contrat, .ea-remboursement-recent') || node.querySelector('.ea-contrat, .ea-remboursement-recent'))) window.__dataRemoved! += 1;
        }
      }
    }).observe(document.getElementById('portail')!, { childList: true, subtree: true });
  });
  const blockReads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(v1\/adherent\/remboursements|v2\/adherent\/contrat-courant|cgdm-svc\/carte-tp|identity\/traductions|adherent\/release-note|adherent\/profil\/v2)/.test(request.url())) blockReads.push(request.url());
  });
  await release();
  await expect(page.locator('.ea-apercu')).toHaveCount(0, { timeout: 15_000 });
  await expect(root).not.toHaveAttribute('inert');
  await expect(root.locator('.ea-contrat').first()).toContainText('DEMO1001');
  await expect(root.locator('.ea-remboursement-recent')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Me déconnecter' })).toBeEnabled();
  // Taken over, not replaced: the server's node is the app's, and the data never left the page.
  expect(await page.evaluate(() => window.__drawnCard!.isConnected && document.querySelector('#portail .ea-contrat') === window.__drawnCard)).toBe(true);
  expect(await page.evaluate(() => window.__dataRemoved)).toBe(0);
  // The screen's reads came with the page: the app drew them without asking again.
  expect(blockReads).toEqual([]);

  // The product's own reaction: the menu's link goes through the app's router to its screen.
  const link = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Mes remboursements' });
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes remboursements' })).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');
  expect(reactErrors).toEqual([]);
  expect(policyErrors).toEqual([]);
});

test('on another route the member home’s drawing is taken out before it could show, and the app draws that route', async ({ page }) => {
  const release = await holdScripts(page);
  const response = await page.goto('/#/remboursements', { waitUntil: 'commit' });
  expect(await response!.text()).toContain('<div id="portail" class="ea-apercu"');
  // Parsed past the root (the route check comes right after it): the route check has emptied it.
  await expect(page.locator('#ea-apercu-etat')).toBeAttached();
  expect(await page.locator('.ea-apercu').count()).toBe(0);
  expect(await page.locator('#portail > *').count()).toBe(0);
  await expect(page.locator('#portail')).not.toHaveAttribute('inert');
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
