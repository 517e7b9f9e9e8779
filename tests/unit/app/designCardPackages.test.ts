import fs from 'node:fs';
import path from 'node:path';

/**
 * The product's design card names the packages the browser is built on: the
 * date pickers come from @blueprintjs/datetime2 (3.x), a declared dependency, not from the
 * @blueprintjs/datetime it re-exports.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('packages named by the design card', () => {
  it('declares @blueprintjs/datetime2 3.x, pinned', () => {
    expect(pkg.dependencies['@blueprintjs/datetime2']).toMatch(/^3\.\d+\.\d+$/);
  });

  it('imports the date pickers from @blueprintjs/datetime2 only', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('widgets')];
    // Script imports only: the stylesheet still comes from @blueprintjs/datetime (datetime2's is a subset).
    const fromDatetime = files.filter((file) => /from '@blueprintjs\/datetime'/.test(fs.readFileSync(file, 'utf8')));
    const fromDatetime2 = files.filter((file) => /from '@blueprintjs\/datetime2'/.test(fs.readFileSync(file, 'utf8')));
    expect(fromDatetime.map((file) => path.relative(ROOT, file))).toEqual([]);
    expect(fromDatetime2.map((file) => path.relative(ROOT, file))).toContain(path.join('widgets', 'DateCalendar.tsx'));
  });
});
