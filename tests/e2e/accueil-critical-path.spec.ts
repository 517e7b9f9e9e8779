import { test, expect } from './fixtures';
import { loginAsSophie } from './accountHelpers';

// The accueil must be usable within 1.5 s on a slow link: what lies on the home's critical path.

/** The shell and what the page itself names: not the route's code. */
const PAGE_SCRIPTS = /^(index|rolldown-runtime|routePreload)$/;
const scriptName = (url: string) => (new URL(url, 'http://x').pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '');

test('the contract card of the accueil uses the contracts the shell already read: one request, not two', async ({ page }) => {
  await loginAsSophie(page);
  const contratsReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/adherent/contrats') contratsReads.push(request.url());
  });
  await page.goto('/#/accueil');
  await expect(page.locator('#portail #contenu .ea-contrat').first()).toBeVisible();
  await expect(page.locator('#portail #contenu .ea-contrat').first()).toContainText('DEMO1001');
  expect(contratsReads).toHaveLength(1);
});

test('a lazy chunk names its whole static graph, so it is fetched in one step', async ({ page }) => {
  await loginAsSophie(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/accueil');
  await expect(page.locator('#portail #contenu .ea-contrat').first()).toBeVisible();
  // Each chunk's own imports, as written in it (`import"./x.js"`, `from"./x.js"`).
  const importsOf = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    const code = await (await page.request.get(chunk)).text();
    importsOf.set(chunk, new Set([...code.matchAll(/(?:import|from)\s*"\.\/([\w.-]+\.js)"/g)].map((match) => `/assets/${match[1]}`)));
  }
  // A load that has no route map (an in-app navigation to a lazy block) still fetches a chunk's
  // whole graph in one step: whatever a chunk reaches, it names itself (ContratsGate → PortalDialog →
  // dialog → overlay2 were four round trips in a row).
  // The chunks fetched for themselves (lazily), not only as another's import.
  const lazy = chunks.filter((chunk) => !PAGE_SCRIPTS.test(scriptName(chunk)) && ![...importsOf.values()].some((imports) => imports.has(chunk)));
  expect(lazy.length).toBeGreaterThan(1);
  for (const chunk of lazy) {
    const reached = new Set<string>();
    const queue = [...importsOf.get(chunk)!];
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(...(importsOf.get(next) ?? []));
    }
    for (const dep of reached) if (!PAGE_SCRIPTS.test(scriptName(dep))) expect(importsOf.get(chunk)!.has(dep) || dep === chunk, `${chunk} → ${dep}`).toBe(true);
  }
});

const PRELOADED_READS = ['/api/identity/client', '/api/identity/client/configuration', '/api/identity/current-user', '/api/adherent/contrats'];
test('a logged-in cold load asks for the route\'s code in one step, in a few files (not ~60: 6 at a time over HTTP/1.1), and reads beside the code, each read once', async ({ page }) => {
  await loginAsSophie(page);
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
    names.set(event.requestId, scriptName(event.request.url));
    if (!started.has(scriptName(event.request.url))) started.set(scriptName(event.request.url), event.timestamp);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const name = names.get(event.requestId);
    if (name && !finished.has(name)) finished.set(name, event.timestamp);
  });
  await page.goto('/#/accueil');
  await expect(page.locator('#portail #contenu .ea-contrat').first()).toContainText('DEMO1001');
  // the telephone form drawn: every chunk of the route has been used
  await expect(page.getByRole('button', { name: 'Modifier mon téléphone mobile' })).toBeVisible();

  // The route's code as the page's route map names it (scripts/vite/routeChunks.ts); what the
  // blocks load lazily once drawn (a button's action) comes after, as before.
  const html = await (await page.request.get('/')).text();
  const map = JSON.parse(/<script type="application\/json" id="ea-route-chunks">(.*?)<\/script>/s.exec(html)![1]) as { files: string[]; session: number[]; routes: [string, number[]][]; late: number[] };
  const named = [...map.session, ...map.routes.find(([route]) => route === '/accueil')![1]].filter((index) => map.files[index].endsWith('.js'));
  for (const index of named) expect(started.has(scriptName(map.files[index])), map.files[index]).toBe(true);
  expect(named.length, named.map((index) => map.files[index]).join(' ')).toBeLessThanOrEqual(14);
  // The heaviest (the form engine) waits for the shell to have arrived, so it is left out of the step.
  const routeCode = named.filter((index) => !map.late.includes(index)).map((index) => scriptName(map.files[index]));
  // The member home's code in a few files: its blocks grouped by the screens that draw them
  // (scripts/vite/routeGroups.ts), its screen files, its form's acte (~60 files before).
  expect(routeCode).toEqual(expect.arrayContaining(['memberScreenFiles', 'telephone-mobile']));
  const lastStart = Math.max(...routeCode.map((name) => started.get(name)!));
  const firstEnd = Math.min(...routeCode.map((name) => finished.get(name) ?? Infinity));
  // One step: none of them waited for another to arrive (before: one round trip per nesting level).
  expect(lastStart).toBeLessThan(firstEnd);
  // The shell's first reads and the contracts travel once: the app's own fetch takes the preloaded answer.
  expect(reads.sort()).toEqual([...PRELOADED_READS].sort());
  expect(preloadWarnings).toEqual([]);
});

