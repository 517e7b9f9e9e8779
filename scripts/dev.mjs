// `npm run dev`: the API server and Vite's dev server side by side. Vite serves the app (on VITE_PORT,
// else Vite's own default port, which it prints) and proxies /api to the API (on PORT, 8080 by default;
// vite.config.ts). The API serves /api only (SERVE_STATIC=0): the app is Vite's, never an old dist/.
//
// The API restarts when a file it imports changes (node --watch), and also when an acte's manifest
// (read from disk, not imported) or a generated file changes: a regenerated acte always brings a
// new API, which the acte preview waits for (scripts/vite/acteHotReload.ts, EA_DEV_API_RESTARTS).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, PORT: process.env.PORT || '8080', DEV_TOOLS: process.env.DEV_TOOLS ?? '1' };

let stopping = false;
let api;
let vite;

function startApi() {
  api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { cwd: root, stdio: 'inherit', env: { ...env, SERVE_STATIC: '0' } });
  const child = api;
  child.on('exit', (code) => {
    if (child !== api || stopping) return; // replaced by a restart, or stopping anyway
    stop();
    process.exitCode = code ?? 0;
  });
}

let restartTimer;
/** A new API process (debounced: a regeneration writes several files at once). */
function restartApi(why) {
  clearTimeout(restartTimer);
  restartTimer = setTimeout(() => {
    // Stopping, or a restart under way: the API that starts next reads the files as they are now.
    if (stopping || !api) return;
    console.log(`[dev] ${why} : redémarrage de l'API`);
    const old = api;
    api = null;
    old.once('exit', () => {
      if (!stopping) startApi();
    });
    old.kill('SIGTERM');
  }, 200);
}

function watch(dir, keep, why) {
  return fs.watch(path.join(root, dir), { recursive: true }, (_event, file) => {
    if (file && keep(String(file))) restartApi(`${why} ${dir}/${file}`);
  });
}

const watchers = [
  watch('schemas/actes', (file) => file.endsWith('.acte.json'), 'manifeste modifié :'),
  watch('src/generated', () => true, 'fichier généré :'),
];

function stop() {
  if (stopping) return;
  stopping = true;
  clearTimeout(restartTimer);
  for (const watcher of watchers) watcher.close();
  for (const child of [api, vite]) child?.kill('SIGTERM');
}

startApi();
vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { cwd: root, stdio: 'inherit', env: { ...env, EA_DEV_API_RESTARTS: '1' } });
vite.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
