import { test, expect } from './fixtures';
import { CAMILLE, createAccount, deleteAccount, fillPasswords, login, mailLink, staffCreateAccount } from './accountHelpers';

// The consent dialog of the member home shows the current choice of each consent: the one made
// at activation until the member answers again, then the latest answer.
test('the consent dialog names and presses the current choice: from activation, then after a new answer and a reload', async ({ page, request }) => {
  await deleteAccount(request, CAMILLE.numeroContrat);
  await staffCreateAccount(request);
  await page.goto(await mailLink(request, CAMILLE.email, 'activate-user'));
  await expect(page.getByRole('heading', { level: 1, name: 'Activer mon compte' })).toBeVisible();
  await fillPasswords(page, CAMILLE.password);
  await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check({ force: true });
  await page
    .getByRole('group', { name: 'Consentements' })
    .getByRole('checkbox', { name: 'J’accepte de recevoir la lettre d’information de Mutuelle Démo.' })
    .check({ force: true });
  await page.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(page).toHaveURL(/#\/activate-user-confirmation$/);

  await login(page, CAMILLE.email, CAMILLE.password);
  await expect(page).toHaveURL(/#\/accueil$/);
  const dialog = page.getByRole('dialog', { name: 'Vos consentements' });
  const consent = (name: string) => dialog.getByRole('listitem', { name });
  const newsletter = consent('J’accepte de recevoir la lettre d’information de Mutuelle Démo.');
  const partenaires = consent('J’accepte de recevoir des offres de la part des partenaires de Mutuelle Démo.');
  await page.getByRole('button', { name: 'Mes consentements' }).click();
  // Chosen at activation: the newsletter accepted, the partners' offers left unticked (refused).
  await expect(newsletter).toContainText('Accepté');
  await expect(newsletter.getByRole('button', { name: 'Accepter' })).toHaveAttribute('aria-pressed', 'true');
  await expect(newsletter.getByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-pressed', 'false');
  await expect(partenaires).toContainText('Refusé');
  await expect(partenaires.getByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-pressed', 'true');

  // A new answer replaces it, and stays after a reload.
  await newsletter.getByRole('button', { name: 'Refuser' }).click();
  await expect(newsletter).toContainText('Refusé');
  await expect(newsletter.getByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.getByRole('button', { name: 'Mes consentements' }).click();
  await expect(newsletter).toContainText('Refusé');
  await expect(newsletter).not.toContainText('Accepté');
  await expect(newsletter.getByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-pressed', 'true');
  await expect(newsletter.getByRole('button', { name: 'Accepter' })).toHaveAttribute('aria-pressed', 'false');

  // Leave the demo member as the other tests expect it.
  await createAccount(request);
});
