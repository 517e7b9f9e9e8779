/**
 * CPU profile of the real server under load, to see where a request's time goes.
 *   npx tsx bench/serverProfile.ts [contrats|civilite] [pglite|postgres] [seconds=8] [top=25]
 * Starts the server as the bench does (bench/lib/portalServer.ts) with `node --cpu-prof`, logs
 * in like a browser, runs autocannon on the route, stops the server (SIGTERM → the profile is
 * written) and prints the top functions by self time and total time, plus self
 * time grouped by package (pglite, pino, fastify…). Writes bench/.out/server-<route>-<db>.cpuprofile.
 */
import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aggregateProfile, topLines, type CpuProfile } from './lib/cpuProfile';
import { startPortal } from './lib/portalServer';
import { browserCookies, DEMO_USER, load, startPostgres } from './server';

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

/** Shares of the samples of the last `windowS` seconds (the measured load, not start-up). */
export function summarize(profile: CpuProfile, top = 25, windowS = Infinity): string[] {
  const { sampledMs, self, total, groups } = aggregateProfile(profile, {
    label: (node) =>
      `${node.callFrame.functionName || '(anonymous)'} ${bucket(node.callFrame.url, '')}/${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`,
    group: (node) => bucket(node.callFrame.url, node.callFrame.functionName),
    windowS,
  });
  const pct = (ms: number) => `${((100 * ms) / sampledMs).toFixed(1).padStart(5)}%`;
  return [
    `profile ${sampledMs.toFixed(0)} ms sampled`,
    '-- self by package --',
    ...topLines(groups, top, pct),
    '-- self --',
    ...topLines(self, top, pct),
    '-- total --',
    ...topLines(total, top * 2, pct),
  ];
}

async function main() {
  const [route = 'contrats', database = 'pglite', seconds = '8', top = '25'] = process.argv.slice(2);
  const pg = database === 'postgres' ? await startPostgres() : null;
  // Outside the server's DATA_DIR, which goes when it stops: node writes the profile on exit.
  const profDir = mkdtempSync(path.join(tmpdir(), 'espace-adherent-prof-'));
  const portal = await startPortal({ databaseUrl: pg?.url, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`] });
  try {
    const cookie = await browserCookies(portal.url, route === 'contrats' ? DEMO_USER : undefined);
    const target = `${portal.url}${route === 'contrats' ? '/api/adherent/contrats' : '/api/referentiel/civilite'}`;
    await load(target, { cookie }, 2);
    console.log(JSON.stringify(await load(target, { cookie }, Number(seconds))));
  } finally {
    await portal.stop();
    await pg?.stop();
  }
  const file = fs.readdirSync(profDir).find((name) => name.endsWith('.cpuprofile'))!;
  const profile = JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8')) as CpuProfile;
  const outDir = path.join(import.meta.dirname, '.out');
  fs.mkdirSync(outDir, { recursive: true });
  fs.copyFileSync(path.join(profDir, file), path.join(outDir, `server-${route}-${database}.cpuprofile`));
  rmSync(profDir, { recursive: true, force: true });
  console.log(summarize(profile, Number(top), Number(seconds) - 0.5).join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
