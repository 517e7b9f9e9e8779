/**
 * The src/generated part of `npm run check`: every generated file is what `npm run gen` would write
 * now (regenerated in memory and compared), and none is left over. Regenerating takes seconds, so a
 * pass is remembered with the digest of the inputs and of the files (scripts/checkCache.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

import { generateAll, GENERATED_DIR, SchemaError } from './build/generate';
import { digest, recall, remember } from './checkCache';
import { generatedOutputs, generationInputs } from './generationInputs';
import { problemAt } from './problemLocation';

/** The folders of src/generated that hold only what gen writes (a file no schema produces is left over). */
export const OWNED_DIRS = ['schemas', 'validators', 'validators/common', 'types', 'api'].map((dir) => `${GENERATED_DIR}/${dir}`);

/** Remembers that these generated files are exactly what the current inputs give (after gen writes them, or a passing check). */
export function rememberGenerated(root: string, generated: Iterable<string>): void {
  const files = [...generated].sort();
  remember('generated', generationInputs(root), JSON.stringify({ files, outputs: digest(generatedOutputs(root, files, OWNED_DIRS)) }));
}

export async function checkGenerated(root: string): Promise<string[]> {
  const problems: string[] = [];
  // Regenerating everything takes seconds: skipped when gen (or a passing check) already produced
  // exactly these files from exactly these inputs.
  const inputs = generationInputs(root);
  const known = recall('generated', inputs);
  if (known !== undefined) {
    const { files, outputs } = JSON.parse(known) as { files: string[]; outputs: string };
    if (digest(generatedOutputs(root, files, OWNED_DIRS)) === outputs) return problems;
  }
  let expected: Map<string, string>;
  try {
    expected = await generateAll(root);
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error;
    return problems; // already reported by the schema checks
  }
  for (const [relative, content] of expected) {
    const file = path.join(root, relative);
    if (!fs.existsSync(file)) problems.push(problemAt(root, file, undefined, 'absent — lancez npm run gen'));
    else if (fs.readFileSync(file, 'utf8') !== content) problems.push(problemAt(root, file, undefined, 'périmé — lancez npm run gen'));
  }
  for (const dir of OWNED_DIRS) {
    const absolute = path.join(root, dir);
    if (!fs.existsSync(absolute)) continue;
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isFile() && !expected.has(relative)) problems.push(problemAt(root, path.join(root, relative), undefined, 'ne correspond à aucun schéma — lancez npm run gen'));
    }
  }
  if (problems.length === 0) rememberGenerated(root, expected.keys());
  return problems;
}
