import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// The validator of schemas/common/context.schema.json (which every acte has) is compiled once, in
// src/generated/validators/common/context.js: a form's chunk imports it instead of carrying a copy.
// A piece of its code (an error's schemaPath, kept by the minifier) tells which file holds it.
const CONTEXT_VALIDATOR = '#/$defs/context/properties/config/properties/createAccountAuthMode/type';
const KB = 1024;

interface Script {
  url: string;
  gzip: number;
  holdsContextValidator: boolean;
}

/** Every script the page fetches from now on, with whether it holds the context validator. */
function watchScripts(page: Page): { scripts: Script[]; settled: () => Promise<void> } {
  const scripts: Script[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => void scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length, holdsContextValidator: body.toString('utf8').includes(CONTEXT_VALIDATOR) }),
        () => undefined, // the page went away meanwhile
      ),
    );
  });
  return { scripts, settled: async () => void (await Promise.all(pending)) };
}

async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // a lazy chunk asked for after networkidle (see pageWeight.ts)
}

test('the landing page, which has no form, fetches no validator', async ({ page }) => {
  const { scripts, settled } = watchScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bienvenue sur votre Espace Adhérent' })).toBeVisible();
  await quiet(page);
  await settled();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.holdsContextValidator).map((script) => script.url)).toEqual([]);
});

test('the context validator is fetched with the first form, once: the next form does not bring its own copy', async ({ page }) => {
  const { scripts, settled } = watchScripts(page);
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  await quiet(page);
  await settled();
  const login = [...scripts];
  console.log(`login: JS ${(login.reduce((total, script) => total + script.gzip, 0) / KB).toFixed(1)} KB gzip`);
  for (const script of login) console.log(`  js ${(script.gzip / KB).toFixed(1)} KB ${script.url}${script.holdsContextValidator ? ' (context validator)' : ''}`);
  expect(login.filter((script) => script.holdsContextValidator)).toHaveLength(1);

  // Same document (a hash change): what the register form adds to what the login form fetched.
  await page.goto('/#/register');
  await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
  await quiet(page);
  await settled();
  const added = scripts.slice(login.length);
  expect(added.length, 'the register form fetches its own chunk').toBeGreaterThan(0);
  expect(added.filter((script) => script.holdsContextValidator).map((script) => script.url)).toEqual([]);
});
