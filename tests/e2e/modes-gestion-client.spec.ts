import { test, expect } from './fixtures';
import { SOPHIE } from './accountHelpers';

/**
 * A management mode is a client's, and 'manuel' when the client stored none: Mutuelle Horizon
 * (horizon.localhost) stores no mode, so the member's form of an acte that reads its mode loads,
 * in manual mode, instead of « Erreur lors de la récupération du mode de gestion. ».
 */
test('the form of an acte whose mode the client never stored loads, in manual mode', async ({ page }) => {
  const horizon = `http://horizon.localhost:${process.env.E2E_PORT}`;
  await page.goto(`${horizon}/#/login`);
  await page.getByRole('textbox', { name: /Identifiant/ }).fill(SOPHIE.userName);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(SOPHIE.password);
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await page.waitForURL(/#\/accueil/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const mode = page.waitForResponse((response) => response.url().includes('/api/identity/client/mode-gestion/situationFamilialeActeGestion'));
  await page.goto(`${horizon}/#/actes/situation-familiale`);
  const answer = await mode;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ modeGestion: 'manuel' });
  // Manual mode: the justificatif is asked for.
  await expect(page.getByText(/Justificatif \(acte de mariage/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
  await expect(page.getByText('Erreur lors de la récupération du mode de gestion.')).toHaveCount(0);
});
