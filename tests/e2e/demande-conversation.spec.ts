import type { Page } from '@playwright/test';
import { test, expect, dataRows } from './fixtures';
import { control, login, loginAsSophie, xsrf } from './accountHelpers';

/**
 * « Nous contacter » is a conversation: the gestionnaire answers from the back office, Sophie reads
 * the answer in « Mes demandes » (on a 390 px phone), is notified, replies — what she typed survives
 * a failed send — and closes the demande; the gestionnaire reads her reply. Every message is text:
 * markup typed by either side shows as typed.
 */
test.use({ allowedConsoleErrors: [/status of 500/] });

const ANSWER = 'Votre remboursement part demain. <b>Pas de HTML</b>';
const REPLY = 'Merci beaucoup, bonne journée.';

/** The demande's row in « Mes demandes », found by the answer shown beside it. */
const rowOf = (page: Page, text: string) => dataRows(page, 'Mes demandes').filter({ hasText: text });

test('the gestion answers « Nous contacter », the member reads, replies and closes; the gestion reads the reply', async ({ page, browser }) => {
  test.slow(); // two browsers
  const member = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const sophie = await member.newPage();
    await loginAsSophie(sophie);
    await control(sophie.request, 'demandes-reset', {});
    const objet = `Question ${Date.now()}`;
    const filed = await sophie.request.post('/api/forms/contact/form', {
      data: { motif: 'REMBOURSEMENT', objet, message: 'Où en est le remboursement de mes lunettes ?' },
      headers: { 'X-XSRF-TOKEN': await xsrf(sophie.request), 'X-NumContrat': 'DEMO1001' },
    });
    expect(filed.ok(), await filed.text()).toBeTruthy();
    const id = ((await filed.json()) as { demandeId: number }).demandeId;

    // The gestionnaire answers and puts the demande « En cours ».
    await login(page, 'gestion@demo.fr', 'Demo#2026pass');
    await expect(page).toHaveURL(/#\/admin$/);
    await page.goto(`/#/admin/demandes/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demande à traiter' })).toBeVisible();
    await expect(page.getByText('Aucun échange pour cette demande.')).toBeVisible();
    const answerForm = page.getByRole('region', { name: "Répondre à l'adhérent" });
    await answerForm.locator('label', { hasText: 'En cours' }).click();
    await expect(answerForm.getByRole('radio', { name: 'En cours' })).toBeChecked();
    await answerForm.getByRole('textbox', { name: /Votre réponse à l'adhérent/ }).fill(ANSWER);
    await answerForm.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(page.getByText("Votre réponse a été envoyée ; l'adhérent en est informé par courriel et par une notification.").first()).toBeVisible();
    await expect(page.getByText(ANSWER).first()).toBeVisible();

    // Sophie reads it on her phone, as text.
    await sophie.goto('/#/demandes');
    await expect(sophie.getByRole('heading', { level: 1, name: 'Mes demandes' })).toBeVisible();
    const row = rowOf(sophie, ANSWER);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('En cours');
    await row.getByRole('button', { name: 'Échanges' }).click();
    const echanges = sophie.getByRole('dialog', { name: 'Échanges avec votre mutuelle' });
    await expect(echanges.getByText('Votre mutuelle')).toBeVisible();
    await expect(echanges.getByText(ANSWER)).toBeVisible();
    await expect(echanges.locator('b')).toHaveCount(0);
    // Inside the phone's width once the dialog has opened (its opening animation overshoots a little).
    // (both edges are read together until the animation is over: the left one can settle first)
    await expect
      .poll(async () => {
        const box = (await echanges.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= 390;
      })
      .toBe(true);

    // A send that fails keeps what she typed; the next one goes through.
    const field = echanges.getByRole('textbox', { name: /Votre message à la mutuelle/ });
    await echanges.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(echanges.getByText("Merci d'écrire votre message.").first()).toBeVisible();
    await field.fill(REPLY);
    await sophie.route(
      '**/api/adherent/demandes/messages',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'L’envoi a échoué, réessayez.' }) }),
      { times: 1 },
    );
    await echanges.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(sophie.getByText('L’envoi a échoué, réessayez.').first()).toBeVisible();
    await expect(field).toHaveValue(REPLY);
    await echanges.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(sophie.getByText('Votre message a bien été envoyé à votre mutuelle.').first()).toBeVisible();
    await expect(echanges.getByText('Vous', { exact: true })).toBeVisible();
    await expect(echanges.getByText(REPLY)).toBeVisible();
    await expect(field).toHaveValue('');
    await echanges.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(echanges).toBeHidden();

    // The notification is there.
    await sophie.goto('/#/notifications');
    await expect(dataRows(sophie, 'Mes notifications').filter({ hasText: `(demande n° ${id})` })).toHaveCount(1);

    // She closes the demande: « Traitée », no more closing nor replying.
    await sophie.goto('/#/demandes');
    await rowOf(sophie, ANSWER).getByRole('button', { name: 'Clore la demande' }).click();
    const clore = sophie.getByRole('dialog', { name: 'Clore la demande' });
    await clore.getByRole('button', { name: 'Clore la demande' }).click();
    await expect(sophie.getByText('Votre demande est close.').first()).toBeVisible();
    await expect(clore).toBeHidden();
    await expect(rowOf(sophie, ANSWER)).toContainText('Traitée');
    await expect(rowOf(sophie, ANSWER).getByRole('button', { name: 'Clore la demande' })).toHaveCount(0);
    await rowOf(sophie, ANSWER).getByRole('button', { name: 'Échanges' }).click();
    await expect(echanges.getByText('Cette demande est close : pour une nouvelle question, faites une nouvelle demande.')).toBeVisible();
    await expect(echanges.getByRole('textbox')).toHaveCount(0);
  } finally {
    // Her notifications as seeded again: the next scenarios count them.
    await control(page.request, 'demo-member-reset', {});
    await member.close();
  }

  // The gestionnaire reads Sophie's reply and sees who closed the demande.
  await page.reload();
  await expect(page.getByText(REPLY).first()).toBeVisible();
  await expect(page.getByText('Sophie DURAND').first()).toBeVisible();
  const history = page.getByRole('table', { name: 'Historique des statuts' }).locator('tbody tr');
  await expect(history.first()).toContainText('Demande close par l’adhérent.');
});
