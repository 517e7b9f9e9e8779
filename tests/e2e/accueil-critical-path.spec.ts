import { test, expect } from './fixtures';
import { loginAsSophie } from './accountHelpers';

// Issue 18 (accueil usable ≤ 1.5 s on a slow link): what lies on the home's critical path.
test('the contract card of the accueil uses the contracts the shell already read: one request, not two', async ({ page }) => {
  await loginAsSophie(page);
  const contratsReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/adherent/contrats') contratsReads.push(request.url());
  });
  await page.goto('/#/accueil');
  await expect(page.locator('.ea-contrat').first()).toBeVisible();
  await expect(page.locator('.ea-contrat').first()).toContainText('DEMO1001');
  expect(contratsReads).toHaveLength(1);
});

test('a lazy chunk names its whole static graph, so it is fetched in one step', async ({ page }) => {
  await loginAsSophie(page);
  // chunk → the module that asked for it (DevTools' initiator: a script's stack, else the importing module)
  const initiators = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    const name = new URL(event.request.url).pathname.split('/').pop() ?? '';
    initiators.set(name.replace(/-[\w-]{8}\.js$/, ''), (event.initiator.stack?.callFrames[0]?.url || event.initiator.url || '').split('/').pop() ?? '');
  });
  await page.goto('/#/accueil');
  await expect(page.locator('.ea-contrat').first()).toBeVisible();
  // ContratsGate → PortalDialog → dialog → overlay2: overlay2 is asked for by ContratsGate itself
  expect(initiators.get('overlay2')).toMatch(/^ContratsGate-/);
});
