import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import type { CodeSplittingGroup, OutputBundle, OutputChunk, PluginContext } from 'rolldown';
import { deepImportsOf } from './flatImports';
import { blocksDrawnOnArrival, everyBlockOf, screenFiles, SCREEN_FILE_CHUNKS, SESSION_MODULES } from './routeChunks';

/**
 * The member home's code in a few files instead of ~60, so that it is usable within 1.5 s on a
 * slow link. Rolldown's automatic splitting makes one chunk per set of lazy imports sharing a
 * module (every block component, dialog and icon is a lazy import): the accueil drew ~60 files of 1–8 KB,
 * and Chromium fetches 6 at a time over HTTP/1.1 — ~10 waves of 562.5 ms on DevTools' Fast 3G.
 *
 * Here the lazy imports that count are the routes. A first build, in memory, chunks as rolldown
 * does; from it, for every screen, the chunks it draws on arrival (as routeChunks.ts maps them: its blocks,
 * nested ones but not a dialog's content nor a closed tab's, its actes, the session's modules for
 * a logged-in screen, each with its static graph: rolldown's own, through the libraries' index
 * files). The chunks the member home draws (not the shell, already one file; not its screen files
 * nor an acte's own chunk) are then grouped by the set of screens that draw them: a screen loads a
 * group only if it draws all of it, so no page, public or not, gets heavier on arrival. A chunk a
 * public page may ever load (its blocks, dialogs included, its actes, what the shell loads lazily
 * for any visitor, and all these load in turn) never shares a group with one no public page can
 * load: public pages never load member code.
 *
 * Groups of less than MIN_GROUP bytes join the group whose screens differ least (bytes a screen
 * would load without drawing them, summed over screens), never public with member code, never
 * adding to the landing page (JS ≤ 120 KB), and never so that two groups import each other
 * through a third. Groups whose modules others import come first (higher priority), so that
 * rolldown's `includeDependenciesRecursively` finds each import already in its group.
 */
const MEMBER_HOME = 'screens/member/accueil.screen.json';
const LANDING = 'screens/public/landing.screen.json';
/** minified bytes (before gzip): 20 KB, ~6 KB gzip; merging more saves files, each a wave of 562.5 ms on Fast 3G when over 6 */
const MIN_GROUP = 20_000;
/** Groups rolldown is told of before they are known: more than the accueil needs. */
const GROUP_SLOTS = 16;
const PUBLIC = '(public)';
const FIRST_PASS = 'EA_ROUTE_GROUPS_FIRST_PASS';

export interface RouteGroup {
  name: string;
  /** the screens that draw it on arrival, and PUBLIC when a public page may load it */
  screens: Set<string>;
  chunks: string[];
  modules: string[];
  size: number;
}

/** The plugin that runs the first build, and the groups of the second one. */
export function routeGroups(root: string): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  let groups: RouteGroup[] = [];
  let groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'ea-route-groups',
    apply: 'build',
    async buildStart() {
      if (process.env[FIRST_PASS]) return;
      process.env[FIRST_PASS] = '1';
      try {
        await build({
          root,
          configFile: path.join(root, 'vite.config.ts'),
          logLevel: 'silent',
          build: { write: false },
          plugins: [{ name: 'ea-route-groups-capture', apply: 'build', enforce: 'post', generateBundle: { order: 'post', handler(_options, bundle) { groups = assignGroups(root, this as unknown as PluginContext, bundle); } } }],
        });
      } finally {
        delete process.env[FIRST_PASS];
      }
      groupOf = new Map(groups.flatMap((group) => group.modules.map((id) => [id, group.name] as const)));
    },
  };
  const slots = Array.from({ length: GROUP_SLOTS }, (_, index) => ({
    debugName: `route group ${index + 1}`,
    name: (id: string) => {
      const name = groupOf.get(id);
      return name !== undefined && groups[index]?.name === name ? name : null;
    },
    priority: 50 - index,
  }));
  return { plugin, groups: slots };
}

