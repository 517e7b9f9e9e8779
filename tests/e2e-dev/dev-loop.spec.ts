import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../e2e/fixtures';
import { loginAsSophie } from '../e2e/accountHelpers';
import { generateActeFiles } from '../../scripts/build/generate';
import { apiRestarted } from '../../scripts/vite/acteHotReload';

/**
 * Under `npm run dev` (playwright.dev.config.ts): saving an acte's schema and its manifest restarts
 * the API (a regenerated validator, a manifest read from disk); the open preview says it waits,
 * then shows the new rules by itself — never « Acte inconnu », never a page reload — and the new
 * manifest is served (a `brouillon: true` opens the acte's drafts) without a manual restart. The
 * files of dev-saisie are put back, with their generated twins, whatever happens.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ACTE = 'dev-saisie';
const SCHEMA_FILE = path.join(ROOT, `schemas/actes/${ACTE}/${ACTE}.schema.json`);
const MANIFEST_FILE = path.join(ROOT, `schemas/actes/${ACTE}/${ACTE}.acte.json`);
const originals = new Map([SCHEMA_FILE, MANIFEST_FILE].map((file) => [file, fs.readFileSync(file, 'utf8')]));

test.afterAll(async () => {
  const restoredAt = Date.now();
  let restored = false;
  for (const [file, content] of originals) {
    if (fs.readFileSync(file, 'utf8') === content) continue;
    fs.writeFileSync(file, content);
    restored = true;
  }
  // The generated files as `npm run gen` writes them from the restored files.
  for (const [relative, content] of await generateActeFiles(ROOT, ACTE)) {
    const file = path.join(ROOT, relative);
    if (fs.readFileSync(file, 'utf8') !== content) fs.writeFileSync(file, content);
  }
  // The restored files restart the API once more: the next tests meet the new one.
  if (restored) expect(await apiRestarted(`http://127.0.0.1:${process.env.E2E_DEV_API_PORT}`, restoredAt, 120_000), 'the API restarted').toBe(true);
});

// While the API restarts, the page's other calls meet Vite's proxy without an API (502): not the preview's.
test.use({ allowedConsoleErrors: [/status of 502 \(Bad Gateway\)/] });

function edit(file: string, from: string, to: string) {
  const text = fs.readFileSync(file, 'utf8');
  expect(text, `${path.basename(file)} holds ${from}`).toContain(from);
  fs.writeFileSync(file, text.replace(from, to));
}

test.describe.configure({ timeout: 240_000 });

test('saving the schema and the manifest: the preview waits for the restarted API and shows the new rules; the new manifest is served', async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await loginAsSophie(page);
  const drafts = () => page.request.get(`/api/forms/${ACTE}/brouillon`);
  expect((await (await drafts()).json()).code, 'no drafts before the manifest says so').toBe('UnknownActe');
  const startedAt = (await (await page.request.get('/api/dev/status')).json()).demarrage as number;

  const unanswered: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 502) unanswered.push(new URL(response.url()).pathname);
  });
  await page.goto(`/#/dev/actes/${ACTE}`);
  await expect(page.getByRole('textbox', { name: 'Texte', exact: true })).toHaveValue('Bonjour', { timeout: 90_000 });
  await page.evaluate(() => ((window as unknown as { apercuSansRechargement: boolean }).apercuSansRechargement = true));
  // « Acte inconnu » must never show while the API restarts.
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Acte inconnu')) (window as unknown as { acteInconnu: boolean }).acteInconnu = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  edit(SCHEMA_FILE, '"required": [\n    "texte"\n  ]', '"required": [\n    "texte",\n    "commentaire"\n  ]');
  edit(MANIFEST_FILE, '"libelle": "Essai de saisie",', '"libelle": "Essai de saisie",\n  "brouillon": true,');
  await expect(page.getByText('Le serveur redémarre avec les fichiers modifiés')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Le serveur redémarre avec les fichiers modifiés')).toHaveCount(0, { timeout: 90_000 });
  expect((await (await page.request.get('/api/dev/status')).json()).demarrage, 'a new API answers').toBeGreaterThan(startedAt);

  await page.getByRole('button', { name: 'Soumission vide' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Zone de texte : * saisie obligatoire' })).toBeVisible();
  const response = await drafts();
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ brouillon: null });

  const flags = await page.evaluate(() => {
    const marks = window as unknown as { apercuSansRechargement?: boolean; acteInconnu?: boolean };
    return { apercuSansRechargement: marks.apercuSansRechargement, acteInconnu: marks.acteInconnu ?? false };
  });
  expect(flags.apercuSansRechargement, 'the page was not reloaded').toBe(true);
  expect(flags.acteInconnu, '« Acte inconnu » never showed').toBe(false);
  expect(unanswered.filter((url) => url.startsWith('/api/dev/actes')), 'the preview read the acte once the API answered').toEqual([]);
});
