/**
 * npm run lint:actes (and a part of npm run check) — the schema-change lint: compares each acte's
 * bundled schema in the working tree with the same acte on a base commit (by default where this
 * branch left `main`: `git merge-base HEAD main`; `--base <ref>` or ACTES_LINT_BASE to choose),
 * read from git's objects (no checkout). A change that can break data saved under the old
 * schema (scripts/schemaChanges.ts) must come with a higher manifest `version` and a step of
 * `<acte>.migrations.json` reaching it, whose ops cover each change (scripts/migrationCoverage.ts:
 * a rename by a `rename`, a removal by a `drop`, a new required field by a `default` or a
 * `message`), so drafts and demandes saved before still open with nothing lost.
 * A new acte is fine; without git or without a base (a shallow clone without main) the lint says
 * so and passes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ACTES_DIR, acteFiles, bundleSchema, listActes } from './build/generate';
import { breakingSchemaChanges, type SchemaChange } from './schemaChanges';
import { dottedPath } from './migrateFileLanguage';
import { uncoveredChanges, type IndexedStep } from './migrationCoverage';
import { problemAt } from './problemLocation';

export const BASE_ENV = 'ACTES_LINT_BASE';
const DEFAULT_BRANCHES = ['main', 'origin/main'];

export interface ActeChangeReport {
  acte: string;
  changes: SchemaChange[];
  baseVersion: number;
  version: number;
  /** Why the changes are not covered (version not raised, migration step missing); empty when they are. */
  problems: string[];
}

export interface LintResult {
  /** The commit compared with, or null when there is none (then `notice` says why). */
  base: string | null;
  baseLabel: string;
  notice?: string;
  reports: ActeChangeReport[];
  /** Every line to print when the lint fails (the changes, then what to do); empty when it passes. */
  problems: string[];
}

/** git in `root`, whatever repository a calling hook points at (GIT_DIR…). */
const gitEnv = () => {
  const { GIT_DIR: _dir, GIT_WORK_TREE: _tree, GIT_INDEX_FILE: _index, ...env } = process.env;
  return env;
};

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', env: gitEnv(), stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
}

/** The base commit: the given ref as it is, else where HEAD left main (or origin/main). */
export function findBase(root: string, requested?: string): { base: string; label: string } | { notice: string } | { error: string } {
  if (git(root, ['rev-parse', '--is-inside-work-tree'])?.trim() !== 'true') {
    return { notice: "pas de dépôt git : aucune base à comparer, la vérification des changements de schéma est sautée" };
  }
  if (requested) {
    const commit = git(root, ['rev-parse', '--verify', '--quiet', `${requested}^{commit}`])?.trim();
    return commit ? { base: commit, label: requested } : { error: `la base « ${requested} » n'existe pas dans ce dépôt (--base ou ${BASE_ENV})` };
  }
  for (const branch of DEFAULT_BRANCHES) {
    if (!git(root, ['rev-parse', '--verify', '--quiet', `${branch}^{commit}`])) continue;
    const base = git(root, ['merge-base', 'HEAD', branch])?.trim();
    if (base) return { base, label: `${branch} (merge-base ${base.slice(0, 7)})` };
  }
  return { notice: "pas de branche main (ou pas d'ancêtre commun avec elle, clone superficiel ?) : aucune base à comparer, la vérification des changements de schéma est sautée" };
}

/** Files under schemas/ changed between the base and the working tree, relative to root. */
function changedSchemaFiles(root: string, base: string): string[] {
  const out = git(root, ['diff', '--name-only', '--relative', '-z', base, '--', 'schemas']) ?? '';
  return out.split('\0').filter(Boolean);
}

/**
 * Copies the base's schemas/ (JSON files only) into a temporary folder, read from git's objects
 * in one `git cat-file --batch` (no checkout), so that bundleSchema resolves `$ref`s there as in
 * the working tree.
 */
