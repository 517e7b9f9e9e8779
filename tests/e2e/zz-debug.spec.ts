import { test } from './fixtures';
import { xsrf } from './accountHelpers';
test('debug', async ({ page }) => {
  await page.request.post('/api/identity/login', { data: { userName: 'admin@demo.fr', password: 'Demo#2026pass' }, headers: { 'X-XSRF-TOKEN': await xsrf(page.request) } });
  await page.goto('/#/admin/fonctionnalites');
  await page.waitForTimeout(3000);
  console.log(await page.locator('main').ariaSnapshot());
});
