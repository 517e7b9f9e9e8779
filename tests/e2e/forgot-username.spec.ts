import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CAMILLE, DEFAULT_CLIENT, createAccount, fillIdentity, login, mailLink, setClient } from './accountHelpers';

// Forgot username: the registration form with the new-identifier label →
// pre-forgot-username → (security code when the member has a confirmed mobile and SMS is on) →
// info modal → forgot-username → display-email; the confirmation link makes the new address the
// identifier. The server remembers who the identity form matched in the session: the browser
// never names the member to the security-code calls.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => setClient(request, DEFAULT_CLIENT));

const MOBILE = '0612345678';
const NEW_EMAIL = 'camille.nouvelle@demo.fr';

async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];
      code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function fillForgotUsername(page: Page) {
  await page.goto('/#/forgot-username');
  await expect(page.getByRole('heading', { level: 1, name: 'Identifiant oublié' })).toBeVisible();
  await fillIdentity(page, 'individual');
  await page.getByRole('textbox', { name: 'Nouvel identifiant (adresse e-mail)' }).fill(NEW_EMAIL);
  await page.getByRole('button', { name: 'Valider' }).click();
}

async function confirmInfoAndFinish(page: Page, request: APIRequestContext) {
  const info = page.getByRole('dialog', { name: "Changement d'identifiant" });
  await expect(info).toContainText(/Votre identifiant actuel est c\*+@demo\.fr/);
  await expect(info).toContainText(NEW_EMAIL);
  await info.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/#\/display-email$/);

  // The confirmation link makes the new address the identifier.
  await page.goto(await mailLink(request, NEW_EMAIL, 'confirm-email'));
  await expect(page.getByText('Votre adresse e-mail est confirmée. Vous pouvez vous connecter.')).toBeVisible();
  await login(page, NEW_EMAIL, CAMILLE.password);
  await expect(page.locator('header')).toContainText('Camille MARTIN');
}

test('without the security code step (no confirmed mobile): info modal → display-email → new identifier works', async ({ page, request }) => {
  await createAccount(request, { telephone: null });
  await fillForgotUsername(page);
  await confirmInfoAndFinish(page, request);
});

test('with the security code step: SMS code in the outbox → info modal → display-email → new identifier works', async ({ page, request }) => {
  await createAccount(request, { telephone: MOBILE });
  await fillForgotUsername(page);
  const dialog = page.getByRole('dialog', { name: 'Code de sécurité' });
  await expect(dialog.getByText(/envoyé par SMS/)).toBeVisible();
  const code = await codeSentTo(request, MOBILE);
  await dialog.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Votre code de sécurité a été vérifié avec succès.')).toBeVisible();
  await confirmInfoAndFinish(page, request);
});

