import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { lintActeChanges } from '../../../scripts/lintActeChanges';
import { uncoveredChanges, type IndexedStep } from '../../../scripts/migrationCoverage';
import { breakingSchemaChanges } from '../../../scripts/schemaChanges';
import type { MigrationOp } from '../../../src/domain/acteMigrations';

/**
 * lint:actes checks that each breaking change is covered by an op of its kind: a rename by a
 * `rename` of that very path, a removal by a `drop`, a new required field by a `default` or a
 * `message` — covered, not covered, wrong path, wrong kind; an empty step never covers a rename.
 */

const V1 = {
  type: 'object',
  properties: { email: { type: 'string', format: 'email' }, motif: { type: 'string', maxLength: 200 }, ancien: { type: 'boolean' } },
  required: ['email'],
};
/** v2: `motif` renamed `commentaire`. */
const renamed = { ...V1, properties: { email: V1.properties.email, commentaire: V1.properties.motif, ancien: V1.properties.ancien } };
/** v2: `ancien` removed. */
const removed = { ...V1, properties: { email: V1.properties.email, motif: V1.properties.motif } };
/** v2: a new required field `telephone`. */
const required = { ...V1, properties: { ...V1.properties, telephone: { type: 'string' } }, required: ['email', 'telephone'] };

const step = (ops: MigrationOp[], from = 1): IndexedStep => ({ index: from - 1, from, to: from + 1, ops });
const problemsOf = (after: object, steps: IndexedStep[], version = 2) => uncoveredChanges(breakingSchemaChanges(V1, after as never), steps, 1, version);

describe('migration coverage of a rename', () => {
  it('covered by a rename of that very path (old → new), or by two renames chained over two steps', () => {
    expect(problemsOf(renamed, [step([{ op: 'rename', from: 'motif', to: 'commentaire' }])])).toEqual([]);
    expect(problemsOf(renamed, [step([{ op: 'rename', from: 'motif', to: 'texte' }]), step([{ op: 'rename', from: 'texte', to: 'commentaire' }], 2)], 3)).toEqual([]);
  });

  it('not covered by an empty step ("ops": []): the renamed field would be lost', () => {
    expect(problemsOf(renamed, [step([])])).toEqual([
      {
        pointer: '/steps/0/ops',
        message:
          '« motif » est devenu « commentaire » et aucune opération ne le couvre : la saisie de « motif » serait perdue dans les brouillons et demandes enregistrés en version 1 ; ' +
          'ajoutez { "op": "rename", "from": "motif", "to": "commentaire" }',
      },
    ]);
  });

  it('wrong path: a rename from another field, or to another place, points at that op', () => {
    expect(problemsOf(renamed, [step([{ op: 'rename', from: 'motiv', to: 'commentaire' }])])).toEqual([
      {
        pointer: '/steps/0/ops/0',
        message:
          "l'opération « rename » de « motiv » en « commentaire » ne part pas de ce champ : « motif » est devenu « commentaire » ; écrivez { \"op\": \"rename\", \"from\": \"motif\", \"to\": \"commentaire\" }",
      },
    ]);
    expect(problemsOf(renamed, [step([{ op: 'rename', from: 'email', to: 'courriel' }, { op: 'rename', from: 'motif', to: 'commentair' }])])).toEqual([
      expect.objectContaining({ pointer: '/steps/0/ops/1', message: expect.stringContaining('mais les opérations le portent en « commentair »') }),
    ]);
  });

  it('wrong kind: a drop would lose the value, a default does not carry it', () => {
    expect(problemsOf(renamed, [step([{ op: 'drop', path: 'motif' }])])).toEqual([
      {
        pointer: '/steps/0/ops/0',
        message:
          "« motif » est devenu « commentaire » : l'opération « drop » de « motif » perdrait sa saisie ; écrivez { \"op\": \"rename\", \"from\": \"motif\", \"to\": \"commentaire\" }",
      },
    ]);
    expect(problemsOf(renamed, [step([{ op: 'default', path: 'commentaire', value: '' }])])).toEqual([
      expect.objectContaining({ pointer: '/steps/0/ops/0', message: expect.stringContaining("l'opération « default » de « commentaire » ne reprend pas sa saisie") }),
    ]);
  });
});

describe('migration coverage of a removal', () => {
  it('covered by a drop of that path (or of its parent), or by a move that keeps the value elsewhere', () => {
    expect(problemsOf(removed, [step([{ op: 'drop', path: 'ancien' }])])).toEqual([]);
    expect(problemsOf(removed, [step([{ op: 'move', from: 'ancien', to: 'archives.ancien' }])])).toEqual([]);
  });

  it('not covered by an empty step; a drop of another path is the wrong path', () => {
    const missing = {
      pointer: '/steps/0/ops',
      message: '« ancien » a été supprimé et aucune opération ne le retire des brouillons et demandes enregistrés en version 1 ; ajoutez { "op": "drop", "path": "ancien" }',
    };
    expect(problemsOf(removed, [step([])])).toEqual([missing]);
    expect(problemsOf(removed, [step([{ op: 'drop', path: 'anciens' }])])).toEqual([missing]);
  });

  it('wrong kind: a default of the removed path does not remove it', () => {
    expect(problemsOf(removed, [step([{ op: 'default', path: 'ancien', value: false }])])).toEqual([
      { pointer: '/steps/0/ops/0', message: "« ancien » a été supprimé : l'opération « default » de « ancien » ne le retire pas ; écrivez { \"op\": \"drop\", \"path\": \"ancien\" }" },
    ]);
  });
});

