import { test, expect } from './fixtures';
import { loginAsSophie } from './accountHelpers';

/** #/simulateur — the acte form, the server's split shown by a summary block. */
test('simulateur: Thomas, a 50 € généraliste consultation outside OPTAM → SS 11,80 €, mutuelle 20,70 €, reste 17,50 €', async ({ page }) => {
  await loginAsSophie(page);
  await page.goto('/#/accueil');
  await page.getByRole('region', { name: 'Mes démarches' }).getByRole('link', { name: 'Simuler un remboursement' }).click();
  await expect(page).toHaveURL(/#\/simulateur$/);
  await page.getByRole('combobox', { name: 'Bénéficiaire' }).selectOption({ label: 'Thomas DURAND' });
  await page.getByRole('combobox', { name: 'Poste de soins' }).selectOption({ label: 'Soins courants – Honoraires des médecins généralistes – consultations et visites (adhérents DPTAM)' });
  await page.getByRole('textbox', { name: 'Prix des soins (€)' }).fill('50');
  await page.getByRole('combobox', { name: 'Secteur du praticien' }).selectOption({ label: 'Secteur 2 sans OPTAM' });
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith('/api/v2/simulateurprestation') && res.request().method() === 'POST'),
    page.getByRole('button', { name: 'Simuler' }).click(),
  ]);
  expect(response.status()).toBe(200);
  const result = page.getByRole('region', { name: 'Résultat de la simulation' });
  await expect(result).toContainText('Thomas DURAND');
  await expect(result).toContainText(/Sécurité sociale\s*11,80\s*€/);
  await expect(result).toContainText(/Mutuelle\s*20,70\s*€/);
  await expect(result).toContainText(/Reste à charge\s*17,50\s*€/);
});

test.describe('a browser whose language is not French', () => {
  test.use({ locale: 'en-US' });

  for (const typed of ['50,50', '50.50']) {
    test(`« ${typed} » typed in the price is 50,50 €`, async ({ page }) => {
      await loginAsSophie(page);
      await page.goto('/#/simulateur');
      await page.getByRole('combobox', { name: 'Bénéficiaire' }).selectOption({ label: 'Thomas DURAND' });
      await page.getByRole('combobox', { name: 'Poste de soins' }).selectOption({ label: 'Soins courants – Honoraires des médecins généralistes – consultations et visites (adhérents DPTAM)' });
      // Typed key by key, as a person does (a `fill` would skip the browser's own reading of the keys).
      await page.getByLabel('Prix des soins (€)').pressSequentially(typed);
      await page.getByRole('combobox', { name: 'Secteur du praticien' }).selectOption({ label: 'Secteur 2 sans OPTAM' });
      const [response] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/api/v2/simulateurprestation') && res.request().method() === 'POST'),
        page.getByRole('button', { name: 'Simuler' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toMatchObject({ prix: 50.5 });
      await expect(page.getByRole('region', { name: 'Résultat de la simulation' })).toContainText(/Reste à charge/);
    });
  }
});
