/**
 * Writes the bench's large acte next to the bench pages, with the project's own generator
 * (src/engine/validation/generate.ts), exactly as `npm run gen` does for a real acte:
 *   bench/.out/large-form/large-form.schema.json   the schema both pages render
 *   bench/.out/large-form/large-form.js            precompiled validators (our page only)
 *   bench/.out/large-form/warmup.js                those of the small warm-up form
 * bench/.out/ is a build output (gitignored).
 */
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { compileValidatorModule } from '../../src/engine/validation/generate';
import { countLeaves, largeFormSchema, LEAF_COUNT, warmupSchema } from './schema';

export const LARGE_FORM_DIR = path.resolve(import.meta.dirname, '../.out/large-form');

export async function generateLargeForm(): Promise<{ dir: string; leaves: number }> {
  const schema = largeFormSchema();
  const leaves = countLeaves(schema);
  if (leaves !== LEAF_COUNT) throw new Error(`large form has ${leaves} fields, expected ${LEAF_COUNT}`);
  fs.mkdirSync(LARGE_FORM_DIR, { recursive: true });
  const runtimeImport = path
    .relative(LARGE_FORM_DIR, path.resolve(import.meta.dirname, '../../src/engine/validation/runtime'))
    .split(path.sep)
    .join('/');
  fs.writeFileSync(path.join(LARGE_FORM_DIR, 'large-form.schema.json'), `${JSON.stringify(schema, null, 2)}\n`);
  for (const [name, source] of [['large-form', schema], ['warmup', warmupSchema]] as const) {
    const code = compileValidatorModule(source as never, runtimeImport);
    fs.writeFileSync(path.join(LARGE_FORM_DIR, `${name}.js`), await format(code, { parser: 'babel', printWidth: 120 }));
  }
  return { dir: LARGE_FORM_DIR, leaves };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  generateLargeForm().then(({ dir, leaves }) => console.log(`${leaves} fields → ${dir}`));
}
