/**
 * CPU profile of the real server under load, to see where a request's time goes.
 *   npx tsx bench/serverProfile.ts [contrats|civilite] [pglite|postgres] [seconds=8] [top=25]
 * Starts src/server/main.ts with `node --cpu-prof` (production mode, demo data, same as the
 * bench), logs in like a browser, runs autocannon on the route, stops the server (SIGTERM →
 * the profile is written) and prints the top functions by self time and total time, plus self
 * time grouped by package (pglite, pino, fastify…). Writes bench/.out/server-<route>-<db>.cpuprofile.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './lib/portalServer';
import { browserCookies, DEMO_USER, load, startPostgres } from './server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const ROOT = path.resolve(import.meta.dirname, '..');

function bucket(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  if (url.includes('/src/server/')) return `src/server/${url.split('/src/server/')[1].split('/')[0]}`;
  return path.basename(url);
}

/** Only the samples of the last `windowS` seconds before `endTime` (the measured load, not start-up). */
export function summarize(profile: Profile, top = 25, windowS = Infinity): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const packages = new Map<string, number>();
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${bucket(node.callFrame.url, '')}/${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  let all = 0;
  let t = profile.startTime;
  const from = profile.endTime - windowS * 1e6;
  profile.samples.forEach((id, index) => {
    t += profile.timeDeltas[index] ?? 0;
    if (t < from) return;
    const dt = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    all += dt;
    const node = byId.get(id)!;
    self.set(label(node), (self.get(label(node)) ?? 0) + dt);
    const pkg = bucket(node.callFrame.url, node.callFrame.functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + dt);
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const name = label(byId.get(current)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + dt);
    }
  });
  const pct = (ms: number) => `${((100 * ms) / all).toFixed(1).padStart(5)}%`;
  const lines = [`profile ${all.toFixed(0)} ms sampled`, '-- self by package --'];
  for (const [name, ms] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`${pct(ms)}  ${name}`);
  lines.push('-- self --');
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`${pct(ms)}  ${name}`);
  lines.push('-- total --');
  for (const [name, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top * 2)) lines.push(`${pct(ms)}  ${name}`);
  return lines;
}

async function main() {
  const [route = 'contrats', database = 'pglite', seconds = '8', top = '25'] = process.argv.slice(2);
  const pg = database === 'postgres' ? await startPostgres() : null;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'espace-adherent-prof-'));
  const profDir = path.join(dataDir, 'prof');
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-front'),
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        if (i > 300) throw new Error('server not ready');
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const cookie = await browserCookies(url, route === 'contrats' ? DEMO_USER : undefined);
    const target = `${url}${route === 'contrats' ? '/api/adherent/contrats' : '/api/referentiel/civilite'}`;
    await load(target, { cookie }, 2);
    console.log(JSON.stringify(await load(target, { cookie }, Number(seconds))));
  } finally {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    await pg?.stop();
  }
  const file = fs.readdirSync(profDir).find((name) => name.endsWith('.cpuprofile'))!;
  const profile = JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8')) as Profile;
  const outDir = path.join(import.meta.dirname, '.out');
  fs.mkdirSync(outDir, { recursive: true });
  fs.copyFileSync(path.join(profDir, file), path.join(outDir, `server-${route}-${database}.cpuprofile`));
  rmSync(dataDir, { recursive: true, force: true });
  console.log(summarize(profile, Number(top), Number(seconds) - 0.5).join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
