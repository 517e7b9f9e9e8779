// The precompiled validators give exactly what Ajv compiled at run time gives, on every
// sample and on broken variants of it; the generated code is plain ESM without eval.
import fs from 'node:fs';
import path from 'node:path';

import type { ErrorObject } from 'ajv';

import { createAjv, PORTAL_KEYWORDS } from '../../../scripts/build/ajvSetup';
import { bundleSchema, generateAll, listActes } from '../../../scripts/build/generate';
import { errorPath, localizeErrors, OWN_MESSAGE_KEYWORDS } from '../../../src/language/validation/localize';
import { validateActe } from '../../../src/language/validation/validateActe';
import { acteNames } from '../../../src/generated/validators';
import { root, sampleOf } from './helpers';

const actes = listActes(root);

/** Each field of the sample broken one at a time: removed, emptied, given a wrong type. */
function variants(sample: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [sample, {}, { context: sample.context }];
  for (const key of Object.keys(sample).filter((k) => k !== 'context')) {
    const { [key]: _removed, ...without } = sample;
    out.push(without, { ...sample, [key]: '' }, { ...sample, [key]: 42 }, { ...sample, [key]: 'x' });
  }
  return out;
}

describe('precompiled validators', () => {
  it('cover every acte folder', () => {
    expect([...acteNames].sort()).toEqual(actes);
  });

  it.each(actes)('%s: same results as run-time Ajv on the sample and its variants', (acte) => {
    const runtime = createAjv().compile(bundleSchema(path.join(root, 'schemas/actes', acte, `${acte}.schema.json`)));
    for (const data of variants(sampleOf(acte))) {
      const valid = runtime(data);
      const errors = [...((runtime.errors ?? []) as ErrorObject[])];
      localizeErrors(errors);
      const expected = { valid, errors: valid ? [] : errors.map((e) => ({ path: errorPath(e), message: e.message })) };
      expect(validateActe(acte, data), JSON.stringify(data)).toEqual(expected);
    }
  });

  it('every sample is valid', () => {
    for (const acte of actes) expect(validateActe(acte, sampleOf(acte)), acte).toEqual({ valid: true, errors: [] });
  });

  it('the localizer knows every portal keyword', () => {
    for (const keyword of PORTAL_KEYWORDS) expect(OWN_MESSAGE_KEYWORDS.has(keyword), keyword).toBe(true);
  });
});

describe('generated files', () => {
  const dir = path.join(root, 'src/generated/validators');
  const modules = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));

  it.each(modules)('%s: no eval, no Function, no require', (name) => {
    const code = fs.readFileSync(path.join(dir, name), 'utf8');
    expect(code).not.toMatch(/\bnew Function\b|\bFunction\(|\beval\(|\brequire\(/);
    expect(code).toMatch(/^import \* as runtime from '\.\.\/\.\.\/language\/validation\/runtime';$/m);
  });

  it('are up to date and regenerate byte for byte', async () => {
    const first = await generateAll(root);
    const second = await generateAll(root);
    expect([...second]).toEqual([...first]);
    for (const [relative, content] of first) {
      expect(fs.readFileSync(path.join(root, relative), 'utf8'), relative).toBe(content);
    }
  }, 60_000);
});
