import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { codeSentTo, codeSentToSophie, control, lastSophieIds, newestMessageId, setClient, SOPHIE, loginAsSophie, validateWithSecurityCode, xsrf } from './accountHelpers';

/**
 * The shared pieces in a real browser: security code (mail fallback, wrong code ×5), consent, RIB de
 * prestations (manual and automatic), care-network Kalivia form, FAQ search → feedback, mobile banner.
 */



async function post(page: Page, url: string, data: Record<string, unknown>) {
  return page.request.post(url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
}

async function typeCode(page: Page, code: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /1/ }).first().click();
  await page.keyboard.type(code);
}

test.describe('security code', () => {
  test.beforeEach(async ({ page }) => {
    await control(page.request, 'amf-reset', {});
  });
  test.afterEach(async ({ page }) => {
    await setClient(page.request, { amfSmsActivated: true });
  });

  test('SMS off: the code goes by e-mail; a forbidden phone says so; success toasts', async ({ page }) => {
    await loginAsSophie(page);
    await setClient(page.request, { amfSmsActivated: false });
    await page.goto('/#/accueil');
    const before = await newestMessageId(page.request, SOPHIE.userName);
    await page.getByRole('button', { name: 'Activer la protection par SMS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Code de sécurité' });
    await expect(dialog.getByText(/envoyé par e-mail à a\*+@demo\.fr/)).toBeVisible();
    const { code } = await codeSentTo(page.request, SOPHIE.userName, before);
    await typeCode(page, code);
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('La protection par SMS a bien été activée.')).toBeVisible();
    await expect(page.getByText('Protection par code de sécurité : activée')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('currentSecurityCode'))).toBe(code);

    // The browser takes only a French mobile: a landline is refused under the field, nothing is sent.
    const phoneField = page.getByRole('textbox', { name: 'Nouveau numéro de téléphone mobile' });
    await phoneField.fill('01 45 67 89 01');
    await page.getByRole('button', { name: 'Modifier mon téléphone mobile' }).click();
    await expect(page.getByText('Le numéro de téléphone mobile doit commencer par 06 ou 07 (ou +33 6 / +33 7).')).toBeVisible();
    await expect(dialog).toBeHidden();
    // A mobile (SMS still off: its code goes by mail).
    await phoneField.fill('+33 6 11 22 33 44');
    const before2 = await newestMessageId(page.request, SOPHIE.userName);
    await page.getByRole('button', { name: 'Modifier mon téléphone mobile' }).click();
    await expect(dialog.getByText(/envoyé par e-mail/)).toBeVisible();
    // Resend.
    const resent = await codeSentTo(page.request, SOPHIE.userName, before2);
    await dialog.getByRole('button', { name: 'Renvoyer le code' }).click();
    await expect(page.getByText("Un code de sécurité vient d'être renvoyé.")).toBeVisible();
    const { code: code2 } = await codeSentTo(page.request, SOPHIE.userName, resent.id);
    await typeCode(page, code2);
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Votre numéro de téléphone mobile a bien été modifié.')).toBeVisible();

    // SMS on, and a landline on record (set through the API, which takes any French number): not an
    // authorized mobile, so codes go by mail.
    await setClient(page.request, { amfSmsActivated: true });
    expect((await post(page, '/api/amf/update-user-tel', { newAmfTel: '01 45 67 89 01' })).ok()).toBeTruthy();
    const before3 = await newestMessageId(page.request, SOPHIE.userName);
    const landline = await post(page, '/api/amf/send-security-code', { sendType: 'SMS', operation: 'modifyPhone' });
    expect(await landline.json()).toMatchObject({ sendType: 'MAIL', telephoneForbidden: true });
    const { code: code3 } = await codeSentTo(page.request, SOPHIE.userName, before3);
    expect((await post(page, '/api/amf/validate-operation', { operation: 'modifyPhone', securityCode: code3, newAmfTel: '0145678901' })).ok()).toBeTruthy();
    // Send counters back to zero: the steps below send two more codes.
    await control(page.request, 'amf-reset', {});

    // Log in again: the account now needs a 'login' code, sent by mail (forbidden phone), checked in the browser's session.
    await page.request.post('/api/identity/logout', { headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
    const gate = await post(page, '/api/identity/login', SOPHIE);
    expect(gate.status()).toBe(403);
    expect((await gate.json()).code).toBe('SecurityCodeRequired');
    const sent = await post(page, '/api/amf/send-security-code', { sendType: 'SMS', operation: 'login', username: SOPHIE.userName });
    expect(await sent.json()).toMatchObject({ sendType: 'MAIL', telephoneForbidden: true });
    // Restore: AMF off, mobile back (for the other tests).
    const loginCode = (await codeSentTo(page.request, SOPHIE.userName)).code;
    expect((await post(page, '/api/amf/validate-operation', { operation: 'login', username: SOPHIE.userName, securityCode: loginCode })).ok()).toBeTruthy();
    const login = await page.request.post('/api/identity/login', {
      data: SOPHIE,
      headers: { 'X-XSRF-TOKEN': await xsrf(page.request), 'X-SecurityCode': loginCode },
    });
    expect(login.ok()).toBeTruthy();
    await post(page, '/api/amf/send-security-code', { sendType: 'MAIL', operation: 'deactivateAmf' });
    const off = await codeSentTo(page.request, SOPHIE.userName);
    expect((await post(page, '/api/amf/validate-operation', { operation: 'deactivateAmf', securityCode: off.code })).ok()).toBeTruthy();
  });

  test.describe('wrong code', () => {
    // Chromium logs each refused code (400) as a console error: expected here.
    test.use({ allowedConsoleErrors: [/status of 400/] });
  test('wrong code five times: the code is dead, a new one is needed', async ({ page }) => {
    await loginAsSophie(page);
    await setClient(page.request, { amfSmsActivated: false });
    await page.goto('/#/accueil');
    await page.getByRole('button', { name: /Activer la protection par SMS|Désactiver la protection par SMS/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Code de sécurité' });
    await expect(dialog.getByText(/envoyé par e-mail/)).toBeVisible();
    const { code } = await codeSentTo(page.request, SOPHIE.userName);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      await typeCode(page, wrong);
      await dialog.getByRole('button', { name: 'Valider' }).click();
      await expect(dialog.getByText(`Il vous reste ${5 - i} essai`)).toBeVisible();
    }
    await typeCode(page, wrong);
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(dialog.getByText(/ce code de sécurité n’est plus valable. Demandez un nouveau code./)).toBeVisible();
    await typeCode(page, code);
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(dialog.getByText(/a expiré ou a déjà été utilisé/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });
  });
});

test('consent: accept and refuse, each with its toast', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/accueil');
  await page.getByRole('button', { name: 'Mes consentements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vos consentements' });
  const items = dialog.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const answers: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/consentement') && request.method() === 'POST') answers.push(request.postDataJSON());
  });
  await items.nth(0).getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText('Nous avons bien pris en compte votre consentement.').first()).toBeVisible();
  await items.nth(1).getByRole('button', { name: 'Refuser' }).click();
  await expect(items.nth(1).getByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-pressed', 'true');
  // Polled: an answer already saved (an earlier test refused it) is pressed before its request leaves.
  await expect.poll(() => answers).toEqual([
    { nomConsentement: 'collecteDonnees', isAccepted: true },
    { nomConsentement: expect.any(String), isAccepted: false },
  ]);
});

