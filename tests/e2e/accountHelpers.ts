import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The demo member without account (README, src/server/demo). */
export const CAMILLE = {
  numeroContrat: 'DEMO0001',
  nir: '1850775112345',
  nom: 'MARTIN',
  prenom: 'Camille',
  dateNaissance: '14/07/1985',
  codePostal: '75011',
  iban: '0189',
  email: 'camille.martin@demo.fr',
  password: 'Camille#2026ok',
};

/** The demo client's settings as seeded (src/server/demo/content/client.json). */
export const DEFAULT_CLIENT = {
  createAccountAuthMode: 'individual',
  registerAttemptNumber: 5,
  tailleMaxPrenomNom: 50,
  passwordRequiredLength: 8,
  isRegisterIbanObligatoire: false,
  amfSmsActivated: true,
  oidcExternalProvider: null,
};

/** POST to a test-only control of the server (DEV_TOOLS=1 and NODE_ENV=test), with the anti-forgery header. */
export async function control(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<void> {
  await request.get('/api/identity/client');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.post(`/api/dev/test/${path}`, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

export const setClient = (request: APIRequestContext, settings: Record<string, unknown>) => control(request, 'client', settings);
export const deleteAccount = (request: APIRequestContext, numeroContrat: string) => control(request, 'delete-account', { numeroContrat });
/** Gives the demo member an active account (replacing any), optionally with the security code on. */
export const createAccount = (request: APIRequestContext, options: { amfActive?: boolean; telephone?: string | null } = {}) =>
  control(request, 'create-account', { numeroContrat: CAMILLE.numeroContrat, email: CAMILLE.email, password: CAMILLE.password, ...options });

/** Staff (gestion@demo.fr) creates the demo member's account, as the back office does: its mail leads to activate-user. */
export async function staffCreateAccount(request: APIRequestContext): Promise<void> {
  const xsrf = async () => (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  await request.get('/api/identity/client');
  const login = await request.post('/api/identity/login', { data: { userName: 'gestion@demo.fr', password: 'Demo#2026pass' }, headers: { 'X-XSRF-TOKEN': await xsrf() } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const created = await request.post('/api/identity/client/create', {
    data: { numeroContrat: CAMILLE.numeroContrat, email: CAMILLE.email },
    headers: { 'X-XSRF-TOKEN': await xsrf() },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  await request.post('/api/identity/logout', { headers: { 'X-XSRF-TOKEN': await xsrf() } });
}

/** The newest link of the dev mailbox sent to `to` whose route is `route` ('activate-user'). */
export async function mailLink(request: APIRequestContext, to: string, route: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as { links: string[] }[];
      found = messages.flatMap((m) => m.links).find((link) => link.includes(`#/${route}?`));
      return found;
    })
    .toBeTruthy();
  // The portal under test, whatever origin the server wrote into the mail.
  return found!.replace(/^https?:\/\/[^/]+/, '');
}

/** Fills the identity part of the registration / forgot-username form for the auth mode. */
export async function fillIdentity(page: Page, mode: string, who = CAMILLE): Promise<void> {
  if (mode === 'individual' || mode === 'all' || mode === 'oneOfTwo') {
    await page.getByRole('textbox', { name: 'Numéro de contrat' }).fill(who.numeroContrat);
  }
  if (mode === 'nir' || mode === 'all') {
    await page.getByRole('textbox', { name: /Numéro de sécurité sociale/ }).first().fill(who.nir);
  }
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(who.nom);
  await page.getByRole('textbox', { name: 'Prénom' }).fill(who.prenom);
  await page.getByRole('textbox', { name: 'Date de naissance' }).fill(who.dateNaissance);
  await page.getByRole('textbox', { name: 'Code postal' }).fill(who.codePostal);
  await page.getByRole('textbox', { name: '4 derniers caractères de votre IBAN' }).fill(who.iban);
}

export async function fillPasswords(page: Page, password: string, confirmation = password): Promise<void> {
  await page.getByRole('textbox', { name: /^(Nouveau mot de passe|Mot de passe)$/ }).fill(password);
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(confirmation);
}

/** Login through the identity endpoint, as the landing's 'Me connecter' does. */
export async function login(page: Page, userName: string, password: string, callbackUrl?: string): Promise<void> {
  await page.goto(callbackUrl ? `/api/identity/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/api/identity/login');
  await expect(page).toHaveURL(/#\/login/);
  await page.getByRole('textbox', { name: /Identifiant/ }).fill(userName);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(password);
  await page.getByRole('button', { name: 'Me connecter' }).click();
}

/** Asks for a reset link for the demo member and returns it, as found in the dev mailbox. */
export async function requestResetLink(page: Page, request: APIRequestContext, previous?: string): Promise<string> {
  await page.goto('/#/forgot-password');
  await page.getByRole('textbox', { name: /Identifiant/ }).fill(CAMILLE.email);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/#\/forgot-password-confirmation$/);
  let link = '';
  await expect.poll(async () => (link = await mailLink(request, CAMILLE.email, 'reset-password'))).not.toBe(previous);
  return link;
}

/** A toast by its role (errors are alerts, the rest statuses) and its text. */
export function toast(page: Page, text: string | RegExp, role: 'alert' | 'status' = 'alert') {
  return page.getByRole(role).filter({ hasText: text }).first();
}

/** The newest 6-digit code sent to `to` (mail or SMS) through the dev mailbox, newer than message `after`. */
export async function codeSentTo(request: APIRequestContext, to: string, after = 0): Promise<{ code: string; id: number }> {
  let found: { code: string; id: number } | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { id: number; text: string }[];
      const newest = messages[0];
      const match = newest && newest.id > after ? newest.text.match(/\b(\d{6})\b/) : null;
      found = match ? { code: match[1], id: newest.id } : undefined;
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** The id of the newest message sent to `to` (0 when none): pass it to `codeSentTo` as `after`. */
export async function newestMessageId(request: APIRequestContext, to: string): Promise<number> {
  const messages = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { id: number }[];
  return messages[0]?.id ?? 0;
}

/** The demo member with an account (README « Essayer »). */
export const SOPHIE = { userName: 'adherent@demo.fr', password: 'Demo#2026pass' };

/** Sophie's mobile in the demo data (security codes go there by SMS). */
export const SOPHIE_MOBILE = '0698765432';

/** The newest message ids of Sophie's mobile and mail, before a code is asked for. */
export async function lastSophieIds(page: Page): Promise<{ sms: number; mail: number }> {
  return { sms: await newestMessageId(page.request, SOPHIE_MOBILE), mail: await newestMessageId(page.request, SOPHIE.userName) };
}

/** Where the code went: Sophie's mobile, or her mail when SMS cannot be used (an earlier test may change her phone). */
export async function codeSentToSophie(page: Page, after: { sms: number; mail: number }): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      for (const [to, id] of [[SOPHIE_MOBILE, after.sms], [SOPHIE.userName, after.mail]] as const) {
        const newest = ((await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as Array<{ id: number; text: string }>)[0];
        const match = newest && newest.id > id ? newest.text.match(/\b(\d{6})\b/) : null;
        if (match) return (code = match[1]);
      }
      return undefined;
    })
    .toBeTruthy();
  return code!;
}

/** A dialog's Valider, then the security-code step it opens (every change of bank details asks for one), then its Valider. */
export async function validateWithSecurityCode(page: Page, dialog: Locator): Promise<void> {
  const before = await lastSophieIds(page);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  const security = page.getByRole('dialog', { name: 'Code de sécurité' });
  await expect(security).toBeVisible();
  const code = await codeSentToSophie(page, before);
  await security.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await security.getByRole('button', { name: 'Valider' }).click();
}

export async function xsrf(request: APIRequestContext): Promise<string> {
  await request.get('/api/identity/client');
  return (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
}

/** Logs the page's browser context in through the API (the login screen is tested elsewhere). */
export async function loginAsSophie(page: Page): Promise<void> {
  const response = await page.request.post('/api/identity/login', { data: SOPHIE, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  expect(response.ok(), await response.text()).toBeTruthy();
}
