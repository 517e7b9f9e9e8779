import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, dataRows } from './fixtures';
import { login } from './accountHelpers';

/**
 * Mes contrats, Carte tiers payant and Mon profil are screen
 * files on the reference server's data, as adherent@demo.fr (Sophie DURAND: DEMO1001 valide,
 * DEMO1003 company contract, DEMO1002 résilié, DEMO1004 suspendu).
 */

async function open(page: Page, route: string, heading: string) {
  await login(page, 'adherent@demo.fr', 'Demo#2026pass', `/${route}`);
  await expect(page).toHaveURL(new RegExp(`#/${route}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function expectNoSeriousViolations(page: Page, state: string) {
  await expect(page.getByText('Chargement en cours...')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).exclude('#ea-dev-toolbar').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${state}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
  expect(serious, `axe on ${state}`).toEqual([]);
}

/** A read answered with a server error: the data-source error message names the block. */
function failing(page: Page, pattern: RegExp) {
  return page.route(pattern, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"panne"}' }));
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('Mes contrats', () => {
  test('lists the contracts with their state and dates, and opens the detail of one', async ({ page }) => {
    await open(page, 'contrats', 'Mes contrats');
    const cards = page.getByRole('list', { name: 'Mes contrats' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toContainText('Santé Famille Confort – n° DEMO1001');
    await expect(cards.nth(0)).toContainText('01/01/2021');
    await expect(cards.nth(2)).toContainText('Santé Jeunes – n° DEMO1002 (résilié)');
    await expect(cards.nth(2)).toContainText('31/12/2020');
    await expect(cards.nth(3)).toContainText('(suspendu)');
    await page.getByRole('link', { name: 'Voir le contrat DEMO1001' }).click();
    await expect(page).toHaveURL(/#\/contrats\/DEMO1001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon contrat' })).toBeVisible();

    const beneficiaires = page.getByRole('table', { name: 'Bénéficiaires' });
    // The family of four on DEMO1001: Sophie, Thomas, Léo and Emma.
    await expect(beneficiaires.locator('tbody tr')).toHaveCount(4);
    await expect(beneficiaires.locator('tbody tr').nth(1)).toContainText('MDURANDThomas0203/11/1988');

    const garanties = page.getByRole('table', { name: 'Tableau des garanties' });
    await expect(garanties.locator('tbody tr')).toHaveCount(12);
    const consultation = garanties.locator('tbody tr').filter({ hasText: 'Honoraires des médecins généralistes' });
    await expect(consultation).toContainText('Soins courants');
    await expect(consultation).toContainText('150 % BR');
    for (const euros of ['30,00 €', '16,00 €', '12,00 €', '2,00 €']) await expect(consultation).toContainText(euros);

    const paiement = section(page, 'Paiement des cotisations');
    await expect(paiement).toContainText('Prélèvement mensuel');
    await expect(paiement).toContainText('FR14 **** **** **** **** ***2 606');
    await expect(paiement).toContainText('2 248,80 €');
    const echeancier = page.getByRole('table', { name: 'Échéancier' });
    await expect(echeancier.locator('tbody tr')).toHaveCount(12);
    await expect(echeancier.locator('tbody tr').first()).toContainText('05/01/2026');
    await expect(echeancier.locator('tbody tr').first()).toContainText('187,40 €');
    // Masked whatever it is now (another browser test of the same run changes DEMO1001's RIB).
    await expect(section(page, 'RIB de prestations')).toContainText(/FR\d{2}( \*{4}){4} \*{3}\d \d{3}/);
    await expect(section(page, 'Fiche salarié')).toContainText("Ce contrat individuel n'a pas de fiche salarié.");
  });

  test('the company contract shows its fiche salarié', async ({ page }) => {
    await open(page, 'contrats', 'Mes contrats');
    await page.getByRole('link', { name: 'Voir le contrat DEMO1003' }).click();
    const fiche = section(page, 'Fiche salarié');
    await expect(fiche).toContainText('Transports Rhône-Alpes SAS');
    await expect(fiche).toContainText('TRA-004512');
    await expect(fiche).toContainText('01/09/2023');
    await expect(section(page, 'Paiement des cotisations')).toContainText('Précompte sur salaire');
  });

  test('a member without contract sees the empty state', async ({ page }) => {
    await page.route(/\/api\/v2\/adherent\/contrats$/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"contrats":[]}' }));
    await open(page, 'contrats', 'Mes contrats');
    await expect(page.getByText("Vous n'avez aucun contrat.")).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`axe at ${width} px: list and detail`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, 'contrats', 'Mes contrats');
      await expect(page.getByRole('list', { name: 'Mes contrats' }).getByRole('listitem')).toHaveCount(4);
      await expectNoSeriousViolations(page, `#/contrats at ${width}`);
      await page.goto('/#/contrats/DEMO1001');
      await expect(dataRows(page, 'Tableau des garanties')).toHaveCount(12);
      await expectNoSeriousViolations(page, `#/contrats/DEMO1001 at ${width}`);
      // At 390 px the wide tables are a card per row: the page itself does not widen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test.describe('a route naming what is not the member\'s', () => {
    test.use({ allowedConsoleErrors: [/status of 40[34]/] });
    test('one message from the server and a way on, not a failure and a « Réessayer » per block', async ({ page }) => {
      await open(page, 'contrats/DEMO9999', 'Mon contrat');
      const refused = page.getByRole('alert').filter({ hasText: 'Ce contrat ne fait pas partie de vos contrats.' });
      await expect(refused).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Résilier votre contrat', exact: true }).and(page.locator('main *'))).toHaveCount(0);
      await expectNoSeriousViolations(page, '#/contrats/DEMO9999');
      // An encoded slash stays inside its segment: the same refusal, never another resource.
      await page.goto('/#/contrats/..%2F..%2Fadmin');
      await expect(refused).toBeVisible();
      await refused.getByRole('link', { name: 'Mes contrats' }).click();
      await expect(page).toHaveURL(/#\/contrats$/);
      await expect(page.getByRole('list', { name: 'Mes contrats' }).getByRole('listitem')).toHaveCount(4);

      // A demande that does not exist: no « bien été prise en compte » above a failed read.
      await page.goto('/#/actes/resiliation/accuse/999999');
      await expect(page.getByRole('alert').filter({ has: page.getByRole('link', { name: 'Suivre mes demandes' }) })).toBeVisible();
      await expect(page.getByText('Votre demande a bien été prise en compte')).toHaveCount(0);
    });
  });

  test.describe('a failing read', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });
    test('shows the data-source error message on the list and on the detail', async ({ page }) => {
      await failing(page, /\/api\/v2\/adherent\/contrats/);
      await open(page, 'contrats', 'Mes contrats');
      await expect(page.getByRole('alert').filter({ hasText: "Le chargement d'une source de données a échoué (Mes contrats)" })).toBeVisible();
      await page.goto('/#/contrats/DEMO1001');
      await expect(page.getByRole('alert').filter({ hasText: "Le chargement d'une source de données a échoué (Tableau des garanties)" })).toBeVisible();
    });
  });
});

