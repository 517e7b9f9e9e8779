import { test, expect } from './fixtures';
import { toast } from './accountHelpers';
import { expectNoSeriousViolations } from './axe';

/**
 * A client's rewording of a text of the portal's own catalogue (the header's
 * « Espace Adhérent », shellTexts.appName) is shown on that client's host — to the staff member
 * at once, to a new visitor from the first screen — and never on the other client's host.
 */
const ADMIN = { userName: 'admin@demo.fr', password: 'Demo#2026pass' };
const HORIZON_NAME = 'Espace Adhérent Mutuelle Horizon';

test('an override of a header text for Mutuelle Horizon shows on horizon.localhost only', async ({ page, browser }) => {
  const horizon = `http://horizon.localhost:${process.env.E2E_PORT}`;
  const headerTitle = (p = page) => p.locator('.ea-header__title');

  await page.goto(`${horizon}/#/login`);
  await page.getByRole('textbox', { name: /Identifiant/ }).fill(ADMIN.userName);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await page.waitForURL(/#\/(accueil|admin)/);
  // The landing page drawn: the app's own navigation after login is over before the test's.
  await expect(page.getByRole('heading', { level: 1, name: /Mon espace|Administration/ })).toBeVisible();
  await page.goto(`${horizon}/#/admin/parametrage/traductions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Traductions' })).toBeVisible();
  await expect(headerTitle()).toHaveText('Espace Adhérent');

  // Staff pick the catalogue's text in the list (searched by its wording) and reword it.
  await page.getByRole('textbox', { name: 'Texte recherché' }).fill('Espace Adhérent');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  const row = page.getByRole('table', { name: 'Textes du portail' }).getByRole('row').filter({ hasText: 'shellTexts.appName' });
  await expect(row).toContainText('Espace Adhérent');
  await row.getByRole('button', { name: 'Modifier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier : Espace Adhérent' });
  await expect(dialog.getByRole('textbox', { name: /Texte affiché/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'dialogue de traduction');
  await dialog.getByRole('textbox', { name: /Texte affiché/ }).fill(HORIZON_NAME);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Le texte a été enregistré.', 'status')).toBeVisible();
  await expect(row).toContainText(HORIZON_NAME);
  // The staff member's own header follows at once (the client read is read again).
  await expect(headerTitle()).toHaveText(HORIZON_NAME);

  // A new visitor: on Horizon's host from the first screen, on the default client's host never.
  const visitor = await browser.newContext();
  try {
    const onHorizon = await visitor.newPage();
    await onHorizon.goto(`${horizon}/#/`);
    await expect(headerTitle(onHorizon)).toHaveText(HORIZON_NAME);
    await expect(onHorizon).toHaveTitle(new RegExp(HORIZON_NAME));
    const onDefault = await visitor.newPage();
    await onDefault.goto(`http://127.0.0.1:${process.env.E2E_PORT}/#/`);
    await expect(onDefault.getByRole('link', { name: 'Créer mon espace' })).toBeVisible();
    await expect(headerTitle(onDefault)).toHaveText('Espace Adhérent');
  } finally {
    await visitor.close();
  }

  // « Rétablir » gives the product's wording back.
  await row.getByRole('button', { name: "Rétablir le texte d'origine : Espace Adhérent" }).click();
  await expect(toast(page, "Le texte d'origine est rétabli.", 'status')).toBeVisible();
  await expect(headerTitle()).toHaveText('Espace Adhérent');
});
