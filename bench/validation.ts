/**
 * Figure 2: validating the registration acte (its sample) — the first time and the 1000th —
 * with the precompiled validator (src/generated/validators/register.js, what the browser runs)
 * vs @rjsf/validator-ajv8 compiling the same schema at run time (same Ajv options, formats and
 * keywords: ajvSetup.ts). "First" includes creating the validator; each first is taken in a
 * fresh Node process (nothing compiled or cached yet), several times, median reported.
 *   npx tsx bench/validation.ts child precompiled|runtime   (one measurement, JSON on stdout)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { median, round } from './lib/stats';
import { readActeSample } from '../src/server/actes/acteSample';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 5;
const VALIDATIONS = 1000;

interface ChildResult {
  firstMs: number;
  thousandthMs: number;
  lastHundredMeanMs: number;
}

async function child(kind: 'precompiled' | 'runtime'): Promise<ChildResult> {
  const { performance } = await import('node:perf_hooks');
  const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/generated/schemas/register.schema.json'), 'utf8'));
  const sample = readActeSample('register');
  // Modules loaded before the clock starts: the figure is the validator's, not the import's.
  const { localizeErrors } = await import('../src/language/validation/localize');
  let create: () => { validateFormData: (data: unknown, schema: unknown) => { errors: unknown[] } };
  if (kind === 'precompiled') {
    const { createPrecompiledValidator } = await import('@rjsf/validator-ajv8');
    const { default: validateFns } = await import('../src/generated/validators/register.js');
    create = () => createPrecompiledValidator(validateFns as never, schema, localizeErrors as never) as never;
  } else {
    const { customizeValidator } = await import('@rjsf/validator-ajv8');
    const { rjsfValidatorOptions } = await import('../scripts/build/ajvSetup');
    create = () => customizeValidator(rjsfValidatorOptions, localizeErrors as never) as never;
  }
  const data = { ...sample, context: sample.context ?? {} };
  const start = performance.now();
  const validator = create();
  validator.validateFormData(data, schema);
  const firstMs = performance.now() - start;
  const times: number[] = [];
  for (let i = 2; i <= VALIDATIONS; i++) {
    const t = performance.now();
    validator.validateFormData({ ...data }, schema);
    times.push(performance.now() - t);
  }
  return {
    firstMs,
    thousandthMs: times[times.length - 1],
    lastHundredMeanMs: times.slice(-100).reduce((a, b) => a + b, 0) / 100,
  };
}

export interface ValidationResult {
  runs: number;
  precompiled: { firstMs: number; thousandthMs: number; steadyMeanMs: number };
  runtime: { firstMs: number; thousandthMs: number; steadyMeanMs: number };
  /** runtime first / precompiled first (budget ≥ 10) */
  firstRatio: number;
  steadyRatio: number;
}

export function benchValidation(): ValidationResult {
  const results: Record<'precompiled' | 'runtime', ChildResult[]> = { precompiled: [], runtime: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const kind of ['precompiled', 'runtime'] as const) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'validation.ts'), 'child', kind], { cwd: ROOT, encoding: 'utf8' });
      results[kind].push(JSON.parse(out.trim().split('\n').pop()!));
    }
  }
  const sum = (list: ChildResult[]) => ({
    firstMs: round(median(list.map((r) => r.firstMs)), 3),
    thousandthMs: round(median(list.map((r) => r.thousandthMs)), 4),
    steadyMeanMs: round(median(list.map((r) => r.lastHundredMeanMs)), 4),
  });
  const precompiled = sum(results.precompiled);
  const runtime = sum(results.runtime);
  return {
    runs: RUNS,
    precompiled,
    runtime,
    firstRatio: round(runtime.firstMs / precompiled.firstMs, 1),
    steadyRatio: round(runtime.steadyMeanMs / precompiled.steadyMeanMs, 2),
  };
}

if (process.argv[2] === 'child') {
  console.log(JSON.stringify(await child(process.argv[3] as 'precompiled' | 'runtime')));
} else if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(JSON.stringify(benchValidation(), null, 2));
}
