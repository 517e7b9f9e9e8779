import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, appTookOver } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { xsrf } from './accountHelpers';

/**
 * Every screen of the portal, as the screen files list them (a new screen is visited without
 * touching this file), by the account that can open it: the public ones by a visitor, the
 * member's (and the actes) by adherent@demo.fr, the back office by gestion@demo.fr. One browser
 * context per account, logged in once; each screen is checked at 320 px wide, in the state it
 * opens in:
 * - nothing scrolls sideways but a data table inside its own container (reflow);
 * - the headings follow one another from the page's h1 without skipping a level;
 * - the footer links the accessibility statement with its conformance level;
 * - axe finds no serious or critical violation.
 * The member's screens are then looked at on a 390 px phone, in the same visit: the page does not
 * scroll sideways at all (a wide table is a card per row there) and no text is cut by its box.
 */
const SCREENS_DIR = path.join(process.cwd(), 'screens');
const WIDTH = 320;
const PHONE = 390;

function routesOf(folder: string): string[] {
  const files = fs.readdirSync(path.join(SCREENS_DIR, folder), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.screen.json'));
  return files.map((file) => (JSON.parse(fs.readFileSync(path.join(SCREENS_DIR, folder, file), 'utf8')) as { route: string }).route).sort();
}

/** A route with parameters, filled with what the demo data has; a new one fails here until it is named. */
function visitsOf(routes: string[], values: Record<string, string[]>): string[] {
  return routes.flatMap((route) => {
    if (!/[:*]/.test(route)) return [route];
    const filled = values[route];
    if (!filled) throw new Error(`Écran ${route} : donnez à ce test de quoi remplir ses paramètres`);
    return filled;
  });
}

async function settle(page: Page) {
  // The product's loaders are live regions (role=status); a page's own text may say « Chargement en
  // cours... » too (the translations catalogue lists that very message).
  await expect(page.getByRole('status').filter({ hasText: 'Chargement en cours...' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.bp6-skeleton')).toHaveCount(0);
}

/** What a page at 320 px breaks: sideways scroll, content clipped by its box, a skipped heading level, no statement link. */
async function problemsOf(page: Page, route: string): Promise<string[]> {
  return page.evaluate(
    ({ route, width }) => {
      const problems: string[] = [];
      const scroller = document.scrollingElement ?? document.documentElement;
      if (scroller.scrollWidth > width) problems.push(`${route}: la page défile horizontalement (scrollWidth ${scroller.scrollWidth})`);
      // A box narrower than what it holds, outside a data table's own scroll container.
      for (const element of document.querySelectorAll<HTMLElement>('#root *')) {
        if (element.closest('.ea-data-table__scroll, #ea-dev-toolbar')) continue;
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden' || element.clientWidth === 0) continue;
        if (style.overflowX === 'visible' ? element.getBoundingClientRect().right > width + 1 : false) {
          problems.push(`${route}: ${element.tagName.toLowerCase()}.${[...element.classList].join('.')} dépasse la page (right ${Math.round(element.getBoundingClientRect().right)})`);
          break;
        }
      }
      const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role=heading]')].filter(
        (heading) => !heading.closest('#ea-dev-toolbar, [aria-hidden=true]') && heading.getClientRects().length > 0,
      );
      let previous = 0;
      for (const heading of headings) {
        const level = Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));
        if (level > previous + 1) problems.push(`${route}: h${previous} puis h${level} « ${heading.textContent?.trim().slice(0, 40)} »`);
        previous = level;
      }
      const statement = [...document.querySelectorAll('footer a')].find((link) => link.textContent === 'Accessibilité : partiellement conforme');
      if (statement?.getAttribute('href') !== '#/page/accessibilite') problems.push(`${route}: pas de lien « Accessibilité : partiellement conforme » dans le pied de page`);
      return problems;
    },
    { route, width: WIDTH },
  );
}

/**
 * What a member's phone shows wrong: the page scrolls sideways (no exception, a table's own
 * scroll box included), or a text is cut by a box that hides its overflow (ellipsis, hidden, clip).
 */
