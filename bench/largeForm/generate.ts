/**
 * Writes the bench's large actes (300 and 1 000 fields) next to the bench pages, with the
 * project's own generator (scripts/build/generate.ts), exactly as `npm run gen` does
 * for a real acte:
 *   bench/.out/large-form/large-form-<size>.schema.json   the schema both pages render
 *   bench/.out/large-form/large-form-<size>.js            precompiled validators (our page only)
 *   bench/.out/large-form/warmup.js                       those of the small warm-up form
 * bench/.out/ is a build output (gitignored).
 */
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { compileValidatorModule } from '../../scripts/build/generate';
import { countLeaves, FORM_SIZES, largeFormSchema, warmupSchema, type FormSize } from './schema';

export const LARGE_FORM_DIR = path.resolve(import.meta.dirname, '../.out/large-form');

export async function generateLargeForm(): Promise<{ dir: string; sizes: FormSize[] }> {
  const sizes = Object.keys(FORM_SIZES).map(Number) as FormSize[];
  const schemas = sizes.map((size) => {
    const schema = largeFormSchema(size);
    const leaves = countLeaves(schema);
    if (leaves !== size) throw new Error(`large form has ${leaves} fields, expected ${size}`);
    return [`large-form-${size}`, schema] as const;
  });
  fs.mkdirSync(LARGE_FORM_DIR, { recursive: true });
  const runtimeImport = path
    .relative(LARGE_FORM_DIR, path.resolve(import.meta.dirname, '../../src/language/validation/runtime'))
    .split(path.sep)
    .join('/');
  for (const [name, schema] of schemas) fs.writeFileSync(path.join(LARGE_FORM_DIR, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
  for (const [name, source] of [...schemas, ['warmup', warmupSchema]] as const) {
    const code = compileValidatorModule(source as never, runtimeImport);
    fs.writeFileSync(path.join(LARGE_FORM_DIR, `${name}.js`), await format(code, { parser: 'babel', printWidth: 120 }));
  }
  return { dir: LARGE_FORM_DIR, sizes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  generateLargeForm().then(({ dir, sizes }) => console.log(`${sizes.join(' and ')} fields → ${dir}`));
}
