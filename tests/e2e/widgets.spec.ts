import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Browser tests of the custom widgets, on the widget gallery (#/dev/widgets).
 *
 * The gallery is a developer screen: it shows only when the server runs with DEV_TOOLS=1
 * (the e2e server runs with DEV_TOOLS=1, tests/e2e/globalSetup.ts).
 */
// The upload failure these tests provoke on purpose is logged by Chromium as a console error.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/] });

async function openGallery(page: Page) {
  await page.goto('/#/dev/widgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie des widgets' }), 'the gallery shows when the server runs with DEV_TOOLS=1 (GET /api/dev/status)').toBeVisible();
}

const formData = (page: Page, id: string) => page.getByTestId(`${id}__value`);

test.describe('widget gallery', () => {
  test('upload: two files, one fails, retry sends it, both references are kept', async ({ page }) => {
    // The upload server is replaced here so that exactly the second file fails once.
    const received: string[] = [];
    let calls = 0;
    await page.route('**/api/upload', async (route) => {
      const request = route.request();
      calls += 1;
      const body = request.postDataBuffer()?.toString('latin1') ?? '';
      const fileName = /filename="([^"]+)"/.exec(body)?.[1] ?? '?';
      received.push(fileName);
      expect(request.method()).toBe('POST');
      expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(body).toContain('name="file"');
      if (fileName === 'releve.pdf' && calls === 2) {
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Le fichier est illisible.' }) });
        return;
      }
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ fileNames: [`id-${fileName}`], indexGed: calls }) });
    });

    await openGallery(page);
    const card = page.locator('[data-widget="upload"][data-state="empty"]');
    await card.locator('input[type="file"]').setInputFiles([
      { name: 'attestation.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 attestation') },
      { name: 'releve.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 releve') },
    ]);

    const failed = card.locator('li', { hasText: 'releve.pdf' });
    await expect(failed).toHaveAttribute('data-state', 'error');
    await expect(failed).toContainText('Le fichier est illisible.');
    await expect(card.locator('li', { hasText: 'attestation.pdf' })).toHaveAttribute('data-state', 'success');
    // In error: retry or remove.
    await expect(failed.getByRole('button', { name: 'Supprimer releve.pdf' })).toBeVisible();
    await failed.getByRole('button', { name: 'Réessayer le téléversement de releve.pdf' }).click();
    await expect(failed).toHaveAttribute('data-state', 'success');

    expect(received).toEqual(['attestation.pdf', 'releve.pdf', 'releve.pdf']);
    const value = JSON.parse((await formData(page, 'gallery_upload_empty').textContent()) ?? 'null');
    expect(value.map((f: { remoteFileName: string }) => f.remoteFileName)).toEqual(['id-attestation.pdf', 'id-releve.pdf']);
    await expect(page.getByTestId('gallery-upload-status')).toHaveText('uploadInProgress : false');
  });

  test('security code: pasting fills the six boxes', async ({ page }) => {
    await openGallery(page);
    const group = page.locator('[data-widget="securityCode"][data-state="empty"]').getByRole('group', { name: 'Code de sécurité' });
    const first = group.getByLabel('Chiffre 1 sur 6');
    await first.focus();
    await first.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', '12 34 56');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    for (let n = 1; n <= 6; n++) await expect(group.getByLabel(`Chiffre ${n} sur 6`)).toHaveValue(String(n));
    await expect(formData(page, 'gallery_securityCode_empty')).toHaveText('"123456"');
    // Backspace goes back one box at a time.
    await group.getByLabel('Chiffre 6 sur 6').focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(group.getByLabel('Chiffre 5 sur 6')).toHaveValue('');
    await expect(group.getByLabel('Chiffre 5 sur 6')).toBeFocused();
  });

  test('date: typed digits get their slashes and are stored as ISO', async ({ page }) => {
    await openGallery(page);
    const input = page.locator('#gallery_date_empty');
    await input.pressSequentially('07051985');
    await expect(input).toHaveValue('07/05/1985');
    await expect(formData(page, 'gallery_date_empty')).toHaveText('"1985-05-07"');

    // This demo accepts 01/01/2020 to 31/12/2030.
    await expect(page.locator('[data-widget="date"][data-state="empty"]')).toContainText('La date doit être postérieure ou égale au 01/01/2020');

    await input.fill('');
    await input.pressSequentially('15032024');
    await expect(input).toHaveValue('15/03/2024');
    await expect(page.locator('[data-widget="date"][data-state="empty"] [role="alert"]')).toHaveCount(0);

    // The French calendar opens on the typed month.
    await page.locator('[data-widget="date"][data-state="empty"]').getByRole('button', { name: 'Ouvrir le calendrier' }).click();
    await expect(page.locator('.ea-date__popover')).toContainText(/mars/i);
    await page.locator('.ea-date__popover').getByText('20', { exact: true }).first().click();
    await expect(input).toHaveValue('20/03/2024');
  });
});

test('the gallery stays closed when the server runs without DEV_TOOLS (GET /api/dev/status says so)', async ({ page }) => {
  // The server's side (DEV_TOOLS unset → devTools: false) is tested in tests/server/app.securityProbe.test.ts.
  await page.route('**/api/dev/status', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ devTools: false }) }));
  await page.goto('/#/dev/widgets');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie des widgets' })).toHaveCount(0);
});
