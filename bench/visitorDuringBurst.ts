/**
 * A normal visitor while a burst runs: the real server (production mode, PGlite, overload
 * shedding at its default) serves `GET /` to one visitor connection for BURST_SECONDS alone, then
 * again while BURST_CONNECTIONS connections hammer `GET /api/identity/current-user` (each opens
 * an anonymous session: a database write). With shedding, the server answers part of the burst
 * 503 « Service momentanément indisponible » rather than letting every wait grow.
 * Run alone: `npx tsx bench/visitorDuringBurst.ts`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from './lib/portalServer';

const ROOT = path.resolve(import.meta.dirname, '..');
import { load, type LoadResult } from './server';

export const BURST_CONNECTIONS = 300;
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 5);

function burstFromChild(url: string, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const script = `import { load } from './bench/server.ts'; console.log(JSON.stringify(await load(${JSON.stringify(url)}, {}, ${seconds}, ${BURST_CONNECTIONS})));`;
    execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult),
    );
  });
}

export interface VisitorDuringBurst {
  alone: LoadResult;
  during: LoadResult;
  burst: LoadResult;
}

export async function benchVisitorDuringBurst(): Promise<VisitorDuringBurst> {
  const staticDir = fs.mkdtempSync(path.join(tmpdir(), 'espace-adherent-bench-front-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="fr"><title>Espace Adhérent</title><div id="root"></div></html>');
  const portal = await startPortal({ staticDir });
  try {
    await load(`${portal.url}/`, {}, 2, 1); // warm-up, not counted
    const alone = await load(`${portal.url}/`, {}, BURST_SECONDS, 1);
    // The burst from its own process: in this one it would starve the visitor's client, not the server.
    const burstRun = burstFromChild(`${portal.url}/api/identity/current-user`, BURST_SECONDS + 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = await load(`${portal.url}/`, {}, BURST_SECONDS, 1);
    return { alone, during, burst: await burstRun };
  } finally {
    await portal.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchVisitorDuringBurst(), null, 2));
}
