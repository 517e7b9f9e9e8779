/**
 * Everything `npm run gen` (generateAll) reads from the project, as cache inputs for the check of
 * src/generated: every file under schemas/ (a UI schema or a sample by its name only: the generated
 * acte module imports the UI schema file, its content is not copied), the screen base schema, the file language's schema and the
 * block folders' JSON fragments, and the member screens (the « Mes démarches » index). The generating code itself is part of every cache key
 * (scripts/checkCache.ts). tests/unit/scripts/checkCache.test.ts watches generateAll's file reads
 * to keep this list complete.
 */
import path from 'node:path';
import { contentsOf, filesUnder } from './checkCache';

const NAME_ONLY = /\.(ui|sample)\.json$/;

export function generationInputs(root: string): string[] {
  const schemas = filesUnder(path.join(root, 'schemas'));
  const blocks = filesUnder(path.join(root, 'src/engine/blocks'), (name) => name.endsWith('.json'));
  return [
    ...schemas.filter((file) => NAME_ONLY.test(file)).map((file) => path.relative(root, file)),
    ...contentsOf(root, [...schemas.filter((file) => !NAME_ONLY.test(file)), path.join(root, 'src/engine/screen.base.schema.json'), path.join(root, 'src/language/language.schema.json'), ...blocks]),
    // « Mes démarches » finds each member acte's screen among the member screens.
    ...contentsOf(root, filesUnder(path.join(root, 'screens/member'), (name) => name.endsWith('.screen.json'))),
  ];
}

/** What the generated files hold now: each expected file's content, and the listing of the folders gen owns. */
export function generatedOutputs(root: string, expected: readonly string[], ownedDirs: readonly string[]): string[] {
  return [
    ...contentsOf(root, expected.map((relative) => path.join(root, relative))),
    ...ownedDirs.flatMap((dir) => filesUnder(path.join(root, dir)).map((file) => path.relative(root, file))),
  ];
}