/** The groups of the chunks the member home draws on arrival, from a build without them (see above). */
export function assignGroups(root: string, context: PluginContext, bundle: OutputBundle): RouteGroup[] {
  const abs = (file: string) => path.join(root, file);
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const lazyChunk = (id: string) => chunks.find((chunk) => chunk.facadeModuleId === id && chunk.isDynamicEntry);
  const staticImports = (file: string) => byFile.get(file)?.imports.filter((dep) => byFile.has(dep)) ?? [];
  const graphOf = (chunk: OutputChunk | undefined) => (chunk ? deepImportsOf(chunk.fileName, staticImports, 0) : []);
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const shell = new Set(graphOf(entry));

  const isActe = (id: string) => /[\\/]src[\\/]generated[\\/]actes[\\/]/.test(id);
  const isScreenFile = (id: string) => /[\\/]screens[\\/]/.test(id) || Object.values(SCREEN_FILE_CHUNKS).some((file) => id === abs(file));
  const screen = (file: string) => JSON.parse(fs.readFileSync(abs(file), 'utf8')) as { route?: unknown; blocks?: unknown };
  const loggedIn = (file: string) => Object.keys(SCREEN_FILE_CHUNKS).some((folder) => file.startsWith(folder));
  const holder = (file: string) => abs(Object.entries(SCREEN_FILE_CHUNKS).find(([folder]) => file.startsWith(folder))?.[1] ?? file);
  const blockComponents = (type: string) => context.getModuleInfo(abs(`src/engine/blocks/${type}/index.ts`))?.dynamicallyImportedIds ?? [];
  const rootsOf = (file: string, found: { types: Set<string>; actes: Set<string> }, actes = true) => [
    holder(file),
    ...[...found.types].flatMap(blockComponents),
    ...(actes ? [...found.actes].map((acte) => abs(`src/generated/actes/${acte}.ts`)) : []),
    ...(loggedIn(file) ? SESSION_MODULES.map(abs) : []),
  ];
  const onArrival = (file: string, actes = true) =>
    new Set(rootsOf(file, blocksDrawnOnArrival(screen(file).blocks), actes).flatMap((id) => graphOf(lazyChunk(id))).filter((f) => !shell.has(f)));

  const files = screenFiles(root).filter((file) => screen(file).route !== '*');
  const arrivals = files.map((file) => [file, onArrival(file)] as const);
  const ownModules = (file: string) => byFile.get(file)!.moduleIds.filter((id) => !isActe(id) && !isScreenFile(id));
  // What the member home's own code needs (its screen files and actes stay in their chunks).
  const memberHome = [...onArrival(MEMBER_HOME, false)].filter((file) => ownModules(file).length > 0);

  // Everything a public page may ever load: its screens' blocks (all of them) and actes, and what
  // the shell loads lazily for any visitor (not the blocks' components, screen files, actes and
  // session modules, which a screen names), with all they load in turn, lazily or not.
  const byScreens = (id: string) =>
    /[\\/]src[\\/]engine[\\/]blocks[\\/][^\\/]+[\\/]index\.ts$/.test(id) || isScreenFile(id) || isActe(id) || SESSION_MODULES.some((file) => id === abs(file));
  const shellLazy = entry.moduleIds.concat(...[...shell].map((file) => byFile.get(file)!.moduleIds)).flatMap((id) =>
    byScreens(id) ? [] : (context.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((target) => !byScreens(target)),
  );
  const publicRoots = [...files.filter((file) => !loggedIn(file)).flatMap((file) => rootsOf(file, everyBlockOf(screen(file).blocks))), ...shellLazy];
  const publicReach = new Set<string>();
  const queue = publicRoots.map((id) => lazyChunk(id)?.fileName).filter((file): file is string => file !== undefined);
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (publicReach.has(file) || shell.has(file)) continue;
    publicReach.add(file);
    const chunk = byFile.get(file);
    queue.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []));
  }

  const bySignature = new Map<string, RouteGroup>();
  for (const file of memberHome) {
    const screens = new Set(arrivals.filter(([, set]) => set.has(file)).map(([name]) => name));
    if (publicReach.has(file)) screens.add(PUBLIC);
    const signature = [...screens].join(',');
    const group = bySignature.get(signature) ?? { name: '', screens, chunks: [], modules: [], size: 0 };
    group.chunks.push(file);
    group.modules.push(...ownModules(file));
    group.size += byFile.get(file)!.code.length;
    bySignature.set(signature, group);
  }
  let groups = [...bySignature.values()];

  const isPublic = (group: RouteGroup) => [...group.screens].some((file) => file === PUBLIC || !loggedIn(file));
  const extra = (to: RouteGroup, from: RouteGroup) => [...to.screens].filter((file) => !from.screens.has(file)).length;
  // What a merge costs: bytes the screens of one group would load from the other without drawing them.
  const cost = (a: RouteGroup, b: RouteGroup) => extra(a, b) * b.size + extra(b, a) * a.size;
  const mayMerge = (a: RouteGroup, b: RouteGroup) => isPublic(a) === isPublic(b) && a.screens.has(LANDING) === b.screens.has(LANDING);
  const importsOf = () => {
    const groupOfChunk = new Map(groups.flatMap((group) => group.chunks.map((file) => [file, group] as const)));
    return new Map(
      groups.map((group) => [group, new Set(group.chunks.flatMap(staticImports).map((file) => groupOfChunk.get(file)).filter((to): to is RouteGroup => to !== undefined && to !== group))]),
    );
  };
  // Whether `from` reaches `to` through another group (merging them would make a cycle).
  const reachesThroughAnother = (edges: Map<RouteGroup, Set<RouteGroup>>, from: RouteGroup, to: RouteGroup) => {
    const seen = new Set<RouteGroup>();
    const queue = [...edges.get(from)!].filter((next) => next !== to);
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(...edges.get(next)!);
      }
    }
    return false;
  };
  const nextMerge = () => {
    const edges = importsOf();
    const acyclic = (a: RouteGroup, b: RouteGroup) => !reachesThroughAnother(edges, a, b) && !reachesThroughAnother(edges, b, a);
    return groups
      .filter((group) => group.size < MIN_GROUP)
      .sort((a, b) => a.size - b.size)
      .map((small) => ({ small, target: groups.filter((big) => big !== small && mayMerge(small, big) && acyclic(small, big)).sort((a, b) => cost(small, a) - cost(small, b))[0] }))
      .find(({ target }) => target);
  };
  for (let merge = nextMerge(); merge; merge = nextMerge()) {
    const { small, target } = merge;
    target.chunks.push(...small.chunks);
    target.modules.push(...small.modules);
    target.size += small.size;
    for (const file of small.screens) target.screens.add(file);
    groups = groups.filter((group) => group !== small);
  }

  // Imported groups first.
  const edges = importsOf();
  const ordered: RouteGroup[] = [];
  while (ordered.length < groups.length) {
    const ready = groups.filter((group) => !ordered.includes(group) && [...edges.get(group)!].every((to) => ordered.includes(to)));
    if (ready.length === 0) throw new Error('routeGroups: groups import each other');
    ordered.push(...ready.sort((a, b) => b.screens.size - a.screens.size || b.size - a.size));
  }
  if (ordered.length > GROUP_SLOTS) throw new Error(`routeGroups: ${ordered.length} groups for ${GROUP_SLOTS} slots`);
  ordered.forEach((group, index) => (group.name = `${isPublic(group) ? 'shared' : 'member'}-${index + 1}`));
  if (process.env.ROUTE_GROUPS_DEBUG) {
    for (const group of ordered) {
      const screens = [...group.screens].map((file) => path.basename(file, '.screen.json'));
      console.log(`${group.name}: ${group.chunks.length} chunks, ${group.size} B, ${screens.length} screens: ${screens.join(' ')}`);
    }
  }
  return ordered;
}