test.describe('Carte tiers payant', () => {
  test('shows the card of the current contract and downloads it as a PDF', async ({ page }) => {
    await open(page, 'carte-tp', 'Ma carte de tiers payant');
    const carte = section(page, 'Carte de tiers payant');
    const year = new Date().getFullYear();
    for (const text of ['Mutuelle Démo', '99123456', 'DEMO1001', 'Santé Famille Confort', `01/01/${year}`, `31/12/${year}`]) await expect(carte).toContainText(text);
    await expect(page.getByRole('table', { name: 'Bénéficiaires de la carte' }).locator('tbody tr')).toHaveCount(4);
    await expect(page.getByRole('table', { name: 'Soins en tiers payant' })).toContainText('Pharmacie');
    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((res) => res.url().endsWith('/api/cgdm-svc/carte-tp/print')),
      page.getByRole('button', { name: 'Télécharger ma carte (PDF)' }).click(),
    ]);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(download.suggestedFilename()).toBe('carte-tiers-payant-DEMO1001.pdf');
    await expect(page.getByRole('link', { name: 'Recevoir ma carte de tiers payant par courrier' })).toHaveAttribute('href', '#/actes/envoi-cartetp');
  });

  test('a contract without card: the empty state and no download', async ({ page }) => {
    await page.route(/\/api\/cgdm-svc\/carte-tp$/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"carte":null}' }));
    await open(page, 'carte-tp', 'Ma carte de tiers payant');
    await expect(page.getByText("Aucune carte de tiers payant n'est disponible pour ce contrat.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Télécharger ma carte (PDF)' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  for (const width of [1280, 390]) {
    test(`axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, 'carte-tp', 'Ma carte de tiers payant');
      await expect(page.getByRole('button', { name: 'Télécharger ma carte (PDF)' })).toBeVisible();
      await expectNoSeriousViolations(page, `#/carte-tp at ${width}`);
    });
  }

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|status of 503/] });
    test('once opened online, the card and its PDF open offline, marked with their day; gone after logout', async ({ page, context }) => {
      await open(page, 'carte-tp', 'Ma carte de tiers payant');
      // The worker registers once the member is logged in; the reload then goes through it.
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      await page.reload();
      await expect(section(page, 'Carte de tiers payant')).toContainText('DEMO1001');
      const kept = () => page.evaluate(async () => (await (await caches.open('ea-personnel')).keys()).map((request) => new URL(request.url).pathname));
      await expect.poll(kept).toContain('/api/cgdm-svc/carte-tp/print');

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Ma carte de tiers payant' })).toBeVisible();
      const today = await page.evaluate(() => new Date().toLocaleDateString('fr-FR'));
      await expect(page.getByText(`Hors ligne — carte du ${today}`)).toBeVisible();
      await expect(section(page, 'Carte de tiers payant')).toContainText('DEMO1001');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger ma carte (PDF)' }).click()]);
      expect(download.suggestedFilename()).toBe('carte-tiers-payant-DEMO1001.pdf');

      await context.setOffline(false);
      await page.getByRole('button', { name: 'Me déconnecter' }).click();
      await page.waitForURL(/\/(#\/)?$/);
      // Emptied by the logout; the landing page's read of the (now anonymous) visitor may be kept again.
      await expect.poll(async () => (await kept()).filter((path) => path !== '/api/identity/current-user')).toEqual([]);
      await context.setOffline(true);
      await page.goto('/#/carte-tp');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Ma carte de tiers payant' })).toHaveCount(0);
      await expect(page.getByText('DEMO1001')).toHaveCount(0);
      await expect(page.locator('header')).not.toContainText('Sophie DURAND');
      await context.setOffline(false);
    });
  });

  test.describe('a failing read', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });
    test('shows the data-source error message', async ({ page }) => {
      await failing(page, /\/api\/cgdm-svc\/carte-tp$/);
      await open(page, 'carte-tp', 'Ma carte de tiers payant');
      // The section's read fails: the section says so, named by its title.
      await expect(page.getByRole('alert').filter({ hasText: "Le chargement d'une source de données a échoué (Carte du contrat en cours)" })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Télécharger ma carte (PDF)' })).toHaveCount(0);
    });
  });
});

