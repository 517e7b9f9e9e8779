import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSqlPlacement, sqlStatementsIn, tableMentionsIn } from '../../../scripts/checkSqlPlacement';

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

  it('finds SQL naming a table, on its line, but not prose', () => {
    const source = ['// the member\'s demandes, from demandes to recap', "await db.query('SELECT 1 FROM demandes WHERE id = $1');", '`UPDATE demande_statuts SET x = 1`; `DELETE FROM demande_documents`;', "'SELECT * FROM demandes_archive'"].join('\n');
    expect(tableMentionsIn(source, ['demandes', 'demande_statuts', 'demande_documents'])).toEqual([
      { line: 2, table: 'demandes' },
      { line: 3, table: 'demande_statuts' },
      { line: 3, table: 'demande_documents' },
    ]);
  });

  it('refuses SQL on the demandes tables outside their data module, with file and line, in French', () => {
    const dir = project({
      'src/server/actes/demandes.ts': route(['INSERT INTO demande_documents (demande_id) VALUES ($1)']),
      'src/server/actes/demandes/reads.ts': route(['SELECT * FROM demandes d JOIN demande_statuts s ON s.demande_id = d.id']),
      'src/server/admin/queue.ts': `const intro = 1;\n${route(['SELECT count(*) FROM demandes'])}`,
      'src/server/documents/recap.ts': route(['SELECT d.id FROM users u JOIN demande_documents dd ON dd.id = u.id']),
    });
    expect(checkSqlPlacement(dir)).toEqual([
      "src/server/admin/queue.ts ligne 2 : requête SQL sur la table demandes hors de son module de données : appelez une fonction de src/server/actes/demandes.ts (ajoutez-la-y s'il le faut).",
      "src/server/documents/recap.ts ligne 1 : requête SQL sur la table demande_documents hors de son module de données : appelez une fonction de src/server/actes/demandes.ts (ajoutez-la-y s'il le faut).",
    ]);
  });
});
