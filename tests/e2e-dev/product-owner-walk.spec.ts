import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../e2e/fixtures';
import { control, loginAsSophie, xsrf } from '../e2e/accountHelpers';
import { writeGenerated } from '../../scripts/gen';
import { apiRestarted } from '../../scripts/vite/acteHotReload';

/**
 * The product owner's walk, under `npm run dev` (playwright.dev.config.ts), with files and the
 * README's commands only — no SQL, no TypeScript, no restart, no git branch: a new acte scaffolded
 * by `npm run new-acte`, given fields with a date-effet rule and an upload, `npm run gen`; its
 * preview in every role and contract state; filed as a member, read in the back office; then a
 * field renamed with a migration step, and the draft saved before comes back migrated. The acte's
 * files, its screen, its generated files and the demo data it wrote are removed whatever happens.
 * Its time is mostly the API's three restarts, each waited for until the API stays up.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ACTE = 'essai-parcours-optique';
const DIR = path.join(ROOT, 'schemas/actes', ACTE);
const SCREEN = path.join(ROOT, 'screens/member/actes', `${ACTE}.screen.json`);
const API = () => `http://127.0.0.1:${process.env.E2E_DEV_API_PORT}`;
const GESTION = { userName: 'gestion@demo.fr', password: 'Demo#2026pass' };
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const file = (suffix: string) => path.join(DIR, `${ACTE}.${suffix}.json`);
const readJson = (suffix: string) => JSON.parse(fs.readFileSync(file(suffix), 'utf8')) as Record<string, any>;
const writeJson = (suffix: string, value: unknown) => fs.writeFileSync(file(suffix), `${JSON.stringify(value, null, 2)}\n`);

/**
 * Resolves once an API started after `since` answers and has kept answering from the same process for a few
 * seconds: a regeneration restarts the API twice (scripts/dev.mjs for src/generated, node --watch for the
 * modules the API imports), and a page opened between the two meets no API.
 */
async function apiSettled(since: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const started = async () => {
    try {
      return ((await (await fetch(`${API()}/api/dev/status`)).json()) as { demarrage?: number }).demarrage ?? 0;
    } catch {
      return 0;
    }
  };
  while (Date.now() < deadline) {
    if (!(await apiRestarted(API(), since, deadline - Date.now()))) return false;
    const first = await started();
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    if (first > since && (await started()) === first) return true;
  }
  return false;
}

/** The acte's files gone, the generated files as `npm run gen` writes them without it, the API restarted on them. */
async function removeActe(): Promise<void> {
  if (![DIR, SCREEN, path.join(ROOT, 'src/generated/actes', `${ACTE}.ts`)].some((leftover) => fs.existsSync(leftover))) return;
  const since = Date.now();
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.rmSync(SCREEN, { force: true });
  // `npm run gen` removes the stale validator, schema and types; the acte's own module is ours to remove.
  fs.rmSync(path.join(ROOT, 'src/generated/actes', `${ACTE}.ts`), { force: true });
  await writeGenerated(ROOT);
  expect(await apiSettled(since, 120_000), 'the API restarted without the acte').toBe(true);
}

test.beforeAll(removeActe); // a run stopped half-way
test.afterAll(removeActe);

// While the API restarts, the page's other calls meet Vite's proxy without an API (502).
test.use({ allowedConsoleErrors: [/status of 502 \(Bad Gateway\)/] });
test.describe.configure({ timeout: 300_000, retries: 0 });

async function asMember(request: APIRequestContext, method: 'PUT' | 'GET' | 'DELETE', data?: object) {
  const headers = { 'X-XSRF-TOKEN': await xsrf(request), 'X-NumContrat': 'DEMO1001' };
  return request.fetch(`/api/forms/${ACTE}/brouillon`, { method, headers, ...(data ? { data } : {}) });
}

