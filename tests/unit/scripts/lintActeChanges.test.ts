import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { lintActeChanges } from '../../../scripts/lintActeChanges';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const ACTE = 'communication-mail';
const acteDir = (root: string) => path.join(root, 'schemas/actes', ACTE);
const roots: string[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function git(root: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@exemple.fr', '-c', 'commit.gpgsign=false', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** A throw-away repository: the real communication-mail acte (v1) and schemas/common, committed on main. */
function repoWithActeOnMain(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-actes-repo-'));
  roots.push(root);
  fs.cpSync(path.join(projectRoot, 'schemas/common'), path.join(root, 'schemas/common'), { recursive: true });
  fs.mkdirSync(acteDir(root), { recursive: true });
  for (const suffix of ['schema.json', 'acte.json', 'ui.json', 'sample.json']) {
    fs.copyFileSync(path.join(acteDir(projectRoot), `${ACTE}.${suffix}`), path.join(acteDir(root), `${ACTE}.${suffix}`));
  }
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'v1');
  git(root, 'checkout', '-q', '-b', 'evolution');
  return root;
}

/** On the branch: `motif` renamed `commentaire` (a breaking change), committed. */
function renameMotif(root: string): void {
  const file = path.join(acteDir(root), `${ACTE}.schema.json`);
  const schema = readJson(file);
  schema.properties.commentaire = schema.properties.motif;
  delete schema.properties.motif;
  writeJson(file, schema);
  git(root, 'commit', '-q', '-am', 'motif devient commentaire');
}

function raiseVersion(root: string, version: number): void {
  const file = path.join(acteDir(root), `${ACTE}.acte.json`);
  writeJson(file, { ...readJson(file), version });
}

const runCli = (root: string, ...args: string[]) =>
  spawnSync(path.join(projectRoot, 'node_modules/.bin/tsx'), [path.join(projectRoot, 'scripts/lintActeChanges.ts'), '--root', root, ...args], {
    encoding: 'utf8',
  });

// The command-line runs start tsx (a few seconds on a busy machine).
describe('npm run lint:actes against main, in a throw-away git repository', { timeout: 60_000 }, () => {
  it('fails on a renamed property without a version bump, saying what to do', () => {
    const root = repoWithActeOnMain();
    renameMotif(root);
    const result = lintActeChanges(root);
    expect(result.base).toBe(git(root, 'rev-parse', 'main').trim());
    expect(result.problems).toEqual([
      `schemas/actes/${ACTE}/${ACTE}.schema.json /properties/motif : la propriété « motif » (champ /motif) a été supprimée ou renommée (en « commentaire » ?)`,
      `schemas/actes/${ACTE}/${ACTE}.acte.json : ces changements rendent invalides les brouillons et demandes enregistrés en version 1 : ` +
        `passez « version » à 2 dans ce manifeste et ajoutez à schemas/actes/${ACTE}/${ACTE}.migrations.json l'étape ` +
        `{ "from": 1, "to": 2, "ops": [{ "op": "rename", "from": "motif", "to": "commentaire" }] } (opérations rename, move, drop, default) ` +
        `qui fait passer les données de la version 1 à la 2`,
    ]);
    const cli = runCli(root);
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('lint:actes : 2 problème(s) par rapport à main');
    expect(cli.stderr).toContain('la propriété « motif » (champ /motif) a été supprimée ou renommée');
  });

  it('asks for the migration step when the version is raised without one', () => {
    const root = repoWithActeOnMain();
    renameMotif(root);
    raiseVersion(root, 2);
    expect(lintActeChanges(root).problems.at(-1)).toBe(
      `schemas/actes/${ACTE}/${ACTE}.migrations.json : fichier absent ; la version passe de 1 à 2 : ajoutez les étapes de migration, ` +
        `dont { "from": 1, "to": 2, "ops": [{ "op": "rename", "from": "motif", "to": "commentaire" }] } (opérations rename, move, drop, default)`,
    );
    writeJson(path.join(acteDir(root), `${ACTE}.migrations.json`), { steps: [{ from: 2, to: 3, ops: [] }] });
    expect(lintActeChanges(root).problems.at(-1)).toMatch(/migrations\.json : aucune étape de la version 1 à la version 2 : ajoutez/);
  });

  it('passes once the version is raised and a migration step reaches it (uncommitted work included)', () => {
    const root = repoWithActeOnMain();
    renameMotif(root);
    raiseVersion(root, 2);
    writeJson(path.join(acteDir(root), `${ACTE}.migrations.json`), {
      $schema: '../acte.migrations.schema.json',
      steps: [{ from: 1, to: 2, ops: [{ op: 'rename', from: 'motif', to: 'commentaire' }] }],
    });
    const result = lintActeChanges(root);
    expect(result.problems).toEqual([]);
    expect(result.reports).toMatchObject([{ acte: ACTE, baseVersion: 1, version: 2, problems: [] }]);
    const cli = runCli(root);
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain(`lint:actes : ${ACTE} : 1 changement(s) incompatible(s), couvert(s) par la version 2 et sa migration depuis la version 1.`);
  });

  it('accepts an optional field added and a new acte, and compares with the base given', () => {
    const root = repoWithActeOnMain();
    const file = path.join(acteDir(root), `${ACTE}.schema.json`);
    const schema = readJson(file);
    schema.properties.precision = { type: 'string', maxLength: 50 };
    writeJson(file, schema);
    fs.cpSync(acteDir(root), path.join(root, 'schemas/actes/nouvel-acte'), { recursive: true });
    for (const name of fs.readdirSync(path.join(root, 'schemas/actes/nouvel-acte'))) {
      fs.renameSync(path.join(root, 'schemas/actes/nouvel-acte', name), path.join(root, 'schemas/actes/nouvel-acte', name.replace(ACTE, 'nouvel-acte')));
    }
    expect(lintActeChanges(root)).toMatchObject({ problems: [], reports: [] });
    // Once the rename is committed, main sees it but the branch's own last commit does not.
    renameMotif(root);
    expect(lintActeChanges(root).problems).toHaveLength(2);
    expect(lintActeChanges(root, 'HEAD')).toMatchObject({ base: git(root, 'rev-parse', 'HEAD').trim(), problems: [] });
    expect(lintActeChanges(root, 'inconnue').problems).toEqual(['lint:actes : la base « inconnue » n\'existe pas dans ce dépôt (--base ou ACTES_LINT_BASE)']);
  });

  it('says so and passes without git or without main', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-actes-plain-'));
    roots.push(plain);
    const noGit = lintActeChanges(plain);
    expect(noGit).toMatchObject({ base: null, problems: [] });
    expect(noGit.notice).toMatch(/^pas de dépôt git/);

    const root = repoWithActeOnMain();
    renameMotif(root);
    git(root, 'branch', '-q', '-D', 'main');
    const noMain = lintActeChanges(root);
    expect(noMain).toMatchObject({ base: null, problems: [] });
    expect(noMain.notice).toMatch(/^pas de branche main/);
  });
});
