import { test, expect } from './fixtures';
import { login } from './accountHelpers';

/**
 * Leaving a form that holds unsaved data asks first (a router blocker, French
 * Blueprint Alert, keyboard usable); closing the tab asks the browser's own question; a
 * submitted form leaves without asking.
 */
const TYPED = 'sophie.durand@exemple.fr';

test('a link away from a form with typed data asks: « Rester » keeps every character, « Quitter » leaves', async ({ page }) => {
  await page.goto('/#/forgot-password');
  const userName = page.getByRole('textbox', { name: /Identifiant/ });
  await userName.pressSequentially(TYPED);

  // A plain '#/…' link (the footer's) goes through the router, so the blocker sees it.
  await page.getByRole('link', { name: 'Mentions légales' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Vous avez saisi des informations qui ne sont pas enregistrées.');
  await alert.getByRole('button', { name: 'Rester' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/#\/forgot-password$/);
  await expect(userName).toHaveValue(TYPED);

  // Keyboard: Escape is « Rester » too.
  await page.getByRole('link', { name: "Conditions générales d'utilisation" }).click();
  await expect(alert).toBeVisible();
  // The alert's overlay holds the focus (Blueprint moves it in on the next frame), not the one closed just before.
  await expect
    .poll(() => alert.evaluate((element) => element.closest('.bp6-overlay')?.contains(document.activeElement) ?? false))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await expect(userName).toHaveValue(TYPED);

  // « Retour » asks as well; « Quitter » from the keyboard leaves (opened first: « Retour » goes up to the landing page).
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(alert).toBeVisible();
  await expect(userName).toHaveValue(TYPED);
  await alert.getByRole('button', { name: 'Quitter' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/$/);
  await expect(alert).toBeHidden();
});

test('an untouched form and a form typed back to what it opened with leave without asking', async ({ page }) => {
  await page.goto('/#/forgot-password');
  const userName = page.getByRole('textbox', { name: /Identifiant/ });
  await expect(userName).toBeVisible();
  await page.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL(/#\/page\/mentions-legales$/);

  await page.goto('/#/forgot-password');
  await userName.pressSequentially('ab');
  await userName.press('Backspace');
  await userName.press('Backspace');
  await page.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL(/#\/page\/mentions-legales$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a submitted form does not ask: its own navigation and the next link go through', async ({ page }) => {
  await page.goto('/#/forgot-password');
  await page.getByRole('textbox', { name: /Identifiant/ }).fill(TYPED);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/#\/forgot-password-confirmation$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('closing the tab with typed data asks the browser first; without typed data it does not', async ({ page, context }) => {
  await page.goto('/#/forgot-password');
  await page.getByRole('textbox', { name: /Identifiant/ }).pressSequentially(TYPED);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  const fresh = await context.newPage();
  await fresh.goto('/#/forgot-password');
  await expect(fresh.getByRole('textbox', { name: /Identifiant/ })).toBeVisible();
  let freshAsked = false;
  fresh.on('dialog', () => (freshAsked = true));
  await fresh.close({ runBeforeUnload: true });
  await expect.poll(() => fresh.isClosed()).toBe(true);
  expect(freshAsked).toBe(false);
  await page.close();
});

test('an address typed in the bar leaves without asking (the router cannot hold it back), and what was typed is there again on « back »', async ({ page }) => {
  await page.goto('/#/forgot-password');
  const userName = page.getByRole('textbox', { name: /Identifiant/ });
  await userName.pressSequentially(TYPED);
  // A new hash from the address bar (here set by a script: the same history entry, with no state
  // of the router's) reaches the router as a navigation it did not make and cannot block.
  await page.evaluate(() => void (window.location.hash = '#/page/mentions-legales'));
  await expect(page).toHaveURL(/#\/page\/mentions-legales$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/forgot-password$/);
  await expect(userName).toHaveValue(TYPED);
  // Still unsaved: a link away asks as for data just typed.
  await page.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Vous avez saisi des informations qui ne sont pas enregistrées.');
});

test('« Me déconnecter » with typed data asks first: « Rester » keeps the session and every character, « Quitter » logs out with no second question', async ({ page }) => {
  await login(page, 'adherent@demo.fr', 'Demo#2026pass', '/communication-mail');
  const adresse = page.getByRole('textbox', { name: /Nouvelle adresse e-mail de contact/ });
  await adresse.pressSequentially(TYPED);
  let browserQuestions = 0;
  page.on('dialog', (dialog) => {
    browserQuestions += 1;
    void dialog.accept();
  });
  const logout = page.locator('header').getByRole('button', { name: 'Me déconnecter' });

  await logout.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Vous avez saisi des informations qui ne sont pas enregistrées.');
  await alert.getByRole('button', { name: 'Rester' }).click();
  await expect(alert).toBeHidden();
  await expect(adresse).toHaveValue(TYPED);
  // Nothing was ended behind the question.
  expect(await (await page.request.get('/api/identity/current-user')).json()).toMatchObject({ userName: 'adherent@demo.fr' });

  await logout.click();
  await alert.getByRole('button', { name: 'Quitter' }).click();
  await expect(page.getByRole('link', { name: 'Me connecter' })).toBeVisible();
  expect(await (await page.request.get('/api/identity/current-user')).json()).toBeNull();
  expect(browserQuestions).toBe(0);
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(TYPED);
});
