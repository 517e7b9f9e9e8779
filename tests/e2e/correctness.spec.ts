import { test, expect, appTookOver } from './fixtures';
import { control, loginAsSophie, validateWithSecurityCode } from './accountHelpers';

/**
 * What the member sees is right — saved consents, one IBAN mask and
 * normaliser, the phone check under its field, the calendar in French, small layout and toast rules.
 */


test('the consent dialog shows the saved answers, also after reopening and reloading', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/accueil');
  const open = () => page.getByRole('button', { name: 'Mes consentements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vos consentements' });
  const items = dialog.getByRole('listitem');
  await open();
  await items.nth(0).getByRole('button', { name: 'Refuser' }).click();
  await expect(items.nth(0).getByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-pressed', 'true');
  await items.nth(1).getByRole('button', { name: 'Accepter' }).click();
  await expect(items.nth(1).getByRole('button', { name: 'Accepter' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(dialog).toBeHidden();

  // A new page: only the server knows the answers.
  await page.reload();
  await open();
  await expect(items.nth(0).getByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-pressed', 'true');
  await expect(items.nth(0).getByRole('button', { name: 'Accepter' })).toHaveAttribute('aria-pressed', 'false');
  await expect(items.nth(1).getByRole('button', { name: 'Accepter' })).toHaveAttribute('aria-pressed', 'true');
  // The latest answer counts.
  await items.nth(0).getByRole('button', { name: 'Accepter' }).click();
  await expect(items.nth(0).getByRole('button', { name: 'Accepter' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await open();
  await expect(items.nth(0).getByRole('button', { name: 'Accepter' })).toHaveAttribute('aria-pressed', 'true');
  await expect(items.nth(0).getByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-pressed', 'false');
});

test.describe('RIB', () => {
  // The first Valider is refused (403) until the security code is verified: the step it opens.
  test.use({ allowedConsoleErrors: [/status of 403/] });
  test.beforeEach(async ({ page }) => {
    await control(page.request, 'mode-gestion', { id: 'ribPrestationsActeGestion', modeGestion: 'automatique' });
    await control(page.request, 'amf-reset', {});
  });

  test('a pasted IBAN in lower case with spaces is accepted; the card shows the IBAN mask', async ({ page }) => {
    await loginAsSophie(page);
    await page.goto('/#/accueil');
    const rib = page.locator('#portail #contenu .ea-contrat__rib').first();
    // The demo contract's RIB is masked the one way: country, check digits, last 4, groups of 4.
    await expect(rib).toHaveText('FR14 **** **** **** **** ***2 606');
    await page.getByRole('button', { name: 'Mettre à jour mon RIB de prestations' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Mise à jour du RIB de prestations' });
    await dialog.getByRole('textbox', { name: /Titulaire du compte/ }).fill('Sophie DURAND');
    const iban = dialog.getByRole('textbox', { name: /IBAN/ });
    await iban.fill('fr76 3000 6000 0112 3456 7890 189');
    await expect(iban).toHaveValue('FR7630006000011234567890189');
    await dialog.getByRole('textbox', { name: /BIC/ }).fill('PSSTFRPPXXX');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    // A change of bank details asks for the security code first, whatever the screen.
    await validateWithSecurityCode(page, dialog);
    await expect(page.getByText('Votre demande a bien été prise en compte', { exact: true }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rib).toHaveText('FR76 **** **** **** **** ***0 189');
  });
});

test.describe('new mobile phone', () => {
  test('checked in the browser as a French mobile, the message under the field', async ({ page }) => {
    await loginAsSophie(page);
    await page.goto('/#/accueil');
    const field = page.getByRole('textbox', { name: 'Nouveau numéro de téléphone mobile' });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/amf/update-user-tel')) calls.push(request.url());
    });
    for (const wrong of ['01 45 67 89 01', '06 12 34', '+33 1 45 67 89 01']) {
      await field.fill(wrong);
      await page.getByRole('button', { name: 'Modifier mon téléphone mobile' }).click();
      await expect(field).toHaveAccessibleDescription('Le numéro de téléphone mobile doit commencer par 06 ou 07 (ou +33 6 / +33 7).');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
    }
    expect(calls).toEqual([]);
    // Typing again clears the message.
    await field.fill('07 12 34 56 78');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Le numéro de téléphone mobile doit commencer par 06 ou 07')).toHaveCount(0);
  });

  test.describe('server refusal', () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });
    test('the server’s refusal shows under the field too', async ({ page }) => {
      await loginAsSophie(page);
      await page.route('**/api/amf/update-user-tel', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Ce numéro ne peut pas recevoir de SMS.',
            code: 'TelephoneInvalid',
            errors: [{ path: '/newAmfTel', message: 'Ce numéro ne peut pas recevoir de SMS.' }],
          }),
        }),
      );
      await page.goto('/#/accueil');
      const field = page.getByRole('textbox', { name: 'Nouveau numéro de téléphone mobile' });
      await field.fill('+33 7 12 34 56 78');
      await page.getByRole('button', { name: 'Modifier mon téléphone mobile' }).click();
      await expect(field).toHaveAccessibleDescription('Ce numéro ne peut pas recevoir de SMS.');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});

test('the calendar: French names, Escape and “Fermer” give the focus back to the input, a day that does not exist', async ({ page }) => {
  await page.goto('/#/register');
  const input = page.getByRole('textbox', { name: /Date de naissance/ });
  const opener = page.getByRole('button', { name: 'Ouvrir le calendrier' }).first();
  // The button says what it does, the dialog what it is.
  const calendar = page.getByRole('dialog', { name: 'Calendrier' });

  await opener.click();
  await expect(calendar.getByRole('combobox', { name: 'Mois', exact: true })).toBeVisible();
  await expect(calendar.getByRole('combobox', { name: 'Année', exact: true })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Mois précédent' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Mois suivant' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Fermer' })).toBeVisible();
  // No English name left (react-day-picker's and Blueprint's defaults).
  expect(await calendar.ariaSnapshot()).not.toMatch(/Month|Year|Go to|Open dropdown/);

  // Escape right after opening (the focus has moved into the calendar).
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(input).toBeFocused();

  // Escape from inside the calendar.
  await opener.click();
  await calendar.getByRole('combobox', { name: 'Année', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(input).toBeFocused();

  // 'Fermer'.
  await opener.click();
  await calendar.getByRole('button', { name: 'Fermer' }).click();
  await expect(calendar).toBeHidden();
  await expect(input).toBeFocused();

  await input.fill('29/02/2001');
  await input.blur();
  await expect(page.getByText("La date du 29/02/2001 n'existe pas")).toBeVisible();
  await input.fill('28/02/2001');
  await input.blur();
  await expect(page.getByText("n'existe pas")).toHaveCount(0);
});

test.describe('small things', () => {
  test('identical toasts do not stack: one toast per text at a time', async ({ page }) => {
    await loginAsSophie(page);
    await page.goto('/#/accueil');
    await page.getByRole('button', { name: 'Mes consentements' }).click();
    const items = page.getByRole('dialog', { name: 'Vos consentements' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    // Counts, at every change of the page, the toasts showing the consent text at the same time.
    await page.evaluate(() => {
      const w = window as unknown as { maxSameToasts: number };
      w.maxSameToasts = 0;
      new MutationObserver(() => {
        const same = Array.from(document.querySelectorAll('[role=status]')).filter((el) =>
          el.textContent?.includes('Nous avons bien pris en compte votre consentement.'),
        ).length;
        w.maxSameToasts = Math.max(w.maxSameToasts, same);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // Three answers in a row, well within the toasts' delay.
    await items.nth(0).getByRole('button', { name: 'Accepter' }).click();
    await items.nth(1).getByRole('button', { name: 'Refuser' }).click();
    await items.nth(0).getByRole('button', { name: 'Refuser' }).click();
    await expect(items.nth(0).getByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => (window as unknown as { maxSameToasts: number }).maxSameToasts)).toBe(1);
  });

  test('register: neutral IBAN placeholder, the password rule once, the error summary in field order', async ({ page }) => {
    await page.goto('/#/register');
    await expect(page.getByRole('textbox', { name: '4 derniers caractères de votre IBAN' })).toHaveAttribute('placeholder', 'XXXX');
    const rule = 'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).';
    const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
    await password.fill('abc');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).focus();
    await expect(page.getByText('Mot de passe')).not.toHaveCount(0);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(rule, { exact: true })).toHaveCount(1);

    await page.getByRole('button', { name: 'Valider' }).click();
    const summary = page.locator('.ea-error-list li');
    await expect(summary.first()).toBeVisible();
    const fields = (await summary.allInnerTexts()).map((line) => line.split(' : ')[0]);
    const formOrder = (await page.locator('.ea-form label').allInnerTexts()).map((label) => label.replace(/\s*\*$/, '').trim());
    const positions = fields.map((field) => formOrder.indexOf(field));
    expect(positions.every((p) => p >= 0), `${fields.join(' | ')} in ${formOrder.join(' | ')}`).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(fields.slice(0, 3)).toEqual(['Numéro de contrat', 'Nom', 'Prénom']);
  });

  test('FAQ: a single search result opens by itself', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aide' });
    await dialog.getByRole('searchbox', { name: 'Votre question' }).fill('NOEMIE');
    await dialog.getByRole('button', { name: 'Rechercher' }).click();
    await expect(dialog.getByRole('tab', { name: 'Résultats' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('heading', { name: 'Qu’est-ce que la télétransmission (NOEMIE) ?' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Non' })).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`member home at ${width} px: cards without bullets, buttons apart`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAsSophie(page);
      await page.goto('/#/accueil');
      await appTookOver(page);
      const cards = page.locator('.ea-contrat');
      // DEMO1001, DEMO1003 (company), DEMO1002 (résilié), DEMO1004 (suspendu): the demo data.
      await expect(cards).toHaveCount(4);
      expect(await page.locator('.ea-contrats').evaluate((list) => getComputedStyle(list).listStyleType)).toBe('none');
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      expect(second!.y - (first!.y + first!.height)).toBeGreaterThanOrEqual(8);
      // The cards use the section's width (no bullet indent).
      const section = await page.getByRole('region', { name: 'Mes contrats' }).boundingBox();
      expect(first!.x - section!.x).toBeLessThan(2);
      const consent = await page.getByRole('button', { name: 'Mes consentements' }).boundingBox();
      const networks = await page.getByRole('button', { name: 'Réseaux de soins' }).boundingBox();
      const apart = networks!.y >= consent!.y + consent!.height || networks!.x - (consent!.x + consent!.width) >= 8;
      expect(apart).toBe(true);
      const activate = await page.getByRole('button', { name: /protection par SMS/ }).boundingBox();
      const phoneLabel = await page.getByText('Nouveau numéro de téléphone mobile', { exact: true }).boundingBox();
      expect(phoneLabel!.y - (activate!.y + activate!.height)).toBeGreaterThanOrEqual(8);
      await page.screenshot({ path: test.info().outputPath(`accueil-${width}.png`), fullPage: true });
    });
  }

  test.describe('mobile banner', () => {
    test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' });
    test('has padding around its content', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      const banner = page.getByRole('complementary', { name: 'Application mobile' });
      await expect(banner).toBeVisible();
      const padding = await banner.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map((v) => parseFloat(v));
      });
      for (const side of padding) expect(side).toBeGreaterThanOrEqual(8);
      const box = await banner.boundingBox();
      const text = await banner.locator('.ea-mobile-banner__text').boundingBox();
      expect(text!.x - box!.x).toBeGreaterThanOrEqual(8);
      await page.screenshot({ path: test.info().outputPath('banner-390.png') });
    });
  });
});
