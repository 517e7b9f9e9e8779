// `npm start`: the demo on this machine, the first start included. Says in French what it does:
// builds the front end (Vite, quiet: only its warnings and errors), then starts the server with the
// developer tools (DEV_TOOLS=1), which reports the database, the demo data and, last, the address.
import { spawn } from 'node:child_process';

/** Runs a command with its output kept; shown only if it fails or warns. */
function run(args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });
}

const started = Date.now();
console.log("Espace Adhérent : construction de l'interface (Vite)…");
// Vite's config loader warns that a future loader will want file extensions in the config's
// imports; the bundled loader used here reads them as they are: nothing to act on for this build.
const buildEnv = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
for (const [label, args] of [
  ['navigateur', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']],
  ['aperçu serveur', ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.ssr.config.ts', '--logLevel', 'warn']],
  ['service worker', ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.sw.config.ts', '--logLevel', 'warn']],
]) {
  const { code, output } = await run(args, buildEnv);
  if (output) console.log(output);
  if (code !== 0) {
    console.error(`La construction de l'interface (${label}) a échoué.`);
    process.exit(code);
  }
}
console.log(`Espace Adhérent : interface construite en ${Math.round((Date.now() - started) / 1000)} s ; démarrage du serveur…`);

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DEV_TOOLS: process.env.DEV_TOOLS ?? '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
