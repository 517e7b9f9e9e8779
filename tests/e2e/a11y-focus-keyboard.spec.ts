import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { control, loginAsSophie, SOPHIE } from './accountHelpers';

/**
 * By keyboard only, as an RGAA audit does: after each step the focus is on a visible element
 * where the member goes on (inside the dialog that opened, back on the field a calendar filled,
 * on the title of the page a login or a form led to), and what a screen reader reads (the
 * accessibility tree) names each control in French, uniquely in its context.
 */

/** Presses Tab (or Shift+Tab) until the target has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<void> {
  for (let press = 0; press < max; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element: visible, of some size, and (when given) inside `container`. */
async function expectVisibleFocusIn(page: Page, container?: Locator): Promise<void> {
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toBeVisible();
  const box = await focused.boundingBox();
  expect(box && box.width > 4 && box.height > 4, 'the focused element has a size').toBeTruthy();
  if (container) expect(await container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

test('login by keyboard: the field names are French, the password note goes once filled, the accueil title then has the focus', async ({ page }) => {
  await page.goto('/api/identity/login');
  await expect(page).toHaveURL(/#\/login/);
  const user = page.getByRole('textbox', { name: /Identifiant/ });
  const password = page.getByRole('textbox', { name: 'Mot de passe' });
  // Sent empty first: each field says it is required, and the focus goes to the first.
  await tabTo(page, user);
  await page.keyboard.press('Enter');
  await expect(page.locator('form')).toContainText('* saisie obligatoire');
  await expect(user).toBeFocused();
  await page.keyboard.type(SOPHIE.userName);
  await tabTo(page, password);
  await page.keyboard.type(SOPHIE.password);
  // Once filled, a field no longer says it is required (the summary above stays until the next send).
  await expect(page.locator('.ea-field-errors')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/accueil$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // No Blueprint English on the page: its selects' caret is decoration.
  expect(await page.locator('body').ariaSnapshot()).not.toMatch(/Open dropdown|Close|Remove tag/);
});

test('accueil: the consents dialog takes the focus, its answers are named per consent; the RIB button shows once per contract', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/accueil');
  const opener = page.getByRole('button', { name: 'Mes consentements' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Vos consentements' });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectVisibleFocusIn(page, dialog);
  const names = await dialog
    .getByRole('listitem')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(2);
  expect(new Set(names).size, names.join(' | ')).toBe(names.length);
  for (const name of names) expect(name).toMatch(/^(Accepter|Refuser) — \S/);
  // Tab stays in the dialog, on named elements.
  for (let press = 0; press < names.length + 3; press++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocusIn(page, dialog);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  const rib = page.getByRole('button', { name: /^Mettre à jour mon RIB de prestations/ });
  const ribNames = await rib.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent));
  expect(new Set(ribNames).size, ribNames.join(' | ')).toBe(ribNames.length);
});

test('remboursements: a filter and a « Détail » dialog by keyboard, each opener named by its row', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/remboursements');
  const table = page.getByRole('table', { name: 'Mes remboursements' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  const beneficiaire = page.getByRole('combobox', { name: 'Bénéficiaire' });
  // Its choices come from a read of their own: on a cold server they may arrive after the table.
  await expect.poll(() => beneficiaire.locator('option').count()).toBeGreaterThan(1);
  await tabTo(page, beneficiaire);
  await page.keyboard.press('ArrowDown');
  await expect(beneficiaire).not.toHaveValue('');
  await tabTo(page, page.getByRole('button', { name: 'Filtrer' }));
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /résultat/ })
      .first(),
  ).toBeVisible();

  const openers = table.getByRole('button', { name: /^Détail du décompte — \d\d\/\d\d\/\d{4}$/ });
  await expect(openers.first()).toBeVisible();
  expect(await table.getByRole('button', { name: 'Détail', exact: true }).count()).toBe(0);
  const first = openers.first();
  const name = await first.getAttribute('aria-label');
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Détail du décompte' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectVisibleFocusIn(page, dialog);
  await page.keyboard.press('Tab');
  await expectVisibleFocusIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('button', { name: name!, exact: true })).toBeFocused();
});

test('a stepped acte by keyboard: the calendar names its days in full and gives the focus back, an empty upload step focuses its button, the confirmation takes the focus', async ({
  page,
}) => {
  await control(page.request, 'demandes-reset', {});
  await loginAsSophie(page);
  await page.goto('/#/actes/pec-hospi');
  const first = page.getByRole('textbox', { name: /Raison sociale de l'établissement/ });
  await tabTo(page, first);
  await page.keyboard.type('Clinique du Parc');
  await tabTo(page, page.getByRole('textbox', { name: /Numéro FINESS/ }));
  await page.keyboard.type('750000001');
  await tabTo(page, page.getByRole('textbox', { name: /Ville/ }));
  await page.keyboard.type('Paris');
  await tabTo(page, page.getByRole('textbox', { name: /Code DMT/ }));
  await page.keyboard.type('181');
  await tabTo(page, page.getByRole('button', { name: 'Suivant' }));
  await page.keyboard.press('Enter');

  // The date: its calendar by keyboard.
  const date = page.getByRole('textbox', { name: /Date d'admission/ });
  await tabTo(page, date);
  await page.keyboard.press('Alt+ArrowDown');
  const calendar = page.getByRole('dialog', { name: 'Calendrier' });
  await expect(calendar).toBeVisible();
  await expect(calendar).toHaveAttribute('aria-modal', 'true');
  await expect.poll(() => calendar.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const days = await calendar.getByRole('gridcell').evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
  expect(days.length).toBeGreaterThan(27);
  for (const day of days) expect(day).toMatch(/^\d{1,2}(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \S+ \d{4}$/);
  const snapshot = await calendar.ariaSnapshot();
  const dayNames = [...snapshot.matchAll(/gridcell "([^"]+)"/g)].map((match) => match[1]);
  expect(dayNames.length).toBeGreaterThan(27);
  expect(new Set(dayNames).size).toBe(dayNames.length);
  const focusedName = await page.evaluate(() => document.activeElement?.textContent ?? '');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(date).toBeFocused();
  await expect(date).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
  expect(focusedName).not.toBe('');

  await tabTo(page, page.getByRole('combobox', { name: /Personne hospitalisée/ }));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, page.getByRole('spinbutton', { name: /Durée prévue/ }));
  await page.keyboard.type('3');
  // A radio group is one Tab stop: Space picks the radio it lands on.
  for (let press = 0; press < 10 && !(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio')); press++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  await expect(page.locator('input[type=radio]:checked')).toHaveCount(1);
  await tabTo(page, page.getByRole('button', { name: 'Suivant' }));
  await page.keyboard.press('Enter');

  // The documents: sent empty, the focus goes to the visible button, with its focus ring.
  const choose = page.getByRole('button', { name: /Choisir (un fichier|des fichiers)/ });
  await tabTo(page, page.getByRole('button', { name: 'Suivant' }));
  await page.keyboard.press('Enter');
  await expect(choose).toBeFocused();
  await expectVisibleFocusIn(page);
  expect(await choose.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');

  // A file (a chooser cannot be driven by keys here: the input takes it), then on to the end.
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  await page.locator('input[type=file]').setInputFiles({ name: 'bulletin.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('listitem').filter({ hasText: 'bulletin.pdf' })).toContainText('Téléversé');
  await expect(page.getByRole('button', { name: 'Supprimer bulletin.pdf' })).not.toHaveAccessibleDescription('Supprimer bulletin.pdf');
  await tabTo(page, page.getByRole('button', { name: 'Suivant' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Valider' }));
  await page.keyboard.press('Enter');
  // Sent: the toast says so and the page the outcome leads to has the focus on its title.
  await expect(page.getByRole('status').filter({ hasText: 'Votre demande a bien été prise en compte' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the leave-page dialog is named and described, its focus on « Rester »', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/actes/pec-hospi');
  const first = page.getByRole('textbox', { name: /Raison sociale de l'établissement/ });
  await tabTo(page, first);
  await page.keyboard.type('Clinique');
  // The header's link to the accueil, reached backwards from the field.
  const home = page.getByRole('link', { name: /Accueil/ }).first();
  await tabTo(page, home, { back: true, max: 60 });
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alertdialog', { name: 'Quitter cette page ?' });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAccessibleDescription(/Si vous quittez cette page, elles seront perdues/);
  await expect(alert.getByRole('button', { name: 'Rester' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(alert).toHaveCount(0);
  await expect(first).toHaveValue('Clinique');
});
