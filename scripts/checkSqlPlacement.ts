/**
 * SQL belongs in the data module of its table or aggregate, never in a route file: a route says
 * who may do what and shapes the reply; the data module is the one place a table's queries can be
 * read, changed and tested. Any statement in a file under src/server/routes is refused.
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

export function checkSqlPlacement(root: string): string[] {
  return Object.entries(sqlInRoutes(root)).map(
    ([file, count]) => `${file} : ${count} requête(s) SQL dans un fichier de routes : le SQL va dans le module de données de sa table, que la route appelle (docs/ARCHITECTURE.md).`,
  );
}
