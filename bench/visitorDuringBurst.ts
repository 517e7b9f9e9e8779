/**
 * A normal visitor while a burst runs: the real server (production mode, PGlite) serves `GET /` to
 * one visitor connection for BURST_SECONDS alone, then again while BURST_CONNECTIONS connections
 * hammer `GET /api/identity/current-user` (each opens an anonymous session: a database write).
 * Measured twice: with overload shedding at the production default of MAX_EVENT_LOOP_DELAY_MS
 * (the server answers part of the burst 503 « Service momentanément indisponible » rather than
 * letting every wait grow), and with shedding off (0), the peer that shows what shedding buys.
 * BENCH_MAX_EVENT_LOOP_DELAY_MS measures another threshold in place of the default (tuning it).
 * Run alone: `npx tsx bench/visitorDuringBurst.ts`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from './lib/portalServer';
import { load, type LoadResult } from './server';
import { round } from './lib/stats';

const ROOT = path.resolve(import.meta.dirname, '..');

export const BURST_CONNECTIONS = 300;
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 5);
/** What a normal visitor may wait at worst (p99) while a burst is shed. */
export const OVERLOAD_VISITOR_P99_MS = 250;

/** The burst from its own process: in the measuring one it would starve the visitor's client, not the server. */
function burstFromChild(url: string, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const script = `import { load } from './bench/server.ts'; console.log(JSON.stringify(await load(${JSON.stringify(url)}, {}, ${seconds}, ${BURST_CONNECTIONS})));`;
    execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult),
    );
  });
}

/** The share of a load's answers that were 503 (shed), in percent. */
function shedPercent(result: LoadResult): number {
  const answered = Object.values(result.statusCodes).reduce((sum, count) => sum + count, 0);
  return answered === 0 ? 0 : round((100 * (result.statusCodes['503'] ?? 0)) / answered, 1);
}

export interface BurstScenario {
  /** MAX_EVENT_LOOP_DELAY_MS of the server ("" = the production default; "0" = no shedding). */
  maxEventLoopDelayMs: string;
  alone: LoadResult;
  during: LoadResult;
  burst: LoadResult;
  /** Share of the burst's answers shed with 503, in percent. */
  burstShedPercent: number;
  /** Share of the visitor's answers shed with 503 during the burst, in percent. */
  visitorShedPercent: number;
}

export interface VisitorDuringBurst {
  shedding: BurstScenario;
  noShedding: BurstScenario;
}

async function scenario(maxEventLoopDelayMs: string): Promise<BurstScenario> {
  const staticDir = fs.mkdtempSync(path.join(tmpdir(), 'espace-adherent-bench-front-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="fr"><title>Espace Adhérent</title><div id="root"></div></html>');
  const portal = await startPortal({ staticDir, env: maxEventLoopDelayMs === '' ? {} : { MAX_EVENT_LOOP_DELAY_MS: maxEventLoopDelayMs } });
  try {
    await load(`${portal.url}/`, {}, 2, 1); // warm-up, not counted
    const alone = await load(`${portal.url}/`, {}, BURST_SECONDS, 1);
    const burstRun = burstFromChild(`${portal.url}/api/identity/current-user`, BURST_SECONDS + 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = await load(`${portal.url}/`, {}, BURST_SECONDS, 1);
    const burst = await burstRun;
    return { maxEventLoopDelayMs, alone, during, burst, burstShedPercent: shedPercent(burst), visitorShedPercent: shedPercent(during) };
  } finally {
    await portal.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}

export async function benchVisitorDuringBurst(): Promise<VisitorDuringBurst> {
  const shedding = await scenario(process.env.BENCH_MAX_EVENT_LOOP_DELAY_MS ?? '');
  const noShedding = await scenario('0');
  return { shedding, noShedding };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchVisitorDuringBurst(), null, 2));
}
