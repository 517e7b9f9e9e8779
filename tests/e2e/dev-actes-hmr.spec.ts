import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { test, expect } from './fixtures';
import { execFileSync } from 'node:child_process';

/**
 * `npm run dev`: saving a file of an acte updates the open preview without a page
 * reload. Vite's dev server runs here with the project's own config (scripts/vite/acteHotReload.ts),
 * its /api proxied to the test server; the test edits dev-saisie's UI schema, then its schema (which
 * the watcher regenerates into src/generated/), and puts both back — the files and their generated
 * twins — whatever happens.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ACTE = 'dev-saisie';
const UI_FILE = path.join(ROOT, `schemas/actes/${ACTE}/${ACTE}.ui.json`);
const SCHEMA_FILE = path.join(ROOT, `schemas/actes/${ACTE}/${ACTE}.schema.json`);

test.describe.configure({ timeout: 240_000 });

let vite: ViteDevServer | null = null;
const originals = new Map<string, string>();

test.beforeAll(async ({ baseURL }) => {
  for (const file of [UI_FILE, SCHEMA_FILE]) originals.set(file, fs.readFileSync(file, 'utf8'));
  vite = await createServer({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    // Its own pre-bundling cache: other dev servers may be running from the same node_modules.
    cacheDir: fs.mkdtempSync(path.join(os.tmpdir(), 'ea-vite-hmr-')),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: false, proxy: { '/api': baseURL! } },
  });
  await vite.listen();
});

test.afterAll(async () => {
  let changed = false;
  for (const [file, content] of originals) {
    if (fs.readFileSync(file, 'utf8') !== content) {
      fs.writeFileSync(file, content);
      changed = true;
    }
  }
  await vite?.close();
  // The generated files, as `npm run gen` writes them from the restored schema.
  if (changed) execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen.ts'], { cwd: ROOT, stdio: 'inherit' });
});

function edit(file: string, from: string, to: string) {
  const text = fs.readFileSync(file, 'utf8');
  expect(text, `${path.basename(file)} holds ${from}`).toContain(from);
  fs.writeFileSync(file, text.replace(from, to));
}

test('saving the UI schema, then the schema, updates the open preview without a page reload', async ({ page }) => {
  // Vite's dev server has no /favicon.ico (the production server answers every page path).
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  const address = vite!.resolvedUrls!.local[0];
  await page.goto(`${address}#/dev/actes/${ACTE}`);
  const texte = page.getByRole('textbox', { name: 'Texte', exact: true });
  // The first visit makes Vite transform the whole app: slow on a busy machine.
  await expect(texte).toHaveValue('Bonjour', { timeout: 120_000 });
  await page.evaluate(() => ((window as unknown as { apercuSansRechargement: boolean }).apercuSansRechargement = true));

  // A label of the UI schema (no regeneration: the chunk imports the file itself).
  edit(UI_FILE, '"ui:title": "Texte"', '"ui:title": "Texte modifié"');
  await expect(page.getByRole('textbox', { name: 'Texte modifié', exact: true })).toHaveValue('Bonjour', { timeout: 30_000 });

  // A rule of the schema: regenerated (validators), then the empty submit shows the new required field.
  await page.getByRole('button', { name: 'Soumission vide' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Texte modifié : * saisie obligatoire' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Zone de texte : * saisie obligatoire' })).toHaveCount(0);
  edit(SCHEMA_FILE, '"required": [\n    "texte"\n  ]', '"required": [\n    "texte",\n    "commentaire"\n  ]');
  await expect(page.getByRole('listitem').filter({ hasText: 'Zone de texte : * saisie obligatoire' })).toBeVisible({ timeout: 60_000 });
  const generated = fs.readFileSync(path.join(ROOT, `src/generated/schemas/${ACTE}.schema.json`), 'utf8');
  expect(generated, 'the watcher regenerated the bundled schema').toContain('"commentaire"\n  ]');

  expect(await page.evaluate(() => (window as unknown as { apercuSansRechargement?: boolean }).apercuSansRechargement), 'the page was not reloaded').toBe(true);
});
