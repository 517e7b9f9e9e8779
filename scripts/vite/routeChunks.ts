import fs from 'node:fs';
import path from 'node:path';
import type { OutputChunk, PluginContext } from 'rolldown';
import type { Plugin } from 'vite';
import { deepImportsOf } from './flatImports';
import { PAGE_READS, SESSION_PAGE_READS } from '../../src/api/preloadedReads';
import { forEachBlockOnArrival } from '../../src/language/screenArrival';

/**
 * So that the member home is usable within 1.5 s on a slow link, a route's whole chunk graph is
 * asked for at once, as soon as the page's HTML is there, instead of level by level as the
 * screen renders (grid → section → cards → their imports: one round trip of 562.5 ms each on DevTools' Fast 3G).
 *
 * At build time, for every screen file: the chunk holding the file itself, the chunks of the
 * blocks it draws on arrival (nested ones included; not a dialog's content nor a closed tab's, which
 * load on first use), the chunk of each acte of its forms, each with its whole static graph and CSS.
 * The map goes into `index.session.html`, the page the server sends to a logged-in visitor
 * (src/server/page/pageShell.ts), with `routePreload.js`, which reads the hash route and adds a
 * `<link rel="modulepreload">` per chunk of that route. Logged-out visitors get `index.html`
 * unchanged: the public pages' budgets (landing JS ≤ 120 KB) carry none of it.
 *
 * Both pages also name the shell's own static imports (`modulepreload`, found only once the
 * shell had arrived without it: one more round trip) and preload the shell's first reads, which
 * the app's own fetch then reuses (src/api/preloadedReads.ts, src/api/baseQuery.ts).
 */

/** Loaded by the shell for any logged-in visitor, whatever the route (App, Header). */
export const SESSION_MODULES = ['src/app/modals/ContratsGate.tsx', 'src/app/MemberNavigation.tsx', 'src/engine/blocks/button/LogoutButton.tsx'];
export const SCREEN_FILE_CHUNKS: Record<string, string> = {
  'screens/member/': 'src/engine/registries/memberScreenFiles.ts',
  'screens/admin/': 'src/engine/registries/adminScreenFiles.ts',
};
export const ROUTE_MAP_ID = 'ea-route-chunks';
/** Minified bytes above which a route's chunk is asked for once the shell has arrived. */
const LATE_CHUNK_BYTES = 100_000;

/** What a screen draws as soon as it shows: block types and actes (not what waits for a click). */
export function blocksDrawnOnArrival(blocks: unknown, found = { types: new Set<string>(), actes: new Set<string>() }) {
  forEachBlockOnArrival(blocks, (block) => {
    found.types.add(block.type);
    if (typeof block.acte === 'string') found.actes.add(block.acte);
    return true;
  });
  return found;
}

/** Every block a screen may ever draw (dialogs' content, every tab) and the actes of its forms. */
export function everyBlockOf(blocks: unknown, found = { types: new Set<string>(), actes: new Set<string>() }) {
  if (!Array.isArray(blocks)) return found;
  for (const block of blocks as Record<string, unknown>[]) {
    if (typeof block?.type !== 'string') continue;
    found.types.add(block.type);
    if (typeof block.acte === 'string') found.actes.add(block.acte);
    const submitActe = (block.submit as { acte?: unknown } | undefined)?.acte;
    if (typeof submitActe === 'string') found.actes.add(submitActe);
    for (const [key, value] of Object.entries(block)) {
      if (/^(b|.*B)locks$/.test(key)) everyBlockOf(value, found);
      if (key === 'items' && Array.isArray(value)) for (const item of value as { blocks?: unknown }[]) everyBlockOf(item?.blocks, found);
    }
  }
  return found;
}

/** `/contrats/:id` → a screen's hash route as react-router matches it (src/engine/registries/screens.ts). */
const toPattern = (route: string) => `/${route.replace(/^\/+/, '')}`;

