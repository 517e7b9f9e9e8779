import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkMigrations } from '../../../scripts/checkMigrations';
import { listActes } from '../../../scripts/build/generate';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** A project with the real migrations schema and, per acte, a manifest version and a migrations file (or none). */
function tempProject(actes: Record<string, { version: number; migrations?: unknown }>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ea-migrations-'));
  fs.mkdirSync(path.join(root, 'schemas/actes'), { recursive: true });
  fs.copyFileSync(path.join(projectRoot, 'schemas/actes/acte.migrations.schema.json'), path.join(root, 'schemas/actes/acte.migrations.schema.json'));
  for (const [acte, { version, migrations }] of Object.entries(actes)) {
    const dir = path.join(root, 'schemas/actes', acte);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, `${acte}.acte.json`), JSON.stringify({ acte, version }));
    if (migrations !== undefined) fs.writeFileSync(path.join(dir, `${acte}.migrations.json`), typeof migrations === 'string' ? migrations : JSON.stringify(migrations));
  }
  return root;
}

describe('npm run check: acte migrations', () => {
  it('accepts the project migrations', () => {
    expect(checkMigrations(projectRoot, listActes(projectRoot))).toEqual([]);
  });

  it('reports, in French with the file, a missing file, a bad op, a skipped version, a missing step and a step past the manifest', () => {
    const root = tempProject({
      sansfichier: { version: 2 },
      badop: { version: 2, migrations: { steps: [{ from: 1, to: 2, ops: [{ op: 'copy', from: 'a', to: 'b' }] }] } },
      saut: { version: 3, migrations: { steps: [{ from: 1, to: 3, ops: [] }] } },
      trou: { version: 3, migrations: { steps: [{ from: 2, to: 3, ops: [] }] } },
      audela: { version: 1, migrations: { steps: [{ from: 1, to: 2, ops: [] }] } },
      casse: { version: 2, migrations: '{ oops' },
      pointeur: { version: 2, migrations: { steps: [{ from: 1, to: 2, ops: [{ op: 'rename', from: '/etablissement/nom', to: '/etablissement/raisonSociale' }] }] } },
      bon: { version: 3, migrations: { steps: [{ from: 1, to: 2, ops: [{ op: 'rename', from: 'a', to: 'b' }] }, { from: 2, to: 3, ops: [{ op: 'default', path: 'c', value: 1 }] }] } },
    });
    const problems = checkMigrations(root, ['sansfichier', 'badop', 'saut', 'trou', 'audela', 'casse', 'pointeur', 'bon']);
    expect(problems).toContain(
      "schemas/actes/pointeur/pointeur.migrations.json: « /etablissement/nom » est un pointeur JSON : les chemins s'écrivent à points, comme dans les références de valeurs (« etablissement.nom ») (npx tsx scripts/migrateFileLanguage.ts réécrit les fichiers)",
    );
    expect(problems).toContain(
      "schemas/actes/sansfichier/sansfichier.migrations.json: fichier manquant — la version 2 de l'acte demande les étapes de migration depuis la version 1",
    );
    expect(problems.some((p) => p.startsWith('schemas/actes/badop/badop.migrations.json: /steps/0/ops/0'))).toBe(true);
    expect(problems).toContain('schemas/actes/saut/saut.migrations.json: /steps/0 va de la version 1 à 3 : une étape passe à la version suivante (to = from + 1)');
    expect(problems).toContain("schemas/actes/trou/trou.migrations.json: l'étape de la version 1 à la version 2 manque (le manifeste est en version 3)");
    expect(problems).toContain('schemas/actes/audela/audela.migrations.json: une étape arrive à la version 2, au-delà de la version 1 du manifeste');
    expect(problems.some((p) => p.startsWith('schemas/actes/casse/casse.migrations.json: JSON invalide'))).toBe(true);
    expect(problems.filter((p) => p.includes('/bon/'))).toEqual([]);
  });
});