function extractBaseSchemas(root: string, base: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-actes-'));
  const listing = git(root, ['ls-tree', '-r', '-z', base, '--', 'schemas']) ?? '';
  const blobs = listing
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t');
      return { oid: meta.split(' ')[2], file, type: meta.split(' ')[1] };
    })
    .filter((entry) => entry.type === 'blob' && entry.file.endsWith('.json'));
  if (blobs.length === 0) return dir;
  const raw = execFileSync('git', ['-C', root, 'cat-file', '--batch'], {
    env: gitEnv(),
    input: blobs.map((blob) => blob.oid).join('\n') + '\n',
    maxBuffer: 256 * 1024 * 1024,
  });
  let offset = 0;
  for (const blob of blobs) {
    const headerEnd = raw.indexOf(0x0a, offset);
    const size = Number(raw.subarray(offset, headerEnd).toString('utf8').split(' ')[2]);
    const content = raw.subarray(headerEnd + 1, headerEnd + 1 + size);
    offset = headerEnd + 1 + size + 1; // the blob, then a newline
    const target = path.join(dir, blob.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
  return dir;
}

function readJsonFile(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function manifestVersion(root: string, acte: string): number | null {
  const file = path.join(root, ACTES_DIR, acte, `${acte}.acte.json`);
  if (!fs.existsSync(file)) return null;
  try {
    const version = (readJsonFile(file) as { version?: unknown }).version;
    return typeof version === 'number' ? version : null;
  } catch {
    return null;
  }
}

/** The `{ from, to, ops }` steps of the acte's migrations file (with their place in it), or a French reason it has none. */
function migrationSteps(root: string, acte: string): IndexedStep[] | string {
  const file = path.join(root, ACTES_DIR, acte, `${acte}.migrations.json`);
  if (!fs.existsSync(file)) return 'fichier absent';
  try {
    const steps = (readJsonFile(file) as { steps?: unknown }).steps;
    if (!Array.isArray(steps)) return 'pas de liste « steps »';
    return steps
      .map((step, index) => ({ ...step, index, ops: Array.isArray(step?.ops) ? step.ops : [] }))
      .filter((step): step is IndexedStep => typeof step.from === 'number' && typeof step.to === 'number');
  } catch (error) {
    return `JSON illisible (${(error as Error).message})`;
  }
}

/** What the author should write in the migration step, from the changes found. */
function suggestedOps(changes: SchemaChange[]): string {
  const renamedTo = new Set(changes.map((change) => change.renamedTo).filter(Boolean));
  // The changes name fields by JSON Pointer; a migrations file writes dotted paths.
  const dotted = dottedPath;
  const ops = changes.flatMap((change) => {
    if (change.kind === 'supprime') {
      if (!change.renamedTo) return [`{ "op": "drop", "path": "${dotted(change.field)}" }`];
      const sameParent = change.renamedTo.slice(0, change.renamedTo.lastIndexOf('/')) === change.field.slice(0, change.field.lastIndexOf('/'));
      return [`{ "op": "${sameParent ? 'rename' : 'move'}", "from": "${dotted(change.field)}", "to": "${dotted(change.renamedTo)}" }`];
    }
    // A newly required field gets a value for the data saved before (unless it is a renamed one).
    if (change.kind === 'obligatoire' && !change.field.includes('*') && !renamedTo.has(change.field) && !change.conditional) {
      return [`{ "op": "default", "path": "${dotted(change.field)}", "value": … }`];
    }
    return [];
  });
  return ops.length ? `[${ops.join(', ')}]` : '[…]';
}

/** Why an acte's breaking changes are not covered by its version and migrations (French lines). */
function versionProblems(root: string, acte: string, baseVersion: number, version: number, changes: SchemaChange[]): string[] {
  const manifest = `${ACTES_DIR}/${acte}/${acte}.acte.json`;
  const migrations = `${ACTES_DIR}/${acte}/${acte}.migrations.json`;
  const ops = suggestedOps(changes);
  if (version <= baseVersion) {
    return [
      `${manifest} : ces changements rendent invalides les brouillons et demandes enregistrés en version ${baseVersion} : ` +
        `passez « version » à ${baseVersion + 1} dans ce manifeste et ajoutez à ${migrations} l'étape ` +
        `{ "from": ${baseVersion}, "to": ${baseVersion + 1}, "ops": ${ops} } (opérations rename, move, drop, default) ` +
        `qui fait passer les données de la version ${baseVersion} à la ${baseVersion + 1}`,
    ];
  }
  const steps = migrationSteps(root, acte);
  if (typeof steps === 'string') {
    return [
      `${migrations} : ${steps} ; la version passe de ${baseVersion} à ${version} : ajoutez les étapes de migration, ` +
        `dont { "from": ${version - 1}, "to": ${version}, "ops": ${ops} } (opérations rename, move, drop, default)`,
    ];
  }
  const problems: string[] = [];
  for (let from = baseVersion; from < version; from += 1) {
    if (steps.some((step) => step.from === from && step.to === from + 1)) continue;
    problems.push(
      `${migrations} : aucune étape de la version ${from} à la version ${from + 1} : ajoutez ` +
        `{ "from": ${from}, "to": ${from + 1}, "ops": ${from + 1 === version ? ops : '[…]'} } (opérations rename, move, drop, default) ` +
        `pour que les brouillons et demandes de la version ${from} s'ouvrent en version ${version}`,
    );
  }
  if (problems.length) return problems;
  // Every step is there: each change still needs an op of its kind (an empty step loses a renamed field).
  const file = path.join(root, migrations);
  return uncoveredChanges(changes, steps, baseVersion, version).map((problem) => problemAt(root, file, problem.pointer, problem.message));
}

/** The lint itself: every acte present on the base and in the working tree whose schemas changed. */
export function lintActeChanges(root: string, requestedBase?: string): LintResult {
  const found = findBase(root, requestedBase);
  if ('error' in found) return { base: null, baseLabel: requestedBase ?? '', reports: [], problems: [`lint:actes : ${found.error}`] };
  if ('notice' in found) return { base: null, baseLabel: '', notice: found.notice, reports: [], problems: [] };
  const result: LintResult = { base: found.base, baseLabel: found.label, reports: [], problems: [] };

  const changed = changedSchemaFiles(root, found.base);
  if (changed.length === 0) return result;
  // A shared file (schemas/common, a schema beside the actes) may reach any acte; else only the actes touched.
  const acteOf = (file: string) => file.match(new RegExp(`^${ACTES_DIR}/([^/]+)/`))?.[1];
  const touched = changed.every((file) => acteOf(file)) ? new Set(changed.map((file) => acteOf(file) as string)) : null;
  const actes = listActes(root).filter((acte) => (touched ? touched.has(acte) : true));
  if (actes.length === 0) return result;

  const baseRoot = extractBaseSchemas(root, found.base);
  try {
    for (const acte of actes) {
      const baseSchema = acteFiles(baseRoot, acte).schema;
      const schema = acteFiles(root, acte).schema;
      if (!fs.existsSync(baseSchema) || !fs.existsSync(schema)) continue; // a new acte: nothing saved under an older version
      let changes: SchemaChange[];
      try {
        changes = breakingSchemaChanges(bundleSchema(baseSchema), bundleSchema(schema));
      } catch {
        continue; // an unreadable schema is npm run check's to report (bundling, $ref)
      }
      if (changes.length === 0) continue;
      const baseVersion = manifestVersion(baseRoot, acte) ?? 1;
      const version = manifestVersion(root, acte) ?? 1;
      const problems = versionProblems(root, acte, baseVersion, version, changes);
      result.reports.push({ acte, changes, baseVersion, version, problems });
      if (problems.length) {
        const file = `${ACTES_DIR}/${acte}/${acte}.schema.json`;
        result.problems.push(...changes.map((change) => `${file} ${change.pointer} : ${change.message}`), ...problems);
      }
    }
  } finally {
    fs.rmSync(baseRoot, { recursive: true, force: true });
  }
  return result;
}

/** For npm run check: the lint's problems against the default base (none without a base). */
export function acteChangeProblems(root: string): string[] {
  return lintActeChanges(root, process.env[BASE_ENV] || undefined).problems;
}

function main(): void {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const root = path.resolve(option('--root') ?? path.join(import.meta.dirname, '..'));
  const result = lintActeChanges(root, option('--base') ?? (process.env[BASE_ENV] || undefined));
  if (result.notice) {
    console.log(`lint:actes : ${result.notice}.`);
    return;
  }
  for (const report of result.reports.filter((r) => r.problems.length === 0)) {
    console.log(
      `lint:actes : ${report.acte} : ${report.changes.length} changement(s) incompatible(s), couvert(s) par la version ${report.version} et sa migration depuis la version ${report.baseVersion}.`,
    );
  }
  if (result.problems.length) {
    console.error(`lint:actes : ${result.problems.length} problème(s) par rapport à ${result.baseLabel} :\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`lint:actes : aucun changement de schéma non versionné par rapport à ${result.baseLabel}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