test('scaffold, fields with a date-effet rule and an upload, preview, file, back office, rename with a migrated draft', async ({ page, browser }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  try {
    // 1. The scaffold, then the fields: files only.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/newActe.ts', ACTE], { cwd: ROOT, stdio: 'ignore' });
    const schema = readJson('schema');
    schema.properties = {
      context: schema.properties.context,
      equipement: { type: 'string', enum: ['LUNETTES', 'LENTILLES'] },
      montantDevis: { type: 'number', exclusiveMinimum: 0, errorMessage: { exclusiveMinimum: 'Le montant doit être supérieur à 0' } },
      devis: { type: 'array', minItems: 1, maxItems: 2, items: { $ref: '../../common/fichiers.schema.json#/$defs/fichier' }, errorMessage: { minItems: 'Merci de joindre le devis.' } },
      dateEffet: { type: 'string', format: 'date' },
    };
    schema.required = ['equipement', 'montantDevis', 'devis', 'dateEffet'];
    schema.errorMessage = { required: { devis: 'Merci de joindre le devis.' } };
    writeJson('schema', schema);
    writeJson('ui', {
      $schema: '../acte.ui.schema.json',
      'ui:order': ['equipement', 'montantDevis', 'devis', 'dateEffet', '*'],
      equipement: { 'ui:title': 'Équipement', 'ui:widget': 'radioGroup', 'ui:options': { items: [{ libelle: 'Lunettes', code: 'LUNETTES' }, { libelle: 'Lentilles', code: 'LENTILLES' }] } },
      montantDevis: { 'ui:title': 'Montant du devis (€)', 'ui:options': { inputMode: 'decimal', format: 'montant' } },
      devis: { 'ui:title': 'Devis', 'ui:widget': 'upload', 'ui:options': { queueLimit: 2, maxFileSize: 5242880, accept: ['pdf'], mimeTypes: ['application/pdf'], inputName: 'devis', maxTotalSize: 10485760 } },
      dateEffet: { 'ui:title': "Date d'effet", 'ui:widget': 'dateEffet', 'ui:options': { rule: { $read: 'dateEffet.rules.dateEffet' }, context: { $read: 'dateEffet.context' }, today: { $read: 'dateEffet.today' } } },
    });
    writeJson('sample', {
      $schema: `./${ACTE}.schema.json`,
      equipement: 'LUNETTES',
      montantDevis: 250,
      devis: [{ remoteFileName: '3b9e1c7d5a2f4e60', localFileName: 'devis.pdf', size: 48213, inputName: 'devis' }],
      dateEffet: new Date().toISOString().slice(0, 10),
    });
    const manifest = readJson('acte');
    manifest.libelle = 'Essai prise en charge optique';
    manifest.brouillon = true;
    manifest.dateEffet = {
      dateEffet: { plages: [{ libelle: "Date d'effet de la prise en charge", contraintes: [{ detail: { dateReference: 'AUJ', borne: '>=' } }, { detail: { dateReference: 'AUJ', modificateurMois: 2, borne: '<=' } }] }] },
    };
    writeJson('acte', manifest);
    // The member's screen reads the rule's interval for the form (the server computes it from the manifest).
    const screen = JSON.parse(fs.readFileSync(SCREEN, 'utf8')) as { blocks: Array<Record<string, unknown>> };
    screen.blocks = screen.blocks.map((block) =>
      block.type === 'form' ? { ...block, reads: { dateEffet: { resource: `forms/${ACTE}/date-effet`, label: "Date d'effet" } } } : block,
    );
    fs.writeFileSync(SCREEN, `${JSON.stringify(screen, null, 2)}\n`);
    // `npm run gen`: the new acte's validator and its place in the registries; the API restarts on them.
    const generatedAt = Date.now();
    await writeGenerated(ROOT);
    expect(await apiSettled(generatedAt, 120_000), 'the API restarted with the new acte').toBe(true);

    // 2. The preview, filled with the sample, the date-effet interval computed; every role and contract state.
    await page.goto(`/#/dev/actes/${ACTE}`);
    await expect(page.getByRole('textbox', { name: /Montant du devis/ })).toHaveValue(/250/, { timeout: 60_000 });
    await expect(page.getByText(/Date d'effet de la prise en charge : du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    const role = page.getByLabel('Rôle');
    for (const [value, expected] of [
      ['anonyme', /refuse cet acte à un visiteur non connecté/],
      ['BackEndUser', /refuse cet acte au rôle « BackEndUser »/],
      ['Admin', /refuse cet acte au rôle « Admin »/],
      ['Beneficiaire', /Le serveur accepte cet acte dans ce contexte/],
      ['User', /Le serveur accepte cet acte dans ce contexte/],
    ] as const) {
      await role.selectOption(value);
      await expect(page.getByText(expected)).toBeVisible();
    }
    const etat = page.getByLabel('État du contrat courant');
    for (const [value, expected] of [
      ['aucun', /Cet acte demande un contrat courant/],
      ['resilie', /refuse cet acte sur un contrat résilié/],
      ['eninstance', /Le serveur accepte cet acte dans ce contexte/],
      ['suspendu', /Le serveur accepte cet acte dans ce contexte/],
      ['valide', /Le serveur accepte cet acte dans ce contexte/],
    ] as const) {
      await etat.selectOption(value);
      await expect(page.getByText(expected)).toBeVisible();
      await expect(page.getByRole('textbox', { name: /Montant du devis/ })).toBeVisible();
    }

    // 3. Filed by the member: the upload finishes, the date d'effet is proposed by the rule.
    await control(page.request, 'demandes-reset', {});
    await loginAsSophie(page);
    await page.goto(`/#/actes/${ACTE}`);
    await page.getByRole('radio', { name: 'Lentilles', exact: true }).check({ force: true });
    await page.getByRole('textbox', { name: /Montant du devis/ }).fill('180');
    await page.locator('.bp6-form-group', { has: page.getByText(/^Devis/) }).first().locator('input[type=file]').setInputFiles({ name: 'devis-opticien.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('listitem').filter({ hasText: 'devis-opticien.pdf' })).toContainText('Téléversé');
    const filing = page.waitForResponse((response) => response.url().endsWith(`/api/forms/${ACTE}/form`) && response.request().method() === 'POST', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Valider' }).click();
    // No request: the form refused to send; say what it shows.
    const filed = await filing.catch(async (error: Error) => {
      throw new Error(`Aucune demande envoyée ; le formulaire montre : ${await page.locator('main').innerText()}`, { cause: error });
    });
    expect(filed.status(), await filed.text()).toBe(200);
    const { demandeId } = (await filed.json()) as { demandeId: number };
    const sent = JSON.parse(filed.request().postData() ?? '{}') as Record<string, unknown>;
    expect(sent.dateEffet, 'the rule filled the date d’effet').toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // 4. The back office reads it.
    const staff = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
    await staff.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    const login = await staff.request.post('/api/identity/login', { data: GESTION, headers: { 'X-XSRF-TOKEN': await xsrf(staff.request) } });
    expect(login.ok(), await login.text()).toBe(true);
    await staff.goto(`/#/admin/demandes/${demandeId}`);
    await expect(staff.getByText('Essai prise en charge optique').first()).toBeVisible({ timeout: 60_000 });
    // the file's name is in what the member typed and, once read, in the documents joined
    await expect(staff.getByRole('region', { name: 'Informations saisies' }).getByText('devis-opticien.pdf')).toBeVisible();
    await staff.context().close();

    // 5. A draft under version 1, then the field renamed: version 2 and its migration step.
    const saved = await asMember(page.request, 'PUT', { version: 1, data: { equipement: 'LUNETTES', montantDevis: 312 } });
    expect(saved.status(), await saved.text()).toBe(200);
    writeJson('migrations', { $schema: '../acte.migrations.schema.json', steps: [{ from: 1, to: 2, ops: [{ op: 'rename', from: 'montantDevis', to: 'montantTotal' }] }] });
    const renamed = readJson('schema');
    renamed.properties = Object.fromEntries(Object.entries(renamed.properties).map(([key, value]) => [key === 'montantDevis' ? 'montantTotal' : key, value]));
    renamed.required = renamed.required.map((key: string) => (key === 'montantDevis' ? 'montantTotal' : key));
    const ui = readJson('ui');
    ui['ui:order'] = ui['ui:order'].map((key: string) => (key === 'montantDevis' ? 'montantTotal' : key));
    ui.montantTotal = { ...ui.montantDevis, 'ui:title': 'Montant total du devis (€)' };
    delete ui.montantDevis;
    const sample = readJson('sample');
    sample.montantTotal = sample.montantDevis;
    delete sample.montantDevis;
    const renamedAt = Date.now();
    writeJson('schema', renamed);
    writeJson('ui', ui);
    writeJson('sample', sample);
    writeJson('acte', { ...readJson('acte'), version: 2 });
    // The dev loop regenerates the acte and restarts the API: nothing to run by hand.
    expect(await apiSettled(renamedAt, 120_000), 'the API restarted with version 2').toBe(true);
    type Draft = { brouillon: { version: number; savedVersion: number; data: Record<string, unknown> } | null };
    const draftRead = async () => ((await (await asMember(page.request, 'GET')).json()) as Draft).brouillon;
    await expect.poll(async () => (await draftRead())?.version, { timeout: 30_000 }).toBe(2);
    const draft = await draftRead();
    expect(draft).toMatchObject({ version: 2, savedVersion: 1, data: { equipement: 'LUNETTES', montantTotal: 312 } });
    expect(draft?.data).not.toHaveProperty('montantDevis');

    // The member resumes it: the renamed field holds what was typed, and says it changed.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/#/accueil');
    await page.goto(`/#/actes/${ACTE}`);
    const offer = page.getByRole('region', { name: 'Demande en cours de saisie' });
    await offer.getByRole('button', { name: 'Reprendre' }).click({ timeout: 60_000 });
    await expect(page.getByRole('textbox', { name: /Montant total du devis/ })).toHaveValue(/312/);
    await expect(page.locator('.ea-brouillon-change')).toHaveText('Ce formulaire a changé depuis votre brouillon : vérifiez les champs signalés.');
  } finally {
    // The demo data it wrote: the member's draft (while the acte still exists) and the demandes.
    await asMember(page.request, 'DELETE').catch(() => undefined);
    await control(page.request, 'demandes-reset', {}).catch(() => undefined);
  }
});
