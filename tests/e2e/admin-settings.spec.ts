import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { loginAsSophie, SOPHIE, toast, xsrf } from './accountHelpers';

/**
 * An administrator rewrites a mail of the outbox and a CMS block; members get
 * the new mail and the public pages show the new text. Each test puts the product's version back.
 */
const ADMIN = { userName: 'admin@demo.fr', password: 'Demo#2026pass' };
// The refused template (unknown placeholder) is a 400 the page reports in its console.
test.use({ allowedConsoleErrors: [/status of 400/] });
// Two sessions, a demande and the mailbox in one test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

async function apiLogin(page: Page, who: { userName: string; password: string }) {
  const response = await page.request.post('/api/identity/login', { data: who, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Leaves the portal first: a page still open would read with the ended session (401 in its console). */
async function apiLogout(page: Page) {
  await page.goto('about:blank');
  await page.request.post('/api/identity/logout', { headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
}

test('the admin rewrites the demande acknowledgement’s subject; the member files a demande and the mail has the new subject', async ({ page }) => {
  await apiLogin(page, ADMIN);
  try {
    await page.goto('/#/admin/parametrage/mails');
    await expect(page.getByRole('heading', { level: 1, name: 'Modèles de courriels' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Accusé de réception d’une demande' });
    await row.getByRole('button', { name: 'Modifier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier : Accusé de réception d’une demande' });
    await expect(dialog.getByText(/Champs possibles : .*\{prenom\}/)).toBeVisible();
    const subject = dialog.getByRole('textbox', { name: /Objet/ });
    await expect(subject).toHaveValue('Accusé de réception : {libelle}');
    // A placeholder the template does not know is refused by the server, in French.
    await subject.fill('Bien reçu {prenon}');
    await dialog.getByRole('button', { name: 'Enregistrer le modèle' }).click();
    await expect(page.getByText(/Le champ \{prenon\} n'est pas connu du modèle/).first()).toBeVisible();
    await subject.fill('Bien reçu, {prenom} : {libelle}');
    await dialog.getByRole('button', { name: 'Enregistrer le modèle' }).click();
    await expect(toast(page, 'Le modèle de courriel a été enregistré.', 'status')).toBeVisible();
    await expect(row).toContainText('Modifiée');
    await row.getByRole('button', { name: 'Aperçu' }).click();
    await expect(page.getByRole('dialog', { name: /^Aperçu/ })).toContainText('Bien reçu, Sophie : Mise à jour du RIB de prestations');
    await page.getByRole('button', { name: 'Fermer' }).last().click();

    await apiLogout(page);
    await loginAsSophie(page);
    await page.goto('/#/communication-mail');
    await page.getByRole('textbox', { name: /Nouvelle adresse e-mail de contact/ }).fill('sophie.contact@exemple.fr');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page).toHaveURL(/#\/accueil/);
    await expect
      .poll(async () => ((await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(SOPHIE.userName)}`)).json()) as { subject: string | null }[])[0]?.subject)
      .toMatch(/^Bien reçu, Sophie : /);
  } finally {
    await apiLogout(page);
    await apiLogin(page, ADMIN);
    await page.request.post('/api/settings/mail/reset', { data: { key: 'accuse-reception-demande' }, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  }
});

test('the admin edits a CMS block; the public page linked from the landing shows it, without the script', async ({ page }) => {
  await apiLogin(page, ADMIN);
  const blocks = (await (await page.request.get('/api/admin/contenus/cms')).json()).items as { id: number; name: string; itemName: string; title: string; content: string; position: number }[];
  const original = blocks.find((block) => block.itemName === 'mentions-legales')!;
  try {
    await page.goto('/#/admin/contenus');
    await expect(page.getByRole('heading', { level: 1, name: 'Contenus et FAQ' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'mentions-legales' });
    await row.getByRole('button', { name: 'Modifier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier : Mentions légales' });
    await dialog.getByRole('textbox', { name: /Contenu/ }).fill('<h4>Éditeur du site</h4><p>Mutuelle Démo, nouvelle adresse : 2 rue du Test.</p><script>window.pwned = true</script>');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Le bloc de contenu a été enregistré.', 'status')).toBeVisible();

    await apiLogout(page);
    await page.goto('/#/');
    await page.getByRole('contentinfo').getByRole('link', { name: /Mentions légales/ }).click();
    await expect(page.getByRole('main')).toContainText('Mutuelle Démo, nouvelle adresse : 2 rue du Test.');
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
  } finally {
    await page.goto('about:blank');
    await apiLogin(page, ADMIN);
    await page.request.put('/api/admin/contenus/cms', { data: original, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  }
});

test('a release note written by the admin shows once on the member home, until dismissed', async ({ page }) => {
  await apiLogin(page, ADMIN);
  await page.goto('/#/admin/release-notes');
  await page.getByRole('button', { name: 'Nouvelle note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle note de version' });
  await dialog.getByRole('textbox', { name: /Titre/ }).fill('Vos demandes en un coup d’œil');
  await dialog.getByRole('textbox', { name: /Texte/ }).fill('Retrouvez vos demandes et leur avancement dans « Mes demandes ».');
  await dialog.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'La note de version a été créée.', 'status')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Vos demandes en un coup d’œil' })).toBeVisible();
  const id = ((await (await page.request.get('/api/admin/release-note')).json()).items as { id: number; titre: string }[]).find((n) => n.titre === 'Vos demandes en un coup d’œil')!.id;
  try {
    await apiLogout(page);
    await loginAsSophie(page);
    await page.goto('/#/accueil');
    const notice = page.getByRole('region', { name: 'Nouveauté : Vos demandes en un coup d’œil' });
    await expect(notice).toContainText('Retrouvez vos demandes et leur avancement dans « Mes demandes ».');
    await notice.getByRole('button', { name: "J'ai compris" }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Mes contrats' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Nouveauté/ })).toHaveCount(0);
  } finally {
    await apiLogout(page);
    await apiLogin(page, ADMIN);
    await page.request.delete('/api/admin/release-note', { data: { id }, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  }
});

test('the admin rewords the landing title; the portal shows the override', async ({ page }) => {
  await apiLogin(page, ADMIN);
  await page.goto('/#/admin/parametrage/traductions');
  await page.getByRole('button', { name: 'Nouvelle traduction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle traduction' });
  await dialog.getByRole('textbox', { name: /Texte \(pointeur JSON\)/ }).fill('/title');
  await dialog.getByRole('textbox', { name: /Texte affiché/ }).fill('Bienvenue chez Mutuelle Démo');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(toast(page, 'La traduction a été créée.', 'status')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Bienvenue sur votre Espace Adhérent' })).toContainText('Bienvenue chez Mutuelle Démo');
  const id = ((await (await page.request.get('/api/settings/traduction')).json()).items as { id: number }[])[0].id;
  try {
    await apiLogout(page);
    await page.goto('/#/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue chez Mutuelle Démo' })).toBeVisible();
  } finally {
    await apiLogin(page, ADMIN);
    await page.request.delete('/api/settings/traduction', { data: { id }, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  }
});

for (const width of [1280, 390]) {
  test(`axe on the settings screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await apiLogin(page, ADMIN);
    // Each screen with a text that shows once its data has arrived.
    for (const [route, heading, loaded] of [
      ['admin/parametrage/mails', 'Modèles de courriels', 'Activation du compte'],
      ['admin/contenus', 'Contenus et FAQ', 'mentions-legales'],
      ['admin/release-notes', 'Notes de version', 'Aucune note de version.'],
      ['admin/parametrage/editions', 'Éditions et étiquettes', 'Aucune étiquette.'],
      ['admin/parametrage/traductions', 'Traductions', "Aucune traduction : le portail affiche ses textes d'origine."],
    ]) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(loaded).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${route} ${width}`);
    }
    await page.goto('/#/admin/parametrage/mails');
    await page.getByRole('row').filter({ hasText: 'Activation du compte' }).getByRole('button', { name: 'Modifier' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: /Objet/ })).toBeVisible();
    await expectNoSeriousViolations(page, `mail dialog ${width}`);
  });
}
