import { test, expect } from './fixtures';
import { measurePageWeight } from './pageWeight';
import { loginAsSophie } from './accountHelpers';

// The size budgets (react-router-dom included), measured in Chromium (sizes, not times: deterministic for a given build).
const KB = 1024;

test('landing page: JS ≤ 120 KB gzip and CSS ≤ 50 KB gzip, all files fetched until idle', async ({ page }) => {
  const weight = await measurePageWeight(page, '/');
  console.log(`landing: JS ${(weight.js / KB).toFixed(1)} KB gzip, CSS ${(weight.css / KB).toFixed(1)} KB gzip`);
  for (const file of weight.files) console.log(`  ${file.type} ${(file.gzip / KB).toFixed(1)} KB ${new URL(file.url).pathname}`);
  expect(weight.js).toBeLessThanOrEqual(120 * KB);
  expect(weight.css).toBeLessThanOrEqual(50 * KB);
});

test('register route: JS + CSS ≤ 270 KB gzip in total, the acte form included', async ({ page }) => {
  const weight = await measurePageWeight(page, '/#/register');
  // The figure counts only if the form was really there (its lazy chunks fetched).
  await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
  console.log(`register: JS ${(weight.js / KB).toFixed(1)} KB + CSS ${(weight.css / KB).toFixed(1)} KB gzip`);
  for (const file of weight.files) console.log(`  ${file.type} ${(file.gzip / KB).toFixed(1)} KB ${new URL(file.url).pathname}`);
  expect(weight.js + weight.css).toBeLessThanOrEqual(270 * KB);
});

test('member home (#/accueil as adherent@demo.fr): JS + CSS ≤ 300 KB gzip in total, its data blocks included', async ({ page }) => {
  await loginAsSophie(page);
  const weight = await measurePageWeight(page, '/#/accueil');
  // The figure counts only if the home was really there with its data (the contract card).
  await expect(page).toHaveURL(/#\/accueil$/);
  await expect(page.locator('.ea-contrat').first()).toBeVisible();
  console.log(`accueil: JS ${(weight.js / KB).toFixed(1)} KB + CSS ${(weight.css / KB).toFixed(1)} KB gzip`);
  for (const file of weight.files) console.log(`  ${file.type} ${(file.gzip / KB).toFixed(1)} KB ${new URL(file.url).pathname}`);
  expect(weight.js + weight.css).toBeLessThanOrEqual(300 * KB);
});
