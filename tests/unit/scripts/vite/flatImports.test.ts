import { describe, expect, it } from 'vitest';
import { deepImportsOf, flatImports } from '../../../../scripts/vite/flatImports';

/** So that the member home is usable within 1.5 s, a lazy chunk names its whole static graph, fetched at once. */
describe('flatImports', () => {
  // ContratsGate → PortalDialog → dialog → overlay2, and ContratsGate → callout → tick
  const graph: Record<string, string[]> = {
    'assets/ContratsGate.js': ['assets/callout.js', 'assets/PortalDialog.js'],
    'assets/callout.js': ['assets/tick.js'],
    'assets/PortalDialog.js': ['assets/dialog.js', 'assets/html.js'],
    'assets/dialog.js': ['assets/overlay2.js', 'assets/html.js'],
    'assets/overlay2.js': ['assets/PortalDialog.js'], // a cycle stays finite
  };
  const imports = (file: string) => graph[file] ?? [];

  it('names every chunk of the graph that the chunk does not import itself, nearest first', () => {
    expect(deepImportsOf('assets/ContratsGate.js', imports, 2)).toEqual(['assets/tick.js', 'assets/dialog.js', 'assets/html.js', 'assets/overlay2.js']);
    expect(deepImportsOf('assets/ContratsGate.js', imports, 3)).toEqual(['assets/overlay2.js']);
    expect(deepImportsOf('assets/tick.js', imports, 2)).toEqual([]);
  });

  it('appends them to each lazy chunk after its code, so the modules run in the same order', () => {
    const chunk = (fileName: string, code: string, isDynamicEntry: boolean) => ({ type: 'chunk', fileName, code, isDynamicEntry, imports: graph[fileName] ?? [] });
    const bundle: Record<string, ReturnType<typeof chunk> | { type: 'asset' }> = Object.fromEntries(
      Object.keys(graph).concat('assets/tick.js', 'assets/html.js').map((file) => [file, chunk(file, `/*${file}*/`, file === 'assets/ContratsGate.js')]),
    );
    bundle['assets/style.css'] = { type: 'asset' };
    const plugin = flatImports();
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, bundle);
    expect((bundle['assets/ContratsGate.js'] as { code: string }).code).toBe(
      '/*assets/ContratsGate.js*/\nimport"./tick.js";import"./dialog.js";import"./html.js";import"./overlay2.js";\n',
    );
    // not a lazy chunk: unchanged (its importer names its graph)
    expect((bundle['assets/PortalDialog.js'] as { code: string }).code).toBe('/*assets/PortalDialog.js*/');
  });
});
