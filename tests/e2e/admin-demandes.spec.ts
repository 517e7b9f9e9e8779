import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { codeSentTo, control, DEFAULT_CLIENT, loginAsSophie, newestMessageId, setClient, SOPHIE, xsrf } from './accountHelpers';

/**
 * In Chromium: a manual-mode RIB request filed by Sophie is processed by
 * the gestionnaire (document manquant, then traitée); Sophie sees each status in « Mes demandes »
 * and gets the mails. The admin changes the client configuration and the public screens follow.
 */
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const SOPHIE_MOBILE = '0698765432';
const MANUEL = 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.';
const GESTION = { userName: 'gestion@demo.fr', password: 'Demo#2026pass' };
const ADMIN = { userName: 'admin@demo.fr', password: 'Demo#2026pass' };

async function loginAs(page: Page, who: { userName: string; password: string }): Promise<void> {
  // Off the portal first: the open page would read the next screen as nobody in between (401).
  await page.goto('about:blank');
  await page.request.post('/api/identity/logout', { headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  const response = await page.request.post('/api/identity/login', { data: who, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Opens a route on a fresh load (the shell reads the user and the client again). */
async function visit(page: Page, route: string, heading: string): Promise<void> {
  await page.goto(`/#/${route}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Chargement en cours...')).toHaveCount(0);
}

async function mailsTo(page: Page, to: string): Promise<Array<{ subject: string | null; text: string }>> {
  return (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as Array<{ subject: string | null; text: string }>;
}

async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('#ea-dev-toolbar').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${state}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
  expect(serious, `axe on ${state}`).toEqual([]);
}

/** Sophie files a RIB change (manual mode: the RIB document is required), passing the security code. */
async function fileRibAsSophie(page: Page): Promise<void> {
  await control(page.request, 'demandes-reset', {});
  await loginAsSophie(page);
  await visit(page, 'actes/rib', 'Changer le compte bancaire de mon contrat');
  const group = page.locator('.bp6-form-group', { has: page.getByText(/RIB \(document\)/) }).first();
  await group.locator('input[type=file]').setInputFiles({ name: 'rib-sophie.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('listitem').filter({ hasText: 'rib-sophie.pdf' })).toContainText('Téléversé');
  await page.locator('label', { hasText: "J'accepte le mandat de prélèvement SEPA ci-dessus" }).click();
  await page.getByRole('textbox', { name: /Titulaire du compte/ }).fill('Sophie DURAND');
  await page.getByRole('textbox', { name: /IBAN/ }).fill('FR7630002005500000124310189');
  await page.getByRole('textbox', { name: /BIC/ }).fill('CRLYFRPP');
  const before = await newestMessageId(page.request, SOPHIE_MOBILE);
  await page.getByRole('button', { name: 'Valider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Code de sécurité' });
  await expect(dialog).toBeVisible();
  const { code } = await codeSentTo(page.request, SOPHIE_MOBILE, before);
  await dialog.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(MANUEL, { exact: true })).toBeVisible();
}

test.describe('requests to process', () => {
  // The first RIB send is refused until a code is verified (403): expected here.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('a manual-mode RIB request is processed by the gestionnaire; Sophie sees each status and gets the mails', async ({ page }) => {
    await fileRibAsSophie(page);

    // The gestionnaire finds it among the RIB requests, opens it and reads what Sophie sent.
    await loginAs(page, GESTION);
    await visit(page, 'admin', 'Administration');
    await page.getByRole('link', { name: 'Demandes à traiter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demandes à traiter' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Demande' }).selectOption({ label: 'Changement de coordonnées bancaires' });
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Envoyée' });
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const table = page.getByRole('table', { name: 'Demandes à traiter' });
    const row = table.locator('tbody tr').filter({ hasText: 'Sophie DURAND' }).first();
    await expect(row).toContainText('Changement de coordonnées bancaires');
    await expect(table.locator('tbody tr').filter({ hasNotText: 'Changement de coordonnées bancaires' })).toHaveCount(0);
    await row.getByRole('link', { name: /Ouvrir la demande n° \d+/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demande à traiter' })).toBeVisible();
    const sent = page.getByRole('region', { name: "Ce que l'adhérent a envoyé" }).or(page.locator('section', { has: page.getByRole('heading', { name: "Ce que l'adhérent a envoyé" }) })).first();
    const recap = sent.locator('.ea-recap');
    await expect(recap).toContainText('Titulaire du compte');
    await expect(recap).toContainText('Sophie DURAND');
    // Drawn as the recap step and the PDF draw it: the IBAN masked (the RIB itself is among the documents).
    await expect(recap).toContainText('FR76 **** **** **** **** ***0 189');
    await expect(recap).not.toContainText('FR7630002005500000124310189');
    await expect(recap).toContainText('rib-sophie.pdf');
    await expect(sent.getByRole('textbox')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await sent.getByRole('table', { name: 'Documents joints' }).locator('tbody tr').filter({ hasText: 'rib-sophie.pdf' }).getByRole('button', { name: 'Télécharger' }).click();
    expect((await download).suggestedFilename()).toBe('rib-sophie.pdf');
    await expectNoSeriousViolations(page, 'détail d’une demande');

    // « Document manquant » needs a message to the member.
    await page.getByRole('region', { name: 'Changer le statut' }).locator('label', { hasText: 'Document manquant' }).click();
    await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
    await expect(page.getByText("Merci d'indiquer à l'adhérent le document attendu.").first()).toBeVisible();
    const message = 'Merci de joindre un RIB lisible à votre nom.';
    await page.getByRole('textbox', { name: /Message à l'adhérent/ }).fill(message);
    await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
    await expect(page.getByText("Le statut de la demande a été changé ; l'adhérent en est informé par courriel.").first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Historique des statuts' })).toContainText(message);
    await expect
      .poll(async () => (await mailsTo(page, SOPHIE.userName)).find((mail) => mail.subject === 'Votre demande « Changement de coordonnées bancaires » : nouveau statut')?.text ?? '')
      .toContain(`Message de votre mutuelle : ${message}`);

    // Sophie sees it in « Mes demandes ».
    const detailUrl = page.url();
    await page.goto('about:blank');
    await loginAsSophie(page);
    await visit(page, 'demandes', 'Mes demandes');
    const mine = page.getByRole('table', { name: 'Mes demandes' }).locator('tbody tr').filter({ hasText: 'Changement de coordonnées bancaires' }).first();
    await expect(mine).toContainText('Document manquant');
    await expect(mine).toContainText(message);
    // …and adds the missing document to the same demande, which goes back to « en cours ».
    await mine.getByRole('button', { name: 'Ajouter le document' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter le document demandé' });
    await add.locator('input[type=file]').setInputFiles({ name: 'rib-lisible.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(add.getByText('rib-lisible.pdf')).toBeVisible();
    await add.getByRole('button', { name: 'Envoyer le document' }).click();
    await expect(add).toBeHidden();
    await expect(mine).toContainText('En cours');

    // Then the gestionnaire closes it: traitée.
    await loginAs(page, GESTION);
    await page.goto(detailUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Demande à traiter' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Documents joints' }).locator('tbody tr').filter({ hasText: 'rib-lisible.pdf' })).toHaveCount(1);
    await page.getByRole('region', { name: 'Changer le statut' }).locator('label', { hasText: 'Traitée' }).click();
    await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
    await expect(page.getByText("Le statut de la demande a été changé ; l'adhérent en est informé par courriel.").first()).toBeVisible();
    // Document manquant, then Sophie's document (back to « en cours », by her), then traitée.
    await expect(page.getByRole('table', { name: 'Historique des statuts' }).locator('tbody tr')).toHaveCount(3);
    await expect.poll(async () => (await mailsTo(page, SOPHIE.userName))[0]?.text ?? '').toContain('est désormais : Traitée.');

    await page.goto('about:blank');
    await loginAsSophie(page);
    await visit(page, 'demandes', 'Mes demandes');
    await expect(page.getByRole('table', { name: 'Mes demandes' }).locator('tbody tr').filter({ hasText: 'Changement de coordonnées bancaires' }).first()).toContainText('Traitée');
  });

  for (const width of [1280, 390]) {
    test(`axe on the demandes table at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, GESTION);
      await visit(page, 'admin/demandes', 'Demandes à traiter');
      await expect(page.getByRole('table', { name: 'Demandes à traiter' }).locator('tbody tr').first()).toBeVisible();
      await expectNoSeriousViolations(page, `demandes ${width}px`);
      await page.getByRole('table', { name: 'Demandes à traiter' }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Demande à traiter' })).toBeVisible();
      await expect(page.getByText('Chargement en cours...')).toHaveCount(0);
      await expectNoSeriousViolations(page, `demande ${width}px`);
    });
  }
});

test.describe('a demande the route names wrongly', () => {
  test.use({ allowedConsoleErrors: [/status of 40[04]/] });
  test('an unknown or malformed number shows the server\'s message once and the way back to the list', async ({ page }) => {
    await loginAs(page, GESTION);
    for (const id of ['999999', 'abc']) {
      await visit(page, `admin/demandes/${id}`, 'Demande à traiter');
      const refused = page.getByRole('alert');
      await expect(refused).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Télécharger le récapitulatif' })).toHaveCount(0);
      await expect(refused.getByRole('link', { name: 'Demandes à traiter' })).toBeVisible();
    }
    await page.getByRole('alert').getByRole('link', { name: 'Demandes à traiter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demandes à traiter' })).toBeVisible();
  });
});

test.describe('client configuration', () => {
  test.afterEach(async ({ request }) => setClient(request, DEFAULT_CLIENT));
  // The register form refused once (400) is expected.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('the admin changes passwordRequiredLength and the public screens follow; a bad value is refused in French', async ({ page }) => {
    await loginAs(page, ADMIN);
    await visit(page, 'admin/configuration', 'Configuration du client');
    const length = page.getByRole('spinbutton', { name: /Longueur minimale du mot de passe/ }).or(page.getByRole('textbox', { name: /Longueur minimale du mot de passe/ })).first();
    await expect(length).toHaveValue('8');
    // Each management mode's card is titled by its acte.
    await expect(page.getByText('Changement de coordonnées bancaires', { exact: true }).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'configuration');
    await length.fill('7');
    await page.getByRole('button', { name: 'Enregistrer la configuration' }).click();
    await expect(page.getByText("La longueur minimale du mot de passe doit être d'au moins 8 caractères.").first()).toBeVisible();
    await length.fill('12');
    await page.getByRole('button', { name: 'Enregistrer la configuration' }).click();
    await expect(page.getByText('La configuration du client a été enregistrée.').first()).toBeVisible();

    await page.goto('about:blank');
    await page.request.post('/api/identity/logout', { headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
    await visit(page, 'register', 'Créer mon espace');
    await page.getByLabel(/^Mot de passe/).first().fill('Court#2026a');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Merci de saisir 12 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).').first()).toBeVisible();
  });

  test('the gestionnaire sees the configuration greyed out, with the reason', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await loginAs(page, GESTION);
    await visit(page, 'admin/configuration', 'Configuration du client');
    await expect(page.getByText('Votre rôle ne permet pas de modifier la configuration du client.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer la configuration' })).toBeDisabled();
    await expectNoSeriousViolations(page, 'configuration (gestionnaire, 390px)');
  });
});

test('a back-office table page uses the width of the window ("layout": "wide"); a member page keeps its reading column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, ADMIN);
  await visit(page, 'admin/demandes', 'Demandes à traiter');
  const wide = await page.locator('main').boundingBox();
  expect(wide!.width).toBeGreaterThan(1100);
  // Every column of the table is on screen: its box does not scroll sideways.
  const table = page.getByRole('table', { name: 'Demandes à traiter' });
  await expect(table).toBeVisible();
  expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0) + 1)).toBe(true);

  await visit(page, 'admin', 'Administration');
  expect((await page.locator('main').boundingBox())!.width).toBeLessThanOrEqual(760);
});
