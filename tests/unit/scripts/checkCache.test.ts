import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentsOf, unlessPassed } from '../../../scripts/checkCache';
import { generationInputs } from '../../../scripts/generationInputs';
import { generateAll } from '../../../scripts/build/generate';

// npm run check stays under a second by not re-running a check whose inputs passed
// already. That is only sound if a change of any input runs it again.
const projectRoot = path.resolve(import.meta.dirname, '../../..');
afterEach(() => vi.restoreAllMocks());

describe('checkCache.unlessPassed', () => {
  it('skips a check that passed on the same inputs, runs it again when an input changes, never remembers a failure', () => {
    const kind = `test-${process.pid}-${Date.now()}`;
    const passing = vi.fn(() => []);
    expect(unlessPassed(kind, ['a', 'b'], passing)).toEqual([]);
    expect(unlessPassed(kind, ['a', 'b'], passing)).toEqual([]);
    expect(passing).toHaveBeenCalledTimes(1);
    expect(unlessPassed(kind, ['a', 'b2'], passing)).toEqual([]);
    expect(unlessPassed(kind, ['ab', ''], passing)).toEqual([]); // parts are not merely concatenated
    expect(passing).toHaveBeenCalledTimes(3);

    const failing = vi.fn(() => ['x.json ligne 1 / : problème']);
    expect(unlessPassed(kind, ['c'], failing)).toEqual(['x.json ligne 1 / : problème']);
    expect(unlessPassed(kind, ['c'], failing)).toEqual(['x.json ligne 1 / : problème']);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('generationInputs', () => {
  it("covers every project file npm run gen reads: a file's content, or a name whose existence it tests", { timeout: 180_000 }, async () => {
    const read = new Set<string>();
    const probed = new Set<string>();
    const inProject = (file: unknown) => {
      const relative = path.relative(projectRoot, path.resolve(String(file)));
      return relative.startsWith('..') || relative.startsWith('node_modules') ? undefined : relative;
    };
    const readFileSync = fs.readFileSync;
    const existsSync = fs.existsSync;
    vi.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) => {
      const relative = inProject(file);
      if (relative !== undefined) read.add(relative);
      return readFileSync(file, options as never);
    }) as typeof fs.readFileSync);
    vi.spyOn(fs, 'existsSync').mockImplementation((file: fs.PathLike) => {
      const relative = inProject(file);
      if (relative !== undefined) probed.add(relative);
      return existsSync(file);
    });
    await generateAll(projectRoot);
    vi.restoreAllMocks();

    const inputs = generationInputs(projectRoot);
    const withContent = new Set(contentsOf(projectRoot, [...read].map((relative) => path.join(projectRoot, relative))).filter((_, index) => index % 2 === 0));
    const listed = new Set(inputs);
    expect(read.size).toBeGreaterThan(60);
    // Each read file appears in the inputs followed by its very content.
    for (const relative of withContent) {
      const at = inputs.indexOf(relative);
      expect(at, relative).toBeGreaterThanOrEqual(0);
      expect(inputs[at + 1], relative).toBe(readFileSync(path.join(projectRoot, relative), 'utf8'));
    }
    // Each file whose existence decides something is named (present), or is a folder or an absent
    // file of a tree whose every file is named (schemas/, src/engine/blocks/, the member screens).
    const listedTrees = ['schemas', 'src/engine/blocks', 'screens/member'];
    const inListedTree = (relative: string) => listedTrees.some((tree) => relative === tree || relative.startsWith(`${tree}/`));
    for (const relative of probed) {
      const file = path.join(projectRoot, relative);
      if (existsSync(file) && fs.statSync(file).isFile()) expect(listed.has(relative), relative).toBe(true);
      else expect(inListedTree(relative), relative).toBe(true);
    }
  });
});
