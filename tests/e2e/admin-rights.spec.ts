import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { login } from './accountHelpers';
import { expectNoSeriousViolations } from './axe';

/**
 * Staff reach the back office from the header, a gestionnaire starts
 * there; users and their roles (#/admin/utilisateurs) and the rights of each role (#/admin/droits).
 */
const PASSWORD = 'Demo#2026pass';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** The header's links, the « Menu » disclosure opened first on a phone. */
async function headerLinks(page: Page, width: number): Promise<string[]> {
  const toggle = nav(page).getByRole('button', { name: 'Menu' });
  if (width < 700) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  // The first link (« Accueil » or « Administration ») drawn: the menu is there.
  await expect(nav(page).getByRole('link').first()).toBeVisible();
  return nav(page).getByRole('link').allTextContents();
}

test.describe('« Administration » in the header', () => {
  for (const width of [1280, 390]) {
    test(`${width} px: shown to the administrator and the gestionnaire, never to a member`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [email, home, shown] of [
        ['admin@demo.fr', /#\/admin$/, true],
        ['gestion@demo.fr', /#\/admin$/, true],
        ['adherent@demo.fr', /#\/accueil$/, false],
      ] as const) {
        await login(page, email, PASSWORD);
        await expect(page).toHaveURL(home);
        const links = await headerLinks(page, width);
        expect(links.length).toBeGreaterThan(0);
        expect(links.includes('Administration'), links.join(', ')).toBe(shown);
        if (shown) {
          await nav(page).getByRole('link', { name: 'Administration' }).click();
          await expect(page).toHaveURL(/#\/admin$/);
          await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
        }
        await page.locator('header').getByRole('button', { name: 'Me déconnecter' }).click();
        await expect(page.getByRole('link', { name: 'Me connecter' })).toBeVisible();
      }
    });
  }
});

/** The list item of a role on #/admin/droits, found by its heading. */
const roleItem = (page: Page, libelle: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: libelle, exact: true }) });

/** A rights table's row for a resource: its cells' texts. */
async function rightsRow(page: Page, table: string, resource: string): Promise<string[]> {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('cell', { name: resource, exact: true }) });
  return row.getByRole('cell').allTextContents();
}

