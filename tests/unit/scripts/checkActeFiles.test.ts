import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runActeChecks } from '../../../scripts/checkActeFiles';

// npm run check:actes: the acte-file checks on a copy of the project's files; after a one-acte
// edit only the parts that read the edited file run again (what keeps it under a second).
const projectRoot = path.resolve(import.meta.dirname, '../../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ea-check-actes-'));
for (const dir of ['schemas', 'screens']) fs.cpSync(path.join(projectRoot, dir), path.join(root, dir), { recursive: true });
fs.mkdirSync(path.join(root, 'src/language'), { recursive: true });
fs.copyFileSync(path.join(projectRoot, 'src/language/language.schema.json'), path.join(root, 'src/language/language.schema.json'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const UI = path.join(root, 'schemas/actes/dev-saisie/dev-saisie.ui.json');

describe('check:actes', () => {
  it('passes on the shipped actes, reports a one-acte mistake in French at its file and line, and reruns only what reads the edited file', { timeout: 180_000 }, async () => {
    const first = await runActeChecks(root);
    expect(first.problems).toEqual([]);
    expect(first.summary).toMatch(/^check:actes : \d+ actes \(schemas\/actes\) sans problème\.$/);
    expect((await runActeChecks(root)).ran, 'nothing changed: nothing runs').toEqual([]);

    const original = fs.readFileSync(UI, 'utf8');
    const ui = JSON.parse(original) as Record<string, unknown>;
    fs.writeFileSync(UI, JSON.stringify({ ...ui, champInconnu: { 'ui:title': 'X' } }, null, 2));
    const broken = await runActeChecks(root);
    expect(broken.problems.join('\n')).toMatch(/^schemas\/actes\/dev-saisie\/dev-saisie\.ui\.json ligne \d+ \/champInconnu : .*champInconnu/m);
    // The acte itself, and the parts that read every UI schema (steps, repeated keys, UI vocabulary)
    // unless they passed on these files before; nothing else.
    const readsTheUi = ['dev-saisie', 'étapes', 'clés répétées', 'vocabulaire des UI schemas'];
    expect(broken.ran).toContain('dev-saisie');
    expect(broken.ran.filter((name) => !readsTheUi.includes(name))).toEqual([]);

    fs.writeFileSync(UI, original);
    const fixed = await runActeChecks(root);
    expect(fixed.problems).toEqual([]);
    expect(fixed.ran.filter((name) => !readsTheUi.includes(name))).toEqual([]);
  });
});
