import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { control, login, xsrf } from './accountHelpers';

// « Mes démarches »: every member acte is reached by clicks from the accueil (no address typed
// but the login's), grouped by theme; an acte the role or the contract does not allow is absent;
// « Mes démarches », « Mes demandes » and « Notifications » (with its unread count) are in the
// header's menu at 1280 and 390 px.
const PASSWORD = 'Demo#2026pass';
const SOPHIE = 'adherent@demo.fr';
const THOMAS = 'beneficiaire@demo.fr';
const ADMIN = { userName: 'admin@demo.fr', password: PASSWORD };
const THEMES = ['Mon contrat', 'Mes remboursements', 'Mes coordonnées', 'Mes bénéficiaires', 'Mes options', 'Mon compte'];

/** The member screens' titles by hash route ('#/actes/adresse' → 'Changer mon adresse postale'). */
function memberScreenTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.screen.json')) {
        const screen = JSON.parse(fs.readFileSync(file, 'utf8')) as { route: string; title: string };
        titles.set(`#/${screen.route}`, screen.title);
      }
    }
  };
  walk(path.resolve(import.meta.dirname, '../../screens/member'));
  return titles;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const demarchesList = (page: Page) => page.locator('main .ea-demarches');

async function openDemarchesFromAccueil(page: Page) {
  await expect(page).toHaveURL(/#\/accueil$/);
  await page.getByRole('region', { name: 'Mes démarches' }).getByRole('link', { name: 'Toutes mes démarches' }).click();
  await expect(page).toHaveURL(/#\/demarches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes démarches' })).toBeVisible();
  await expect(demarchesList(page).getByRole('link').first()).toBeVisible();
}

/** Per-contract switch of a feature, as staff set it in « Fonctionnalités ». */
async function setFeatureForContract(request: APIRequestContext, feature: string, numeroContrat: string, etat: 'ACTIVEE' | 'DESACTIVEE') {
  const response = await request.put('/api/admin/fonctionnalites/contrats', {
    data: { client: 'mutuelle-demo', feature, numeroContrat, etat, commentaire: 'Test « Mes démarches »' },
    headers: { 'X-XSRF-TOKEN': await xsrf(request) },
  });
  expect(response.status(), await response.text()).toBe(204);
}

async function asAdmin(request: APIRequestContext) {
  const response = await request.post('/api/identity/login', { data: ADMIN, headers: { 'X-XSRF-TOKEN': await xsrf(request) } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test('from the accueil, every member acte by clicks only: each link opens the screen of its form (Sophie, contract DEMO1001 valide)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, SOPHIE, PASSWORD);
  await openDemarchesFromAccueil(page);
  const titles = memberScreenTitles();

  // The themes, in order, as headed sections.
  await expect(demarchesList(page).getByRole('heading', { level: 2 })).toHaveText(THEMES);
  const hrefs = await demarchesList(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // The 29 actes of the member area, and the simulator.
  expect(hrefs).toHaveLength(30);
  for (const href of [
    '#/actes/contact',
    '#/actes/declarationsinistre',
    '#/actes/declarationsinistre-v2',
    '#/actes/pj-sinistre',
    '#/actes/pec-hospi',
    '#/actes/prestationpharmacie',
    '#/actes/cartetp',
    '#/actes/abonnement',
    '#/actes/suppressioncompte',
    '#/actes/ribcotisations',
    '#/actes/radiation-assures',
    '#/actes/radiation-renfort',
    '#/actes/situation-contractuelle',
    '#/actes/donneesro',
    '#/actes/option-affiliation',
    '#/actes/option-radiation',
    '#/actes/paiement-cotisation-monext',
    '#/actes/resiliation',
    '#/communication-mail',
  ]) {
    expect(hrefs).toContain(href);
  }

  for (const href of hrefs) {
    await demarchesList(page).locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.-]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1, name: titles.get(href) })).toBeVisible();
    await expect(page.locator('main form').first(), href).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // Back by the header's menu: nothing was typed, so nothing is asked (a default a form fills
    // itself once its reads arrive is not the member's).
    await nav(page).getByRole('link', { name: 'Mes démarches' }).click();
    await expect(page).toHaveURL(/#\/demarches$/);
    await expect(page.getByRole('alertdialog'), href).toHaveCount(0);
    await expect(demarchesList(page).getByRole('link').first()).toBeVisible();
  }
});

test('an acte the role does not allow is absent: a beneficiary has no résiliation, no guarantees change', async ({ page }) => {
  await login(page, THOMAS, PASSWORD);
  await openDemarchesFromAccueil(page);
  await expect(demarchesList(page).getByRole('link', { name: "Changement d'adresse postale" })).toBeVisible();
  await expect(demarchesList(page).getByRole('link', { name: 'Résiliation du contrat' })).toHaveCount(0);
  await expect(demarchesList(page).getByRole('link', { name: 'Changement de niveau de garanties' })).toHaveCount(0);
  await expect(demarchesList(page).getByRole('link', { name: "Inscription d'un bénéficiaire" })).toHaveCount(0);
});

test.describe('a feature switched off for one contract', () => {
  const FEATURE = 'situationFamilialeActe';
  const LINK = 'Changement de situation familiale';

  test.afterAll(async ({ playwright }) => {
    // Back to the demo state: the feature not configured (its per-contract settings go with it).
    const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
    await asAdmin(request);
    const response = await request.put('/api/admin/fonctionnalites', {
      data: { client: 'mutuelle-demo', feature: FEATURE, etat: 'NON_CONFIGUREE' },
      headers: { 'X-XSRF-TOKEN': await xsrf(request) },
    });
    expect(response.status()).toBe(204);
    await request.dispose();
  });

  test('hides its acte on that contract only: shown on DEMO1001, absent on DEMO1003', async ({ page, playwright }) => {
    const staff = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
    await asAdmin(staff);
    await setFeatureForContract(staff, FEATURE, 'DEMO1001', 'ACTIVEE');
    await setFeatureForContract(staff, FEATURE, 'DEMO1003', 'DESACTIVEE');
    await staff.dispose();

    await login(page, SOPHIE, PASSWORD);
    await openDemarchesFromAccueil(page);
    await expect(nav(page).getByRole('combobox', { name: 'Contrat' })).toHaveValue('DEMO1001');
    await expect(demarchesList(page).getByRole('link', { name: LINK })).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await nav(page).getByRole('combobox', { name: 'Contrat' }).selectOption('DEMO1003');
    await reloaded;
    await expect(page).toHaveURL(/#\/demarches$/);
    await expect(demarchesList(page).getByRole('link', { name: "Changement d'adresse postale" })).toBeVisible();
    await expect(demarchesList(page).getByRole('link', { name: LINK })).toHaveCount(0);
  });
});

/** « Notifications » is named with its unread count when there is one. */
async function notificationsName(page: Page): Promise<string> {
  const reply = await page.request.get('/api/notification?taille=1');
  expect(reply.ok()).toBeTruthy();
  const { nonLues } = (await reply.json()) as { nonLues: number };
  return nonLues === 0 ? 'Notifications' : `Notifications, ${nonLues} ${nonLues === 1 ? 'non lue' : 'non lues'}`;
}

test('1280 px: « Mes démarches », « Mes demandes » and « Notifications » with its unread count in the header menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Her notifications as seeded (an earlier scenario may have read them all).
  await control(page.request, 'demo-member-reset', {});
  await login(page, SOPHIE, PASSWORD);
  await expect(page).toHaveURL(/#\/accueil$/);
  const name = await notificationsName(page);
  expect(name, 'the demo member has an unread notification').not.toBe('Notifications');
  await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Mes démarches' }).click();
  await expect(page).toHaveURL(/#\/demarches$/);
  await expect(nav(page).getByRole('link', { name: 'Mes démarches' })).toHaveAttribute('aria-current', 'page');
  await nav(page).getByRole('link', { name: 'Mes demandes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes demandes' })).toBeVisible();
  await nav(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/#\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});

test('390 px: the three links in the folded menu, reached by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await login(page, SOPHIE, PASSWORD);
  await expect(page).toHaveURL(/#\/accueil$/);
  const name = await notificationsName(page);
  const toggle = nav(page).getByRole('button', { name: 'Menu' });
  await expect(nav(page).getByRole('link', { name: 'Mes démarches' })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  for (const label of ['Mes démarches', 'Mes demandes', name]) await expect(nav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Mes demandes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/demandes$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await nav(page).getByRole('link', { name: 'Mes démarches' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/demarches$/);
  await expect(demarchesList(page).getByRole('link').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
