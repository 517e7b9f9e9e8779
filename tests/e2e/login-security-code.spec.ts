import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CAMILLE, DEFAULT_CLIENT, codeSentTo, control, createAccount, login, newestMessageId, setClient } from './accountHelpers';

// Login of an account with the security code on: the password is right, the server
// answers 403 SecurityCodeRequired, the login screen opens the shared code modal, and once the
// code is verified the same login goes again with X-SecurityCode.
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ request }) => control(request, 'amf-reset', {}));
test.afterEach(async ({ request }) => setClient(request, DEFAULT_CLIENT));
// Chromium logs the gated login (403) and each refused code (400) as console errors: expected here.
test.use({ allowedConsoleErrors: [/status of 40[03]/] });

const MOBILE = '0612345678';
const LANDLINE = '0145678901';

async function typeCode(page: Page, code: string) {
  await page.getByRole('dialog', { name: 'Code de sécurité' }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

test('SMS: the login screen asks for the code sent by SMS, then the member is in', async ({ page, request }) => {
  await createAccount(request, { amfActive: true, telephone: MOBILE });
  const before = await newestMessageId(request, MOBILE);
  await login(page, CAMILLE.email, CAMILLE.password);
  const dialog = page.getByRole('dialog', { name: 'Code de sécurité' });
  await expect(dialog.getByText(/envoyé par SMS/)).toBeVisible();
  // Nobody is logged in while the code is pending.
  await expect(page.locator('header')).not.toContainText('Camille MARTIN');
  const { code } = await codeSentTo(request, MOBILE, before);
  await typeCode(page, code);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Votre code de sécurité a été vérifié avec succès.')).toBeVisible();
  await expect(page).toHaveURL(/#\/accueil$/);
  await expect(page.locator('header')).toContainText('Camille MARTIN');
});

test('forbidden phone: the code goes by e-mail and says why; a wrong code, a cancel, then the right code', async ({ page, request }) => {
  await createAccount(request, { amfActive: true, telephone: LANDLINE });
  const before = await newestMessageId(request, CAMILLE.email);
  await login(page, CAMILLE.email, CAMILLE.password);
  const dialog = page.getByRole('dialog', { name: 'Code de sécurité' });
  await expect(dialog.getByText(/envoyé par e-mail à c\*+@demo\.fr/)).toBeVisible();
  await expect(
    dialog.getByText("Ce numéro n'est pas un numéro de mobile autorisé : le code de sécurité vous a été envoyé par e-mail."),
  ).toBeVisible();
  const first = await codeSentTo(request, CAMILLE.email, before);
  await typeCode(page, first.code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.getByText('Il vous reste 4 essai', { exact: false })).toBeVisible();

  // Cancel: back on the login form, what was typed still there, the button usable again.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: /Identifiant/ })).toHaveValue(CAMILLE.email);
  const submit = page.getByRole('button', { name: 'Me connecter' });
  await expect(submit).toBeEnabled();
  await expect(page.locator('header')).not.toContainText('Camille MARTIN');

  // Again: a new code is sent, and this one lets the member in.
  await submit.click();
  await expect(dialog.getByRole('status')).toContainText('envoyé par e-mail');
  const second = await codeSentTo(request, CAMILLE.email, first.id);
  await typeCode(page, second.code);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Votre code de sécurité a été vérifié avec succès.')).toBeVisible();
  await expect(page.locator('header')).toContainText('Camille MARTIN');
  expect(await page.evaluate(() => localStorage.getItem('currentSecurityCode'))).toBe(second.code);
});