test.describe('Mon profil', () => {
  test('shows identity, address, contacts, télétransmission, dematerialisation and the links to change them', async ({ page }) => {
    await open(page, 'profil', 'Mon profil');
    const identite = section(page, 'Identité');
    for (const text of ['DURAND', 'Sophie', 'MARTIN', '12/05/1990']) await expect(identite).toContainText(text);
    await expect(section(page, 'Situation familiale')).toContainText('Mariée');
    const adresse = section(page, 'Adresse postale');
    for (const text of ['Appartement 34, 3e étage', 'Résidence Les Tilleuls', 'de la Part-Dieu', '69003', 'LYON', 'France']) await expect(adresse).toContainText(text);
    const contacts = section(page, 'Contacts');
    await expect(contacts).toContainText('adherent@demo.fr');
    // Masked whatever it is now (the security-code tests of the same run may change the mobile).
    await expect(contacts).toContainText(/0[67] \*\* \*\* \*\* \d{2}/);
    await expect(contacts).toContainText('04 ** ** ** 56');
    await expect(section(page, 'Ma télétransmission')).toContainText('Active');
    const noemie = page.getByRole('table', { name: 'Télétransmission de mes bénéficiaires' });
    const thomas = noemie.locator('tbody tr').filter({ hasText: 'Thomas' });
    await expect(thomas).toContainText('Refusée');
    await expect(thomas).toContainText('Télétransmission déjà active auprès d’un autre organisme complémentaire');
    await expect(section(page, 'Dématérialisation')).toContainText('En ligne, dans mon Espace Adhérent');
    const links: [string, string][] = [
      ['Déclarer un changement de situation familiale', '#/actes/situation-familiale'],
      ['Modifier mon adresse', '#/actes/adresse'],
      ['Modifier mes numéros de téléphone', '#/actes/communication-tel'],
      ['Modifier mon choix de dématérialisation', '#/actes/dematerialisation'],
      ['Sécurité de mon compte', '#/accueil'],
    ];
    for (const [name, href] of links) await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  test('a contract without beneficiaries shows the empty state', async ({ page }) => {
    await page.route(/\/api\/adherent\/profil\/situation-familiale$/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"situationFamiliale":null,"beneficiaires":[]}' }),
    );
    await open(page, 'profil', 'Mon profil');
    await expect(page.getByText('Aucun bénéficiaire sur ce contrat.')).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, 'profil', 'Mon profil');
      await expect(dataRows(page, 'Télétransmission de mes bénéficiaires')).toHaveCount(4);
      await expectNoSeriousViolations(page, `#/profil at ${width}`);
    });
  }

  test.describe('a failing read', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });
    test('shows the data-source error message', async ({ page }) => {
      await failing(page, /\/api\/adherent\/profil\/v2$/);
      await open(page, 'profil', 'Mon profil');
      await expect(page.getByRole('alert').filter({ hasText: "Le chargement d'une source de données a échoué (Adresse postale)" })).toBeVisible();
    });
  });
});