describe('migration coverage of a new required field', () => {
  it('covered by a default for it, or by a message to the member', () => {
    expect(problemsOf(required, [step([{ op: 'default', path: 'telephone', value: '' }])])).toEqual([]);
    expect(problemsOf(required, [step([{ op: 'message', path: 'telephone', message: 'Indiquez désormais votre numéro de téléphone.' }])])).toEqual([]);
  });

  it('not covered by an empty step, nor by a default of another path', () => {
    const missing = {
      pointer: '/steps/0/ops',
      message:
        '« telephone » est désormais obligatoire et les brouillons et demandes enregistrés en version 1 ne l\'ont pas : ' +
        'ajoutez { "op": "default", "path": "telephone", "value": … } ou { "op": "message", "path": "telephone", "message": "…" } (le message est montré à l\'adhérent qui reprend son brouillon)',
    };
    expect(problemsOf(required, [step([])])).toEqual([missing]);
    expect(problemsOf(required, [step([{ op: 'default', path: 'telephon', value: '' }])])).toEqual([missing]);
  });

  it('wrong kind: a drop of the new field gives it nothing; a default later dropped does not count', () => {
    expect(problemsOf(required, [step([{ op: 'drop', path: 'telephone' }])])).toEqual([
      expect.objectContaining({ pointer: '/steps/0/ops/0', message: expect.stringContaining("« telephone » est désormais obligatoire : l'opération « drop » de « telephone » ne lui donne ni valeur ni message") }),
    ]);
    expect(problemsOf(required, [step([{ op: 'default', path: 'telephone', value: '' }, { op: 'drop', path: 'telephone' }])])).toHaveLength(1);
  });
});

// The lint itself, in a throw-away repository: the problem names the migrations file and its line.
const projectRoot = path.resolve(import.meta.dirname, '../../..');
const ACTE = 'communication-mail';
const acteDir = (root: string) => path.join(root, 'schemas/actes', ACTE);
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});
const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@exemple.fr', '-c', 'commit.gpgsign=false', ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

function renamedActeAtVersion2(ops: MigrationOp[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-actes-coverage-'));
  roots.push(root);
  fs.cpSync(path.join(projectRoot, 'schemas/common'), path.join(root, 'schemas/common'), { recursive: true });
  fs.cpSync(acteDir(projectRoot), acteDir(root), { recursive: true });
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'v1');
  git(root, 'checkout', '-q', '-b', 'evolution');
  const schemaFile = path.join(acteDir(root), `${ACTE}.schema.json`);
  const schema = readJson(schemaFile);
  schema.properties.commentaire = schema.properties.motif;
  delete schema.properties.motif;
  writeJson(schemaFile, schema);
  const manifestFile = path.join(acteDir(root), `${ACTE}.acte.json`);
  writeJson(manifestFile, { ...readJson(manifestFile), version: 2 });
  writeJson(path.join(acteDir(root), `${ACTE}.migrations.json`), { $schema: '../acte.migrations.schema.json', steps: [{ from: 1, to: 2, ops }] });
  return root;
}

describe('npm run lint:actes with the version raised and a step present', { timeout: 60_000 }, () => {
  it('refuses "ops": [] on a rename, naming the migrations file and its line', () => {
    const result = lintActeChanges(renamedActeAtVersion2([]));
    expect(result.problems).toEqual([
      `schemas/actes/${ACTE}/${ACTE}.schema.json /properties/motif : la propriété « motif » (champ /motif) a été supprimée ou renommée (en « commentaire » ?)`,
      `schemas/actes/${ACTE}/${ACTE}.migrations.json ligne 7 /steps/0/ops : « motif » est devenu « commentaire » et aucune opération ne le couvre : ` +
        'la saisie de « motif » serait perdue dans les brouillons et demandes enregistrés en version 1 ; ajoutez { "op": "rename", "from": "motif", "to": "commentaire" }',
    ]);
  });

  it('points a wrong op at its own line, and passes with the right one', () => {
    expect(lintActeChanges(renamedActeAtVersion2([{ op: 'drop', path: 'motif' }])).problems.at(-1)).toMatch(
      new RegExp(`^schemas/actes/${ACTE}/${ACTE}\\.migrations\\.json ligne 8 /steps/0/ops/0 : « motif » est devenu « commentaire » : l'opération « drop » de « motif » perdrait sa saisie`),
    );
    expect(lintActeChanges(renamedActeAtVersion2([{ op: 'rename', from: 'motif', to: 'commentaire' }])).problems).toEqual([]);
  });
});