async function phoneProblemsOf(page: Page, route: string): Promise<string[]> {
  return page.evaluate(
    ({ route, width }) => {
      const problems: string[] = [];
      const scroller = document.scrollingElement ?? document.documentElement;
      if (scroller.scrollWidth > width) problems.push(`${route} à ${width} px : la page défile horizontalement (scrollWidth ${scroller.scrollWidth})`);
      for (const element of document.querySelectorAll<HTMLElement>('#root *')) {
        if (element.closest('#ea-dev-toolbar') || element.matches('input, select, textarea, svg, svg *')) continue;
        const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        if (!own) continue;
        const style = getComputedStyle(element);
        const clips = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
        const box = element.getBoundingClientRect();
        // A visually hidden text (1 px, for screen readers) is cut on purpose.
        if (!clips || style.display === 'none' || style.visibility === 'hidden' || box.width <= 1 || box.height <= 1) continue;
        if (element.scrollWidth > element.clientWidth + 1) {
          problems.push(
            `${route} à ${width} px : texte coupé « ${element.textContent?.trim().slice(0, 40)} » (${element.tagName.toLowerCase()}.${[...element.classList].join('.')})`,
          );
        }
      }
      const table = [...document.querySelectorAll<HTMLElement>('.ea-data-table__scroll')].find((box) => box.scrollWidth > box.clientWidth + 1);
      if (table) problems.push(`${route} à ${width} px : le tableau « ${table.getAttribute('aria-label')} » défile horizontalement`);
      return problems;
    },
    { route, width: PHONE },
  );
}

async function checkEvery(page: Page, visits: string[], { phone = false } = {}) {
  await page.setViewportSize({ width: WIDTH, height: 640 });
  const problems: string[] = [];
  for (const route of visits) {
    await page.goto(`/#/${route}`);
    await appTookOver(page);
    // Every problem of every screen in one report, rather than the first one only.
    try {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settle(page);
      problems.push(...(await problemsOf(page, `#/${route}`)));
      await expectNoSeriousViolations(page, `#/${route}`);
      if (phone) {
        await page.setViewportSize({ width: PHONE, height: 844 });
        await settle(page);
        problems.push(...(await phoneProblemsOf(page, `#/${route}`)));
        await page.setViewportSize({ width: WIDTH, height: 640 });
      }
    } catch (error) {
      problems.push(`${route}: ${(error as Error).message.split('\n').slice(0, 12).join(' | ')}`);
    }
  }
  expect(problems).toEqual([]);
}

async function logIn(page: Page, userName: string) {
  const response = await page.request.post('/api/identity/login', { data: { userName, password: 'Demo#2026pass' }, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

// Invalid links and unknown ids are checked with the server on load: it answers 4xx.
test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

test('every public screen at 320 px: reflow, outline, statement link, axe', async ({ page }) => {
  test.setTimeout(120_000);
  const visits = visitsOf(
    routesOf('public').filter((route) => !route.startsWith('dev/')),
    {
      'page/:pageName': ['page/mentions-legales', 'page/cgu', 'page/accessibilite'],
      'redirect-to-mobile/:url': ['redirect-to-mobile/javascript%3Aalert(1)'],
      '*': ['page-inconnue'],
    },
  );
  await checkEvery(page, visits);
});

test('every member screen and acte at 320 px, and at 390 px (no sideways scroll, no cut text), as adherent@demo.fr', async ({ page }) => {
  test.setTimeout(240_000);
  await logIn(page, 'adherent@demo.fr');
  const demandes = (await (await page.request.get('/api/adherent/demandes', { headers: { 'x-numcontrat': 'DEMO1001' } })).json()) as { items: Array<{ id: number }> };
  const visits = visitsOf(routesOf('member'), {
    'contrats/:numero': ['contrats/DEMO1001'],
    'actes/resiliation/accuse/:id': [`actes/resiliation/accuse/${demandes.items[0].id}`],
    'actes/paiement-cotisation-monext/resultat/:token': ['actes/paiement-cotisation-monext/resultat/inconnu'],
  });
  await checkEvery(page, visits, { phone: true });
});

test('every back-office screen at 320 px, as gestion@demo.fr', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'gestion@demo.fr');
  const demandes = (await (await page.request.get('/api/admin/demandes')).json()) as { items: Array<{ id: number }> };
  const visits = visitsOf(routesOf('admin'), { 'admin/demandes/:id': [`admin/demandes/${demandes.items[0].id}`], 'admin/actes-mots/:acte': ['admin/actes-mots/adresse'] });
  await checkEvery(page, visits);
});
