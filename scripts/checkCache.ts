/**
 * What keeps `npm run check` under a second: a check whose inputs have not changed since it last
 * passed is not run again (as `eslint --cache` or `tsc --incremental` do). A key is the SHA-256 of
 * every input's content plus the checking code itself (scripts/check*.ts and their helpers, the validation engine, the
 * widget names, package-lock.json): editing a checker, a library version or any input runs the
 * check again. Only passes are remembered, so a problem is always reported afresh.
 * The cache lives in node_modules/.cache (never committed); CHECK_CACHE=0 turns it off.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const PROJECT = path.resolve(import.meta.dirname, '..');
const CACHE_DIR = path.join(PROJECT, 'node_modules/.cache/espace-adherent-check');

export const cacheEnabled = () => process.env.CHECK_CACHE !== '0';

/** SHA-256 of the parts, each length-prefixed so that ['ab', 'c'] and ['a', 'bc'] differ. */
export function digest(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex');
}

/** Files of a folder tree, sorted, whose name passes `keep`. */
export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, keep);
      return keep(entry.name) ? [full] : [];
    })
    .sort();
}

/** Path and content of each file (a missing file counts as absent, not as empty). */
export function contentsOf(root: string, files: readonly string[]): string[] {
  return files.flatMap((file) => [path.relative(root, file), fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '\u0000absent']);
}

let checkerDigest: string | undefined;

/** The checking code: a change to any of it invalidates every remembered pass. */
function checker(): string {
  checkerDigest ??= digest(
    contentsOf(PROJECT, [
      ...filesUnder(path.join(PROJECT, 'scripts'), (name) => /^(check.*|problemLocation|generationInputs)\.ts$/.test(name)),
      ...filesUnder(path.join(PROJECT, 'scripts/build')),
      ...filesUnder(path.join(PROJECT, 'src/language/validation')),
      ...filesUnder(path.join(PROJECT, 'src/engine/validation')),
      path.join(PROJECT, 'src/server/actes/manifests.ts'),
      path.join(PROJECT, 'src/language/acteAccess.ts'),
      // What a screen derives from its acte's manifest: the generated chunks and the checks follow it.
      path.join(PROJECT, 'src/language/acteManifest.ts'),
      path.join(PROJECT, 'widgets/widgetNames.ts'),
      path.join(PROJECT, 'package-lock.json'),
    ]),
  );
  return checkerDigest;
}

const entry = (kind: string, inputs: readonly string[]) => path.join(CACHE_DIR, `${kind}-${digest([checker(), ...inputs])}`);

/** The value remembered for these inputs (a pass: ''), or undefined. */
export function recall(kind: string, inputs: readonly string[]): string | undefined {
  if (!cacheEnabled()) return undefined;
  const file = entry(kind, inputs);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

export function remember(kind: string, inputs: readonly string[], value = ''): void {
  if (!cacheEnabled()) return;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(entry(kind, inputs), value);
}

/** Runs `check` unless it passed on these very inputs; remembers a pass. */
export function unlessPassed(kind: string, inputs: readonly string[], check: () => string[]): string[] {
  if (recall(kind, inputs) !== undefined) return [];
  const problems = check();
  if (problems.length === 0) remember(kind, inputs);
  return problems;
}