test('a gestionnaire starts on #/admin and sees only the sections its rights allow', async ({ page }) => {
  await login(page, 'gestion@demo.fr', PASSWORD);
  await expect(page).toHaveURL(/#\/admin$/);
  for (const section of ['Fonctionnalités', 'Configuration du client', 'Demandes à traiter', 'Comptes adhérents', 'Paramétrage', 'Contenus', 'Statistiques et connexions']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Utilisateurs et droits' })).toHaveCount(0);
  // The address typed by hand: told why, no table behind a 403.
  await page.goto('/#/admin/droits');
  await expect(page.getByText('Votre rôle ne permet pas de consulter les droits des rôles.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test.describe('rights of a role (#/admin/droits)', () => {
  // The refusal tried on purpose (the administrators' own rights) is a 400 the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  // The gestionnaire's rights as seeded, put back whatever happens: the other browser tests rely on them.
  test.afterEach(async ({ page }) => {
    await page.request.get('/api/identity/client');
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    await page.request.post('/api/identity/login', { data: { userName: 'admin@demo.fr', password: PASSWORD }, headers: { 'X-XSRF-TOKEN': xsrf } });
    const seeded = { fonctionnalites: ['visualisation'], configuration: ['visualisation'], roles: [], demandes: ['visualisation', 'modification'], parametrage: ['visualisation'], contenus: ['visualisation'], statistiques: ['visualisation'], comptes: ['creation', 'visualisation', 'modification'] };
    const droits = Object.fromEntries(Object.entries(seeded).map(([resource, actions]) => [resource, { actions, portee: 'Both' }]));
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const response = await page.request.put('/api/settings/role', { data: { role: 'BackEndUser', droits }, headers: { 'X-XSRF-TOKEN': token } });
    expect(response.ok(), await response.text()).toBeTruthy();
  });

  test('the admin gives the gestionnaire rights on roles: its next read shows the section, then the control enabled; axe at 1280 and 390 px', async ({ page, browser }) => {
    test.slow(); // two browsers, eight roles' tables, four saves
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, 'admin@demo.fr', PASSWORD);
    await expect(page).toHaveURL(/#\/admin$/);
    await nav(page).getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('link', { name: 'Droits par rôle' }).click();
    await expect(page).toHaveURL(/#\/admin\/droits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Droits par rôle' })).toBeVisible();
    const gestionnaire = roleItem(page, 'Gestionnaire');
    await expect(gestionnaire.getByRole('table', { name: 'Droits du rôle Gestionnaire' })).toBeVisible();
    expect(await rightsRow(page, 'Droits du rôle Gestionnaire', 'Rôles et droits')).toEqual(['Rôles et droits', 'Non', 'Non', 'Non', 'Non', '']);
    expect(await rightsRow(page, 'Droits du rôle Gestionnaire', 'Demandes à traiter')).toEqual(['Demandes à traiter', 'Non', 'Oui', 'Oui', 'Non', 'Contrat et bénéficiaire']);
    await expectNoSeriousViolations(page, 'droits 1280');

    // The gestionnaire, in its own browser: no « Utilisateurs et droits » yet.
    const other = await browser.newContext();
    const gestion = await other.newPage();
    await login(gestion, 'gestion@demo.fr', PASSWORD);
    await expect(gestion).toHaveURL(/#\/admin$/);
    await expect(gestion.getByRole('heading', { name: 'Fonctionnalités', exact: true })).toBeVisible();
    await expect(gestion.getByRole('heading', { name: 'Utilisateurs et droits' })).toHaveCount(0);

    // The admin gives it « visualisation » on roles, through the form that starts from the current rights.
    await gestionnaire.getByRole('button', { name: 'Modifier les droits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier les droits du rôle' });
    await expect(dialog).toBeVisible();
    const demandes = dialog.getByRole('group', { name: 'Demandes à traiter' });
    await expect(demandes.getByRole('checkbox', { name: 'Visualisation' })).toBeChecked();
    await expect(demandes.getByRole('checkbox', { name: 'Suppression' })).not.toBeChecked();
    await expectNoSeriousViolations(page, 'droits dialog 1280');
    await dialog.getByRole('group', { name: 'Rôles et droits' }).getByRole('checkbox', { name: 'Visualisation' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Enregistrer les droits' }).click();
    await expect(page.getByText('Les droits du rôle ont été modifiés.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(() => rightsRow(page, 'Droits du rôle Gestionnaire', 'Rôles et droits')).toEqual(['Rôles et droits', 'Non', 'Oui', 'Non', 'Non', 'Contrat et bénéficiaire']);

    // Its next read: the section shows; on #/admin/droits the control is greyed out, with the reason.
    await gestion.reload();
    await expect(gestion.getByRole('heading', { name: 'Utilisateurs et droits' })).toBeVisible();
    await gestion.getByRole('link', { name: 'Droits par rôle' }).click();
    const locked = roleItem(gestion, 'Gestionnaire').getByRole('button', { name: 'Modifier les droits' });
    await expect(locked).toBeDisabled();
    await expect(roleItem(gestion, 'Gestionnaire').getByText('Votre rôle ne permet pas de modifier les droits des rôles.')).toBeVisible();

    // Then « modification » too: the gestionnaire's next read has the control enabled.
    await gestionnaire.getByRole('button', { name: 'Modifier les droits' }).click();
    await dialog.getByRole('group', { name: 'Rôles et droits' }).getByRole('checkbox', { name: 'Modification' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Enregistrer les droits' }).click();
    await expect(dialog).toBeHidden();
    await gestion.reload();
    await expect(roleItem(gestion, 'Gestionnaire').getByRole('button', { name: 'Modifier les droits' })).toBeEnabled();
    await expect(gestion.getByText('Votre rôle ne permet pas de modifier les droits des rôles.')).toHaveCount(0);
    await other.close();

    // The Admin role keeps its rights on roles: refused in French, nothing changed.
    await roleItem(page, 'Administrateur Digital').getByRole('button', { name: 'Modifier les droits' }).click();
    await dialog.getByRole('group', { name: 'Rôles et droits' }).getByRole('checkbox', { name: 'Modification' }).uncheck({ force: true });
    await dialog.getByRole('button', { name: 'Enregistrer les droits' }).click();
    await expect(page.locator('.ea-toaster').getByText('Les droits du rôle Administrateur Digital sur les rôles et les droits ne peuvent pas être retirés : plus personne ne pourrait les rendre.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(dialog).toBeHidden();
    expect(await rightsRow(page, 'Droits du rôle Administrateur Digital', 'Rôles et droits')).toEqual(['Rôles et droits', 'Oui', 'Oui', 'Oui', 'Oui', 'Contrat et bénéficiaire']);

    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoSeriousViolations(page, 'droits 390');
  });
});

test.describe('users and roles (#/admin/utilisateurs)', () => {
  // The refusal tried on purpose (the administrators' own rights) is a 400 the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('the admin searches a user, reads its effective rights, changes its roles; cannot remove its own Admin role; axe at 1280 and 390 px', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, 'admin@demo.fr', PASSWORD);
    await expect(page).toHaveURL(/#\/admin$/);
    await nav(page).getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('link', { name: 'Utilisateurs et rôles' }).click();
    await expect(page).toHaveURL(/#\/admin\/utilisateurs$/);
    const table = page.getByRole('table', { name: 'Utilisateurs et leurs rôles' });
    await expect(table.getByRole('cell', { name: 'admin@demo.fr' })).toBeVisible();
    await expectNoSeriousViolations(page, 'utilisateurs 1280');

    await page.getByRole('textbox', { name: 'Nom ou identifiant' }).fill('bernard');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'gestion@demo.fr' }) });
    await expect(row.getByRole('cell', { name: 'Gestionnaire', exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Droits effectifs' }).click();
    const rightsDialog = page.getByRole('dialog', { name: "Droits effectifs de l'utilisateur" });
    await expect(rightsDialog.getByRole('table', { name: 'Droits effectifs de gestion@demo.fr' })).toBeVisible();
    expect(await rightsRow(page, 'Droits effectifs de gestion@demo.fr', 'Comptes adhérents')).toEqual(['Comptes adhérents', 'Oui', 'Oui', 'Oui', 'Non', 'Contrat et bénéficiaire']);
    await expectNoSeriousViolations(page, 'droits effectifs');
    await rightsDialog.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(rightsDialog).toBeHidden();

    // Roles: the form starts from the user's roles.
    await row.getByRole('button', { name: 'Modifier les rôles' }).click();
    const rolesDialog = page.getByRole('dialog', { name: "Modifier les rôles de l'utilisateur" });
    await expect(rolesDialog.getByRole('checkbox', { name: 'Gestionnaire' })).toBeChecked();
    await expect(rolesDialog.getByRole('checkbox', { name: 'Consultant' })).not.toBeChecked();
    await expectNoSeriousViolations(page, 'rôles dialog');
    await rolesDialog.getByRole('checkbox', { name: 'Consultant' }).check({ force: true });
    await rolesDialog.getByRole('button', { name: 'Enregistrer les rôles' }).click();
    await expect(page.getByText("Les rôles de l'utilisateur ont été modifiés.")).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Gestionnaire, Consultant', exact: true })).toBeVisible();
    // And back.
    await row.getByRole('button', { name: 'Modifier les rôles' }).click();
    await rolesDialog.getByRole('checkbox', { name: 'Consultant' }).uncheck({ force: true });
    await rolesDialog.getByRole('button', { name: 'Enregistrer les rôles' }).click();
    await expect(row.getByRole('cell', { name: 'Gestionnaire', exact: true })).toBeVisible();

    // Its own Admin role: refused in French.
    await page.getByRole('textbox', { name: 'Nom ou identifiant' }).fill('admin@demo.fr');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const own = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'admin@demo.fr' }) });
    await expect(table.getByRole('row')).toHaveCount(2);
    await own.getByRole('button', { name: 'Modifier les rôles' }).click();
    await rolesDialog.getByRole('checkbox', { name: 'Administrateur Digital' }).uncheck({ force: true });
    await rolesDialog.getByRole('checkbox', { name: 'Consultant' }).check({ force: true });
    await rolesDialog.getByRole('button', { name: 'Enregistrer les rôles' }).click();
    await expect(page.locator('.ea-toaster').getByText('Vous ne pouvez pas retirer votre propre rôle Administrateur Digital.')).toBeVisible();
    await rolesDialog.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(rolesDialog).toBeHidden();
    await expect(own.getByRole('cell', { name: 'Administrateur Digital', exact: true })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoSeriousViolations(page, 'utilisateurs 390');
  });
});
