/**
 * npm run gen — regenerates src/generated/ from schemas/ (see scripts/build/generate.ts):
 * bundled schemas, precompiled validators (standalone ES modules), request-body types, indexes.
 * Files of src/generated/{schemas,validators,types} that no acte produces any more are removed.
 */
import fs from 'node:fs';
import path from 'node:path';

import { generateAll, SchemaError } from './build/generate';
import { OWNED_DIRS, rememberGenerated } from './checkGenerated';

/** Writes every generated file of the project at `root` (a test generates a scaffolded copy); returns the summary line. */
export async function writeGenerated(root: string): Promise<string> {
  const files = await generateAll(root);
  let written = 0;
  for (const [relative, content] of files) {
    const file = path.join(root, relative);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    written++;
  }
  let removed = 0;
  for (const dir of OWNED_DIRS) {
    const absolute = path.join(root, dir);
    if (!fs.existsSync(absolute)) continue;
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isFile() && !files.has(relative)) {
        fs.rmSync(path.join(root, relative));
        removed++;
      }
    }
  }
  rememberGenerated(root, files.keys()); // npm run check needs not regenerate them to know they are fresh
  return `gen: ${files.size} fichiers générés (${written} écrits, ${removed} supprimés).`;
}

// Run as `npm run gen`; a test imports writeGenerated only.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  writeGenerated(path.resolve(import.meta.dirname, '..'))
    .then((summary) => console.log(summary))
    // The API document, from the routes (which import the files just generated).
    .then(() => import('./genOpenApi'))
    .then(async ({ writeOpenApi, OPENAPI_FILE }) => console.log(`gen: ${OPENAPI_FILE} ${(await writeOpenApi()) ? 'réécrit' : 'à jour'}.`))
    .catch((error: unknown) => {
      console.error(error instanceof SchemaError ? `gen: ${error.message}` : error);
      process.exit(1);
    });
}
