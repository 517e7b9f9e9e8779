import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Arrows only go down: app shell → engine (renderer, blocks) → widgets / api → the file language →
 * domain / i18n. The server and the scripts take the file language and the domain, never the
 * browser's engine or shell; the developer tools are registered by the shell, never imported by
 * the engine. A circle between two layers would make each one load (and break) with the other.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** What each folder may import besides itself (folders of src/, and `widgets` at the root). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  'src/app': ['src/engine', 'src/dev', 'src/api', 'widgets', 'src/language', 'src/domain', 'src/i18n', 'src/generated'],
  'src/dev': ['src/engine', 'src/api', 'widgets', 'src/language', 'src/domain', 'src/i18n', 'src/generated'],
  'src/engine': ['src/api', 'widgets', 'src/language', 'src/domain', 'src/i18n', 'src/generated'],
  widgets: ['src/api', 'src/language', 'src/domain', 'src/i18n', 'src/generated'],
  'src/api': ['src/language', 'src/domain', 'src/i18n', 'src/generated'],
  'src/language': ['src/domain', 'src/i18n', 'src/generated'],
  // Types generated from the file formats' schemas (acte migrations) are data, not code.
  'src/domain': ['src/i18n', 'src/generated'],
  'src/i18n': [],
  // The service worker: its own script, beside the app (the page and it share only constants).
  'src/sw': ['src/domain', 'src/i18n', 'src/generated'],
};
/** The file language runs anywhere: no React, no Node. */
const LANGUAGE_PACKAGES_REFUSED = /^(react|react-dom|react-redux|@blueprintjs\/|node:|fs$|path$)/;

const SOURCE = /\.(ts|tsx)$/;
function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__snapshots__' ? [] : filesUnder(relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const specifiersOf = (file: string) => [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(SPECIFIER)].map((match) => match[1]);

const layerOf = (file: string) => Object.keys(MAY_IMPORT).find((layer) => file === layer || file.startsWith(`${layer}/`));

function resolve(file: string, specifier: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (SOURCE.test(candidate) && fs.existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/** Each file's relative imports that resolve to a source file. */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [file, specifiersOf(file).flatMap((specifier) => {
        // Stylesheets and images belong to their component; tsc checks that every module import resolves.
        const target = specifier.startsWith('.') ? resolve(file, specifier) : null;
        return target ? [target] : [];
      })]),
  );
}

function circlesIn(graph: Map<string, string[]>): string[] {
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file, []);
  return circles;
}

const browserFiles = [...Object.keys(MAY_IMPORT).flatMap(filesUnder), 'src/main.tsx'];
const edges = importGraph(browserFiles);

describe('layers', () => {
  it('each folder imports only the layers under it', () => {
    const upward = [...edges].flatMap(([file, targets]) => {
      const layer = layerOf(file);
      if (!layer) return [];
      return targets.filter((target) => {
        const targetLayer = layerOf(target) ?? target.split('/').slice(0, 2).join('/');
        return targetLayer !== layer && !MAY_IMPORT[layer].includes(targetLayer);
      }).map((target) => `${file} → ${target}`);
    });
    expect(upward).toEqual([]);
  });

  it('the file language uses no React and no Node', () => {
    const refused = filesUnder('src/language').flatMap((file) =>
      specifiersOf(file).filter((specifier) => LANGUAGE_PACKAGES_REFUSED.test(specifier)).map((specifier) => `${file} → ${specifier}`),
    );
    expect(refused).toEqual([]);
  });

  it('the server and the build scripts never import the browser engine, its shell or its tools', () => {
    const files = [...filesUnder('src/server'), ...filesUnder('scripts')];
    const refused = files.flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
        .filter((target) => /^src\/(engine|app|dev)\//.test(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(refused).toEqual([]);
  });

  it('no import circle in the browser code', () => {
    expect(circlesIn(edges)).toEqual([]);
  });

  it('no import circle in the server', () => {
    expect(circlesIn(importGraph(filesUnder('src/server')))).toEqual([]);
  });
});