test.describe('RIB de prestations', () => {
  // A change of bank details is refused (403) until the security code is verified: expected here.
  test.use({ allowedConsoleErrors: [/status of 403/] });
  test.beforeEach(async ({ page }) => {
    await control(page.request, 'amf-reset', {});
  });
  test.afterEach(async ({ page }) => {
    await control(page.request, 'mode-gestion', { id: 'ribPrestationsActeGestion', modeGestion: 'automatique' });
  });

  test('manual mode: the document is required; the request will be processed', async ({ page }) => {
    await loginAsSophie(page);
    await control(page.request, 'mode-gestion', { id: 'ribPrestationsActeGestion', modeGestion: 'manuel' });
    await page.goto('/#/accueil');
    await page.getByRole('button', { name: 'Mettre à jour mon RIB de prestations' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Mise à jour du RIB de prestations' });
    await dialog.getByRole('textbox', { name: /Titulaire du compte/ }).fill('Sophie DURAND');
    await dialog.getByRole('textbox', { name: /IBAN/ }).fill('FR7630002005500000124310189');
    await dialog.getByRole('textbox', { name: /BIC/ }).fill('CRLYFRPP');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(dialog.getByText(/Merci de joindre le document demandé\.|saisie obligatoire/).first()).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'rib.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n') });
    await expect(dialog.getByText('rib.pdf')).toBeVisible();
    await validateWithSecurityCode(page, dialog);
    await expect(dialog.getByText('Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.')).toBeVisible();
  });

  test('automatic mode: the security code first, then the contract list reloads with the new RIB and Sophie gets the mail', async ({ page }) => {
    await loginAsSophie(page);
    await page.goto('/#/accueil');
    const rib = page.locator('.ea-contrat__rib').first();
    const ribOnServer = async () => ((await (await page.request.get('/api/adherent/contrats')).json()) as { contrats: Array<{ modalitePaiementPrestation: { rib: string | null } }> }).contrats.map((c) => c.modalitePaiementPrestation.rib);
    const before = await ribOnServer();
    await page.getByRole('button', { name: 'Mettre à jour mon RIB de prestations' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Mise à jour du RIB de prestations' });
    await dialog.getByRole('textbox', { name: /Titulaire du compte/ }).fill('Sophie DURAND');
    await dialog.getByRole('textbox', { name: /IBAN/ }).fill('FR7630002005500000124310189');
    await dialog.getByRole('textbox', { name: /BIC/ }).fill('CRLYFRPP');
    const ids = await lastSophieIds(page);
    const sent = ids.mail;
    await dialog.getByRole('button', { name: 'Valider' }).click();
    const security = page.getByRole('dialog', { name: 'Code de sécurité' });
    await expect(security).toBeVisible();
    // Nothing has changed while the code is not verified.
    expect(await ribOnServer()).toEqual(before);
    const code = await codeSentToSophie(page, ids);
    await security.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await security.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Votre demande a bien été prise en compte', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rib).toHaveText('FR76 **** **** **** **** ***0 189');
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(SOPHIE.userName)}`)).json()) as Array<{ id: number; subject: string | null }>;
        return mails.filter((mail) => mail.id > sent).map((mail) => mail.subject);
      })
      .toContain('Vos coordonnées bancaires ont été modifiées');
  });
});

test('care networks: Kalivia posts a hidden form with API_KEY and NUM_OMC', async ({ page, context }) => {
  await loginAsSophie(page);
  let posted: { url: string; body: string } | undefined;
  await context.route('https://partenaire-sante.example/**', async (route) => {
    posted = { url: route.request().url(), body: route.request().postData() ?? '' };
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Partenaire</p>' });
  });
  await page.goto('/#/accueil');
  await page.getByRole('button', { name: 'Réseaux de soins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Réseaux de soins' });
  const before = Date.now();
  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: /Accéder au service : Kalivia/ }).click();
  await (await popup).waitForLoadState();
  expect(posted?.url).toBe('https://partenaire-sante.example/kalivia/sso');
  const fields = new URLSearchParams(posted!.body);
  expect(fields.get('NUM_OMC')).toBe('OMC-DEMO-0042');
  expect(Number(fields.get('API_KEY'))).toBeGreaterThanOrEqual(before);
});

test('FAQ: search, the single result opens itself, feedback with a comment', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aide' });
  await expect(dialog.getByRole('tab', { name: 'Top 5' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Résultats' })).toHaveCount(0);
  await dialog.getByRole('searchbox', { name: 'Votre question' }).fill('zzzz introuvable');
  await dialog.getByRole('button', { name: 'Rechercher' }).click();
  await expect(dialog.getByText("Désolé, nous n'avons pas trouvé de réponse...")).toBeVisible();
  await expect(dialog.getByText('Aucun résultat.')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Votre question' }).fill('remboursement');
  await dialog.getByRole('button', { name: 'Rechercher' }).click();
  await expect(dialog.getByRole('tab', { name: 'Résultats' })).toHaveAttribute('aria-selected', 'true');
  const first = dialog.getByRole('tabpanel').getByRole('listitem').first().getByRole('button');
  if (await first.isVisible().catch(() => false)) await first.click();
  const useful = page.waitForRequest((r) => r.url().endsWith('/api/inbenta-faq/useful'));
  await dialog.getByRole('button', { name: 'Non' }).click();
  await dialog.getByRole('textbox', { name: /commentaire/i }).fill('Il manque les délais.');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  expect((await useful).postDataJSON()).toMatchObject({ isUseful: false, comment: 'Il manque les délais.', userType: 4 });
  await expect(dialog.getByText('Nous vous remercions pour votre retour')).toBeVisible();
});

test.describe('mobile banner', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' });

  test('shows on Android and not again after closing', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Application mobile' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Ne plus afficher' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'isMobileAppClosed');
    expect(cookie?.value).toBe('true');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur votre Espace Adhérent' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