test('a visitor with no session gets the plain page: no route map, no contracts read, no preload script, no member code on public pages', async ({ page }) => {
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
  // Public pages draw public code only: the member area's groups (scripts/vite/routeGroups.ts) stay away.
  for (const route of ['/#/login', '/#/register']) {
    await page.goto(route);
    await expect(page.getByRole('button', { name: route === '/#/login' ? 'Me connecter' : 'Valider' })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(scripts.some((file) => /\/shared-\d+-[\w-]{8}\.js$/.test(file))).toBe(true);
  expect(scripts.filter((file) => /\/member-\d+-[\w-]{8}\.js$/.test(file))).toEqual([]);
});

// The reads the accueil's blocks make on arrival (src/engine/screenReads.ts), as they travel.
const BLOCK_READS = [
  '/api/adherent/release-note',
  '/api/v2/adherent/contrat-courant',
  '/api/v1/adherent/remboursements?taille=5',
  '/api/cgdm-svc/carte-tp',
  '/api/adherent/profil/v2',
  '/api/adherent/courriers?lu=false&taille=1',
  '/api/amf/get-encrypted-view-data?isLoginType=false',
];

test("without the server's preview, the blocks' reads start once the screen and the contract are known, while the blocks' code is still on its way; each travels once", async ({ page }) => {
  await loginAsSophie(page);
  // The page as the server sends it when it has no preview to give (too slow, no server build):
  // with one, the blocks' reads come in the page itself (page-preview.spec.ts).
  await page.route((url) => url.pathname === '/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<div class="ea-apercu"[\s\S]*?<script data-route="[^"]*">[^<]*<\/script>/, '');
    await route.fulfill({ response, body });
  });
  // Hold back the route's own code (not the session's, which knows the contract, nor the screen files).
  const html = await (await page.request.get('/')).text();
  const map = JSON.parse(/<script type="application\/json" id="ea-route-chunks">(.*?)<\/script>/s.exec(html)![1]) as { files: string[]; session: number[]; routes: [string, number[]][] };
  const session = new Set(map.session.map((index) => map.files[index]));
  const held = map.routes
    .find(([route]) => route === '/accueil')![1]
    .map((index) => map.files[index])
    .filter((file) => file.endsWith('.js') && !session.has(file) && !file.includes('memberScreenFiles'));
  expect(held.length).toBeGreaterThan(0);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => held.includes(url.pathname.slice(1)), async (route) => {
    await released;
    await route.continue();
  });
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/#/accueil');
  await expect.poll(() => BLOCK_READS.filter((read) => !requests.includes(read)), { timeout: 15_000 }).toEqual([]);
  release();
  // Every block drawn with its data: each took the answer already read, under the same key.
  await expect(page.locator('#portail #contenu .ea-contrat').first()).toContainText('DEMO1001');
  await expect(page.locator('#portail #contenu').getByText(/^Courriers non lus : \d+$/)).toBeVisible();
  await expect(page.locator('#portail #contenu').getByText(/^Protection par code de sécurité : /)).toBeVisible();
  await expect(page.locator('#portail #contenu .ea-remboursement-recent').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Voir le contrat DEMO1001$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const read of BLOCK_READS) expect(requests.filter((request) => request === read), read).toHaveLength(1);
});