export function routeChunks(root: string): Plugin {
  return {
    name: 'ea-route-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const context = this as unknown as PluginContext;
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        // A module's own lazy chunk, or the chunk of its group (routeGroups.ts), which has no facade.
        const byModule = (id: string) =>
          chunks.find((chunk) => chunk.facadeModuleId === id && chunk.isDynamicEntry) ?? chunks.find((chunk) => !chunk.isEntry && chunk.moduleIds.includes(id));
        const imports = (file: string) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? chunk.imports.filter((dep) => bundle[dep]?.type === 'chunk') : [];
        };
        // A chunk with its whole static graph and the CSS of each of them.
        const graphOf = (chunk: OutputChunk | undefined): string[] => {
          if (!chunk) return [];
          const files = deepImportsOf(chunk.fileName, imports, 0);
          const css = files.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]);
          return [...files, ...css];
        };
        const lazyChunkOf = (moduleFile: string) => {
          const info = context.getModuleInfo(path.join(root, moduleFile));
          return info?.dynamicallyImportedIds.map(byModule).find(Boolean);
        };

        // What the page loads anyway (the shell, its imports and CSS) is not named again.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const onPage = new Set(graphOf(entry));

        const table: string[] = [];
        const indexOf = (file: string) => (table.includes(file) ? table.indexOf(file) : table.push(file) - 1);
        const session = [...new Set(SESSION_MODULES.flatMap((file) => graphOf(byModule(path.join(root, file)))))].filter((f) => !onPage.has(f)).map(indexOf);
        const routes: [string, number[]][] = [];
        for (const file of screenFiles(root)) {
          const screen = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { route?: string; blocks?: unknown };
          if (typeof screen.route !== 'string' || screen.route === '*') continue;
          const holder = Object.entries(SCREEN_FILE_CHUNKS).find(([folder]) => file.startsWith(folder))?.[1];
          const drawn = blocksDrawnOnArrival(screen.blocks);
          const files = [
            ...graphOf(byModule(path.join(root, holder ?? file))),
            ...[...drawn.types].flatMap((type) => graphOf(lazyChunkOf(`src/engine/blocks/${type}/index.ts`))),
            ...[...drawn.actes].flatMap((acte) => graphOf(byModule(path.join(root, `src/generated/actes/${acte}.ts`)))),
          ];
          routes.push([toPattern(screen.route), [...new Set(files)].filter((f) => !onPage.has(f) && !session.includes(indexOf(f))).map(indexOf)]);
        }
        // Static segments before parameters, as the router orders them.
        routes.sort(([a], [b]) => a.split(':').length - b.split(':').length || a.localeCompare(b));

        const html = bundle['index.html'];
        if (html?.type !== 'asset' || !entry) return;
        const preloadScript = context.emitFile({
          type: 'asset',
          name: 'routePreload.js',
          source: fs.readFileSync(path.join(import.meta.dirname, 'routePreload.js'), 'utf8'),
        });
        const fetchPreload = (read: string) => `<link rel="preload" as="fetch" crossorigin href="/api/${read}">`;
        const common = [...entry.imports.map((file) => `<link rel="modulepreload" href="/${file}">`), ...PAGE_READS.map(fetchPreload)];
        // The heaviest chunks wait for the shell: on a slow link they would take its bandwidth, and no
        // block needs them before the shell has run (e.g. the form engine, ~70 KB gzip).
        const late = table.flatMap((file, index) => (file.endsWith('.js') && (bundle[file] as OutputChunk).code.length > LATE_CHUNK_BYTES ? [index] : []));
        const map = JSON.stringify({ files: table, session, routes, late });
        // The route's files wait for routePreload.js: it goes before the reads, among the first 6
        // requests HTTP/1.1 sends at once (after it, it waited for a free connection: one more round
        // trip before the route's files; the shell's reads still arrive before the shell does).
        const sessionOnly = [
          // JSON in a data block: never run, so the CSP needs no 'unsafe-inline'.
          `<script type="application/json" id="${ROUTE_MAP_ID}">${map.replace(/</g, '\\u003c')}</script>`,
          `<script async fetchpriority="high" src="/${context.getFileName(preloadScript)}"></script>`,
          ...SESSION_PAGE_READS.map(fetchPreload),
        ];
        const page = String(html.source);
        const withHead = (lines: string[]) => page.replace('</head>', `${lines.join('\n')}\n</head>`);
        html.source = withHead(common);
        context.emitFile({ type: 'asset', fileName: 'index.session.html', source: withHead([...sessionOnly, ...common]) });
      },
    },
  };
}

export function screenFiles(root: string): string[] {
  return fs
    .readdirSync(path.join(root, 'screens'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.screen.json'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
