/**
 * SQL belongs in the data module of its table or aggregate, never in a route file: a route says
 * who may do what and shapes the reply; the data module is the one place a table's queries can be
 * read, changed and tested. Any statement in a file under src/server/routes is refused.
 *
 * Some tables have exactly one data module, which every other file calls: SQL naming one of them
 * (after FROM, JOIN, INTO, UPDATE, TABLE, REFERENCES…) anywhere else under src is refused with its
 * file and line, so a second, diverging query cannot come back unnoticed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './checkCache';

const ROUTES_DIR = 'src/server/routes';

/** A string or template literal that opens with a statement keyword. */
const STATEMENT = /[`'"]\s*(?:SELECT|INSERT\s+INTO|UPDATE\s+[a-z_]+\s+SET|DELETE\s+FROM|WITH\s+[a-z_]+\s+AS)\b/gi;

export function sqlStatementsIn(source: string): number {
  return source.match(STATEMENT)?.length ?? 0;
}

/** Each route file's statement count (files without SQL left out), by path from the root. */
export function sqlInRoutes(root: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of filesUnder(path.join(root, ROUTES_DIR), (name) => name.endsWith('.ts'))) {
    const count = sqlStatementsIn(fs.readFileSync(file, 'utf8'));
    if (count > 0) counts[path.relative(root, file).split(path.sep).join('/')] = count;
  }
  return counts;
}

/** Tables owned by one data module (a file, with the folder of the same name beside it): their SQL is written there only. */
export const OWNED_TABLES: ReadonlyArray<{ tables: readonly string[]; module: string }> = [
  { tables: ['demandes', 'demande_statuts', 'demande_documents'], module: 'src/server/actes/demandes' },
];

/** The SQL keywords that name a table right after them. Upper case, as the project writes SQL, so English prose is no match. */
const TABLE_AFTER = '(?:FROM|JOIN|INTO|UPDATE|TABLE(?:\\s+IF\\s+(?:NOT\\s+)?EXISTS)?|TRUNCATE|REFERENCES)';

/** The 1-based lines of `source` where SQL names one of `tables`, with the table named. */
export function tableMentionsIn(source: string, tables: readonly string[]): Array<{ line: number; table: string }> {
  const pattern = new RegExp(`\\b${TABLE_AFTER}\\s+(?:ONLY\\s+)?(${tables.join('|')})\\b`, 'g');
  const mentions: Array<{ line: number; table: string }> = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(pattern)) mentions.push({ line: index + 1, table: match[1] });
  });
  return mentions;
}

function ownedTableProblems(root: string): string[] {
  const problems: string[] = [];
  const files = filesUnder(path.join(root, 'src'), (name) => /\.tsx?$/.test(name)).map((file) => path.relative(root, file).split(path.sep).join('/'));
  for (const { tables, module } of OWNED_TABLES) {
    const owns = (file: string) => file === `${module}.ts` || file.startsWith(`${module}/`);
    for (const file of files) {
      // Generated files hold no SQL of their own (types and validators); the module itself is where it goes.
      if (owns(file) || file.startsWith('src/generated/')) continue;
      for (const { line, table } of tableMentionsIn(fs.readFileSync(path.join(root, file), 'utf8'), tables)) {
        problems.push(`${file} ligne ${line} : requête SQL sur la table ${table} hors de son module de données : appelez une fonction de ${module}.ts (ajoutez-la-y s'il le faut).`);
      }
    }
  }
  return problems;
}

export function checkSqlPlacement(root: string): string[] {
  return [
    ...Object.entries(sqlInRoutes(root)).map(
      ([file, count]) => `${file} : ${count} requête(s) SQL dans un fichier de routes : le SQL va dans le module de données de sa table, que la route appelle (docs/ARCHITECTURE.md).`,
    ),
    ...ownedTableProblems(root),
  ];
}
