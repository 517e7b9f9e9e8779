import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSqlPlacement, sqlStatementsIn } from '../../../scripts/checkSqlPlacement';

// npm run check keeps SQL out of route files: a data module holds it.
const projectRoot = path.resolve(import.meta.dirname, '../../..');
let root: string;
function project(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-sql-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}
afterEach(() => root && fs.rmSync(root, { recursive: true, force: true }));

const route = (statements: string[]) => statements.map((sql, i) => `const q${i} = await db.query(\`${sql}\`, []);`).join('\n');

describe('checkSqlPlacement', () => {
  it('passes on the project', () => {
    expect(checkSqlPlacement(projectRoot)).toEqual([]);
  });

  it('counts the statements a file sends, whatever their case and layout', () => {
    expect(sqlStatementsIn(route(['SELECT 1', '\n  select id FROM users', 'INSERT INTO t (a) VALUES ($1)', 'UPDATE users SET a = 1', 'DELETE FROM t', 'WITH x AS (SELECT 1) SELECT * FROM x']))).toBe(6);
    expect(sqlStatementsIn("const label = 'Sélectionnez un contrat'; // SELECT in a comment is no query")).toBe(0);
  });

  it('refuses SQL in a route file, in French, naming the file and where SQL goes', () => {
    const dir = project({ 'src/server/routes/api/new.ts': route(['SELECT * FROM users', 'DELETE FROM t']), 'src/server/identity/users.ts': route(['SELECT 1']) });
    expect(checkSqlPlacement(dir)).toEqual([
      'src/server/routes/api/new.ts : 2 requête(s) SQL dans un fichier de routes : le SQL va dans le module de données de sa table, que la route appelle (docs/ARCHITECTURE.md).',
    ]);
  });
});
