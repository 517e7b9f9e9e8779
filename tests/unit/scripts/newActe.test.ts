import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../../scripts/check';
import { writeGenerated } from '../../../scripts/gen';
import { nextSteps, ScaffoldError, scaffoldActe } from '../../../scripts/newActe';

// `npm run new-acte <nom>` gives an acte that `npm run gen && npm run check` accept
// at once. Run on a copy of the project's layout (common schemas, manifest format, screen format,
// block folders), with the real generator and the real checks.
const projectRoot = path.resolve(import.meta.dirname, '../../..');
let root: string;

beforeAll(() => {
  process.env.CHECK_CACHE = '0';
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-acte-'));
  for (const relative of ['schemas/common', 'schemas/actes/acte.manifest.schema.json', 'schemas/actes/acte.migrations.schema.json', 'screens/screen.schema.json', 'src/engine/blocks', 'src/engine/screen.base.schema.json', 'src/language/language.schema.json']) {
    fs.cpSync(path.join(projectRoot, relative), path.join(root, relative), { recursive: true });
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run new-acte', () => {
  it('scaffolds an acte that npm run gen and npm run check accept as it is', { timeout: 180_000 }, async () => {
    const files = scaffoldActe(root, 'changement-rib');
    expect(files).toEqual([
      'schemas/actes/changement-rib/changement-rib.schema.json',
      'schemas/actes/changement-rib/changement-rib.ui.json',
      'schemas/actes/changement-rib/changement-rib.sample.json',
      'schemas/actes/changement-rib/changement-rib.acte.json',
      'screens/member/actes/changement-rib.screen.json',
    ]);
    const manifest = JSON.parse(fs.readFileSync(path.join(root, files[3]), 'utf8'));
    expect(manifest).toMatchObject({ acte: 'changement-rib', version: 1, effect: 'demande', endpoints: [{ method: 'POST', path: '/api/forms/changement-rib/form' }] });
    const screen = JSON.parse(fs.readFileSync(path.join(root, files[4]), 'utf8'));
    expect(screen.route).toBe('actes/changement-rib');
    // The screen restates nothing of the manifest: access, address, outcome and error toast come from it.
    expect(screen.access).toBeUndefined();
    expect(screen.blocks).toEqual([{ type: 'contractSelector', label: 'Contrat concerné' }, { type: 'form', acte: 'changement-rib' }]);

    await writeGenerated(root);
    const { problems, summary } = await runChecks(root);
    expect(problems).toEqual([]);
    expect(summary).toBe('check: 1 actes (schemas/actes), 1 écrans et src/generated à jour.');

    // The checks are the real ones: a sample broken by the author is reported on its line.
    fs.writeFileSync(path.join(root, files[2]), '{\n  "message": "",\n  "$schema": "./changement-rib.schema.json"\n}\n');
    expect((await runChecks(root)).problems).toEqual([
      'schemas/actes/changement-rib/changement-rib.sample.json ligne 2 /message : Le message est obligatoire',
    ]);
  });

  it('prints the next steps in French: edit, gen, check, preview, server test, README', () => {
    const steps = nextSteps('changement-rib', ['schemas/actes/changement-rib/changement-rib.schema.json']);
    for (const expected of ['npm run gen', 'npm run check', '#/dev/actes/changement-rib', 'tests/server/routes/api/acte.requiredFromFiles.test.ts', 'README']) {
      expect(steps).toContain(expected);
    }
  });

  it('refuses a name that is not kebab-case and an acte that exists, in French', () => {
    expect(() => scaffoldActe(root, 'Changement RIB')).toThrow(
      new ScaffoldError("« Changement RIB » n'est pas un nom d'acte valide : lettres minuscules sans accent, chiffres et tirets, 60 caractères au plus (ex. changement-rib)."),
    );
    expect(() => scaffoldActe(root, 'rib-')).toThrow(ScaffoldError);
    expect(() => scaffoldActe(root, undefined)).toThrow(/npm run new-acte <nom>/);
    fs.mkdirSync(path.join(root, 'schemas/actes/existant'), { recursive: true });
    expect(() => scaffoldActe(root, 'existant')).toThrow("L'acte « existant » existe déjà (schemas/actes/existant) : choisissez un autre nom.");
    expect(fs.existsSync(path.join(root, 'screens/member/actes/existant.screen.json'))).toBe(false);
  });
});
