import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The custom HMR event the acte preview listens to (src/dev/useActeHotReload.ts). */
export const ACTE_CHANGED_EVENT = 'ea:acte-changed';

export interface ActeChange {
  /** The acte whose files changed; '*' for a shared schema (schemas/common) that may touch any acte. */
  acte: string;
  /** schema: regenerate first; ui, sample, manifest: read again; generated: a regenerated file. */
  kind: 'schema' | 'ui' | 'sample' | 'manifest' | 'generated';
  /** Sent first when the API restarts with the change (`npm run dev`): the preview says it waits. */
  redemarrage?: boolean;
}

const ACTE_FILE = /^schemas\/actes\/([a-z0-9-]+)\/\1\.(schema|ui|sample|acte)\.json$/;
const GENERATED_FILE = /^src\/generated\/(?:schemas\/([a-z0-9-]+)\.schema\.json|validators\/([a-z0-9-]+)\.js|actes\/([a-z0-9-]+)\.ts|types\/([a-z0-9-]+)\.ts)$/;
const KINDS = { schema: 'schema', ui: 'ui', sample: 'sample', acte: 'manifest' } as const;

/** Which acte a changed file belongs to, or null when it is no acte's (left to Vite's own HMR). */
export function acteChangeOf(root: string, file: string): ActeChange | null {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const own = ACTE_FILE.exec(relative);
  if (own) return { acte: own[1], kind: KINDS[own[2] as keyof typeof KINDS] };
  if (/^schemas\/common\/[^/]+\.schema\.json$/.test(relative)) return { acte: '*', kind: 'schema' };
  // A common validator (src/generated/validators/common/<name>.js) serves every acte that uses it.
  if (/^src\/generated\/validators\/common\/[^/]+\.js$/.test(relative)) return { acte: '*', kind: 'generated' };
  const generated = GENERATED_FILE.exec(relative);
  const name = generated?.slice(1).find(Boolean);
  // The registries (validators/index.ts, lazy.ts, types/index.ts) change only when an acte is added: a full reload.
  if (name && name !== 'index' && name !== 'lazy') return { acte: name, kind: 'generated' };
  return null;
}

/** Writes the files whose content changed (as `npm run gen` does); returns their absolute paths. */
function writeChanged(root: string, files: Map<string, string>): string[] {
  const written: string[] = [];
  for (const [relative, content] of files) {
    const file = path.join(root, relative);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    written.push(file);
  }
  return written;
}

/** Regenerates one acte's files (or every generated file for a shared schema); the paths written. */
async function regenerate(root: string, acte: string): Promise<string[]> {
  const generate = await import('../build/generate');
  return writeChanged(root, acte === '*' ? await generate.generateAll(root) : await generate.generateActeFiles(root, acte));
}

/**
 * Resolves once the API at `address` answers from a process started after `since` (its
 * /api/dev/status `demarrage`), or after `timeoutMs` whatever happens.
 */
export async function apiRestarted(address: string, since: number, timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${address}/api/dev/status`);
      const status = response.ok ? ((await response.json()) as { demarrage?: number }) : {};
      if ((status.demarrage ?? 0) > since) return true;
    } catch {
      // restarting: not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * `npm run dev` only: saving a file of schemas/actes updates the open acte preview
 * (#/dev/actes/:acte) without a page reload. A schema is regenerated at once
 * (src/generated/, the same files as `npm run gen`); the modules of the changed files are
 * invalidated so their next import is fresh, and the preview is told which acte changed (a custom
 * event) — instead of Vite's own update, which would reload the page (no module on the way from
 * an acte's chunk up to the app accepts an update).
 *
 * options.restartingApi: the API's address when it restarts after a regeneration or a manifest
 * change (scripts/dev.mjs restarts it on any change of src/generated or of a manifest): the preview
 * is told to wait, then told the change once the new API answers — it reads the acte from that API
 * (an earlier read finds no API, or the old one).
 */
export function acteHotReload(options: { regenerate?: typeof regenerate; restartingApi?: string } = {}): Plugin {
  const regenerateActe = options.regenerate ?? regenerate;
  let root = process.cwd();
  return {
    name: 'ea-acte-hot-reload',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    async hotUpdate({ file, modules, timestamp }) {
      if (this.environment.name !== 'client') return;
      const change = acteChangeOf(root, file);
      if (!change) return;
      const graph = this.environment.moduleGraph;
      const invalidated = new Set<(typeof modules)[number]>();
      for (const module of modules) graph.invalidateModule(module, invalidated, timestamp, true);
      // A manifest decides parts of the acte's chunk (its draft, its address): regenerated too.
      let restarts = change.kind === 'manifest';
      if (change.kind === 'schema' || change.kind === 'manifest') {
        try {
          // The generated files are invalidated here, before the preview imports them again (the
          // watcher reports them a moment later, and they come back through this hook).
          const writtenFiles = await regenerateActe(root, change.acte);
          if (writtenFiles.length > 0) restarts = true;
          for (const written of writtenFiles) {
            for (const module of graph.getModulesByFile(written) ?? []) graph.invalidateModule(module, invalidated, timestamp, true);
          }
        } catch (error) {
          this.environment.logger.error(`acte ${change.acte} : ${(error as Error).message}`, { timestamp: true });
          this.environment.hot.send({ type: 'custom', event: ACTE_CHANGED_EVENT, data: { ...change, timestamp, error: (error as Error).message } });
          return [];
        }
      }
      const { hot, logger } = this.environment;
      const announce = () => hot.send({ type: 'custom', event: ACTE_CHANGED_EVENT, data: { ...change, timestamp } });
      if (restarts && options.restartingApi) {
        hot.send({ type: 'custom', event: ACTE_CHANGED_EVENT, data: { ...change, timestamp, redemarrage: true } });
        // Not awaited: the other files' updates go on meanwhile.
        void apiRestarted(options.restartingApi, timestamp).then((restarted) => {
          if (!restarted) logger.warn(`acte ${change.acte} : l'API n'a pas redémarré`, { timestamp: true });
          announce();
        });
      } else announce();
      return [];
    },
  };
}
