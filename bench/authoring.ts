/**
 * Figure 6: authoring. Wall time of the file checks of `npm run check` (`tsx scripts/check.ts`:
 * schemas, UI schemas, samples, screens, manifests, src/generated), as an author waits for them
 * after an edit — the figure (≤ 1 s for all files). Each check whose inputs already passed
 * is skipped (scripts/checkCache.ts), so the figure is the usual case: a first run fills the cache,
 * then `runs` runs (BENCH_CHECK_RUNS, 3) are timed and the median kept. Beside it, reported only: the
 * same checks with nothing remembered (CHECK_CACHE=0: every schema compiled, src/generated
 * regenerated in memory), and `tsc` (the second half of `npm run check`). The machine's load
 * average is given with them: on a shared machine every figure stretches. A failing check is
 * reported (its time still counts).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, round } from './lib/stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules/.bin');
export const AUTHORING_BUDGET_S = 1;

export interface AuthoringResult {
  command: string;
  /** the file checks, median of the timed runs (cache filled) */
  medianS: number;
  runsS: number[];
  /** exit code of the last run (0: the check passed) */
  exitCode: number;
  /** the file checks with nothing remembered (CHECK_CACHE=0) */
  uncachedS: number;
  /** tsc -p tsconfig.json */
  tscS: number;
  /** 1-minute load average when the runs ended (2 cores here) */
  loadAverage: number;
}

function timed(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ seconds: number; exitCode: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(path.join(BIN, command), args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ seconds: (performance.now() - start) / 1000, exitCode: code ?? 1 }));
  });
}

const fileChecks = (env: NodeJS.ProcessEnv = {}) => timed('tsx', ['scripts/check.ts'], env);

export async function benchAuthoring(runs = Number(process.env.BENCH_CHECK_RUNS ?? 3)): Promise<AuthoringResult> {
  await fileChecks(); // fills the cache if an input changed since the last check
  const times: number[] = [];
  let exitCode = 0;
  for (let i = 0; i < runs; i++) {
    const run = await fileChecks();
    times.push(run.seconds);
    exitCode = run.exitCode;
  }
  const uncached = await fileChecks({ CHECK_CACHE: '0' });
  const tsc = await timed('tsc', ['-p', 'tsconfig.json']);
  return {
    command: 'tsx scripts/check.ts',
    medianS: round(median(times), 2),
    runsS: times.map((s) => round(s, 2)),
    exitCode,
    uncachedS: round(uncached.seconds, 2),
    tscS: round(tsc.seconds, 2),
    loadAverage: round(os.loadavg()[0], 1),
  };
}
