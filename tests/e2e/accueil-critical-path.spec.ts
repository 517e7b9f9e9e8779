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
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(request.url());
  });
  await page.goto('/#/accueil');
  await expect(page.locator('.ea-contrat').first()).toBeVisible();
  // ContratsGate → PortalDialog → dialog → overlay2: ContratsGate's chunk imports overlay2 itself, so
  // a load that has no route map (an in-app navigation to a lazy block) still fetches it in one step.
  const gate = chunks.find((url) => /\/ContratsGate-[\w-]{8}\.js$/.test(url));
  expect(gate).toBeDefined();
  expect(await (await page.request.get(gate!)).text()).toMatch(/import"\.\/overlay2-[\w-]{8}\.js"/);
});

// The accueil's block chunks (grid → section → cards / summary / dialog → download / form, and the
// form's acte), the screen file itself, and what the shell loads for a logged-in visitor.
const ACCUEIL_CHUNKS = ['memberScreenFiles', 'GridBlockView', 'SectionBlockView', 'CardsBlockView', 'SummaryBlockView', 'DialogBlockView', 'DownloadBlockView', 'FormBlockView', 'telephone-mobile', 'ContratsGate', 'MemberNavigation'];
const PRELOADED_READS = ['/api/identity/client', '/api/identity/client/configuration', '/api/identity/current-user', '/api/adherent/contrats'];

test('a logged-in cold load asks for every chunk of the route in one step and reads beside the code, each read once', async ({ page }) => {
  await loginAsSophie(page);
  const chunkName = (url: string) => (new URL(url).pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '');
  const started = new Map<string, number>();
  const finished = new Map<string, number>();
  const names = new Map<string, string>();
  const reads: string[] = [];
  const preloadWarnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A little latency, so that "asked for before any of them arrived" means something.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: -1 });
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (PRELOADED_READS.includes(url.pathname)) reads.push(url.pathname);
    if (!url.pathname.endsWith('.js')) return;
    names.set(event.requestId, chunkName(event.request.url));
    if (!started.has(chunkName(event.request.url))) started.set(chunkName(event.request.url), event.timestamp);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const name = names.get(event.requestId);
    if (name && !finished.has(name)) finished.set(name, event.timestamp);
  });
  await page.goto('/#/accueil');
  await expect(page.locator('.ea-contrat').first()).toContainText('DEMO1001');
  // the telephone form drawn: every chunk of the route has been used
  await expect(page.getByRole('button', { name: 'Modifier mon téléphone mobile' })).toBeVisible();

  for (const name of ACCUEIL_CHUNKS) expect(started.has(name), name).toBe(true);
  const lastStart = Math.max(...ACCUEIL_CHUNKS.map((name) => started.get(name)!));
  const firstEnd = Math.min(...ACCUEIL_CHUNKS.map((name) => finished.get(name) ?? Infinity));
  // One step: none of them waited for another to arrive (before: one round trip per nesting level).
  expect(lastStart).toBeLessThan(firstEnd);
  // The shell's first reads and the contracts travel once: the app's own fetch takes the preloaded answer.
  expect(reads.sort()).toEqual([...PRELOADED_READS].sort());
  expect(preloadWarnings).toEqual([]);
});

test('a visitor with no session gets the plain page: no route map, no contracts read, no preload script', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('ea-route-chunks');
  expect(html).not.toContain('/api/adherent/contrats');
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/identity/current-user">');
  await page.goto('/');
  await expect(page.locator('#contenu')).toBeVisible();
  expect(scripts.filter((file) => file.includes('routePreload'))).toEqual([]);
});
