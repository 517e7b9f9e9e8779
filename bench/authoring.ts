/**
 * Figure 6: authoring. Wall time of `npm run check` on every file of the project (schemas,
 * screens, generated files, then tsc), as an author waits for it. Runs it `runs` times and
 * keeps the median; a failing check is reported (its time still counts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, round } from './lib/stats';

const ROOT = path.resolve(import.meta.dirname, '..');
export const AUTHORING_BUDGET_S = 1;

export interface AuthoringResult {
  command: string;
  medianS: number;
  runsS: number[];
  /** exit code of the last run (0: the check passed) */
  exitCode: number;
}

function runCheck(): Promise<{ seconds: number; exitCode: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn('npm', ['run', '--silent', 'check'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ seconds: (performance.now() - start) / 1000, exitCode: code ?? 1 }));
  });
}

export async function benchAuthoring(runs = Number(process.env.BENCH_CHECK_RUNS ?? 2)): Promise<AuthoringResult> {
  const times: number[] = [];
  let exitCode = 0;
  for (let i = 0; i < runs; i++) {
    const run = await runCheck();
    times.push(run.seconds);
    exitCode = run.exitCode;
  }
  return { command: 'npm run check', medianS: round(median(times), 2), runsS: times.map((s) => round(s, 2)), exitCode };
}
