import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A lazily loaded chunk names the chunks deep in its static graph, not only those it imports
 * itself (the idea of Rollup's `hoistTransitiveImports`, which rolldown does not implement yet),
 * so that the member home is usable within 1.5 s on a slow link. Without it the browser
 * discovers a chunk's imports only once that chunk has arrived: ContratsGate → PortalDialog → dialog → overlay2 are
 * four round trips one after the other (562.5 ms each on DevTools' Fast 3G, see
 * `npx tsx bench/pageTrace.ts`). With the module preload helper off (vite.config.ts: its bytes),
 * this is how a chunk's whole static graph is fetched in one step whatever its depth.
 *
 * The chunks at depth ≥ `minDepth` are named (2: the imports of its imports and deeper). Each
 * costs ~16 bytes gzip: 1.7 KB on the accueil in all (budget 300 KB; the security-code dialog,
 * fetched on first use, makes room). `minDepth` 3 would fetch in two steps for half the bytes.
 *
 * The imports are appended after the chunk's code, as side-effect imports of chunks already in
 * its graph: the modules still run in the same order (a module runs once, where the first import
 * reaches it) and no new cycle appears. A chunk's file name already changes when any chunk it
 * reaches does (its imports name them), so caching stays right.
 */
export function deepImportsOf(fileName: string, imports: (file: string) => readonly string[], minDepth: number): string[] {
  // breadth first: the depth of a chunk is that of its shortest import path from fileName
  const depth = new Map<string, number>([[fileName, 0]]);
  const queue = [fileName];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const dep of imports(next)) {
      if (depth.has(dep)) continue;
      depth.set(dep, depth.get(next)! + 1);
      queue.push(dep);
    }
  }
  return [...depth].filter(([, d]) => d >= minDepth).map(([file]) => file);
}

export function flatImports(minDepth = 2): Plugin {
  return {
    name: 'ea-flat-imports',
    apply: 'build',
    enforce: 'post',
    // after Vite's own generateBundle, which removes the chunks that only held CSS (and their imports)
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const imports = (file: string) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? chunk.imports.filter((dep) => bundle[dep]?.type === 'chunk') : [];
        };
        // A chunk of grouped modules (routeGroups.ts) is no dynamic entry, but lazy imports load it too.
        const loadedLazily = new Set(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.dynamicImports : [])));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isDynamicEntry || loadedLazily.has(chunk.fileName))) continue;
          const deep = deepImportsOf(chunk.fileName, imports, minDepth);
          if (deep.length === 0) continue;
          const from = path.posix.dirname(chunk.fileName);
          chunk.code += `\n${deep.map((file) => `import"./${path.posix.relative(from, file)}";`).join('')}\n`;
        }
      },
    },
  };
}
